import { formatDateWithWeekday } from '../../../domain/dates';
import type { Venue } from '../../../domain/venue';
import { SHOW_NAMES } from '../../../domain/shows';

/**
 * How a listing is named in messages, the trash and its history: "Hotel — Friday 4 December 2026". The
 * Update and Delete pickers put the date first, short (venue-picker.tsx).
 */
export function venueLabel(venue: Pick<Venue, 'hotelName' | 'date'>): string {
  return `${venue.hotelName} — ${formatDateWithWeekday(venue.date)}`;
}

export function showName(venue: Pick<Venue, 'show'>): string {
  return SHOW_NAMES[venue.show];
}

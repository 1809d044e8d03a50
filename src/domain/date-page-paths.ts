import { SHOW_PATHS } from './paths';
import type { Venue } from './venue';
import { venueSlug } from './venue-slug';

type Addressable = Pick<Venue, 'show' | 'date' | 'hotelName'>;

/** A listing's date page: `/titanic/2026-12-04-the-grand-hotel` (docs/product.md, Dates). */
export function datePagePath(venue: Addressable): string {
  return `${SHOW_PATHS[venue.show]}/${venueSlug(venue)}`;
}

/** The calendar file beside the date page. */
export function calendarFilePath(venue: Addressable): string {
  return `${datePagePath(venue)}.ics`;
}

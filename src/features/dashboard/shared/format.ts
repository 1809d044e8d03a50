import { formatShowDate } from '../../../domain/dates';
import type { Venue } from '../../../domain/venue';
import { SHOW_NAMES } from '../../../domain/shows';

const RECEIVED = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When a message arrived, as people in the UK read it ("5 March 2025 at 14:03"), whatever the device's zone. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : RECEIVED.format(date);
}

/** How a listing is named in pickers and messages: "Hotel — 26th of January 2024". */
export function venueLabel(venue: Pick<Venue, 'hotelName' | 'date'>): string {
  return `${venue.hotelName} — ${formatShowDate(venue.date)}`;
}

export function showName(venue: Pick<Venue, 'show'>): string {
  return SHOW_NAMES[venue.show];
}

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A show date in a table: short, with its weekday ("Mon 26 Jan 2099"), which touring plans are read by. */
export function formatShortShowDate(iso: string): string {
  // Noon UTC of that calendar day: the weekday cannot slip to a neighbouring day in any zone.
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : SHORT_DAY.format(date);
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A date with its weekday in full ("Friday 4 December 2026"): the preview of dates about to be added. */
export function formatLongShowDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : LONG_DAY.format(date).replace(',', '');
}

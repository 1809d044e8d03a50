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

/**
 * The date's own share picture beside its page (`/titanic/2026-12-04-the-grand-hotel.jpg`), with its revision
 * in the query: link previewers keep a picture by its address, so a changed date gets a new one.
 */
export function datePicturePath(venue: Addressable & Pick<Venue, 'sequence'>): string {
  return `${datePagePath(venue)}.jpg?v=${venue.sequence}`;
}

import type { VenueFields } from './venue';

type Listed = Pick<VenueFields, 'show' | 'hotelName' | 'date'>;

/**
 * The same show at the same hotel on the same day is one listing: a second is refused, by the spreadsheet
 * import (src/domain/venue-import.ts) and by the Add form. Hotel names compare as the manager means them,
 * whatever their case or the spaces around them.
 */
export const sameListingKey = (listing: Listed) =>
  `${listing.show}|${listing.hotelName.trim().toLowerCase()}|${listing.date}`;

/** Which of `dates` already have a listing of this show at this hotel, in the order given. */
export function datesAlreadyListed(
  existing: readonly Listed[],
  place: Pick<VenueFields, 'show' | 'hotelName'>,
  dates: readonly string[],
): string[] {
  const listed = new Set(existing.map(sameListingKey));
  return dates.filter((date) => listed.has(sameListingKey({ ...place, date })));
}

import { formatDateWithWeekday } from './dates';
import { SHOW_NAMES } from './shows';
import type { VenueFields } from './venue';

type Listed = Pick<VenueFields, 'show' | 'hotelName' | 'date'>;

/**
 * The same show at the same hotel on the same day is one listing: a second is refused, by the spreadsheet
 * import (src/domain/venue-import.ts), by the Add form, and by the server when listings are added (the form's
 * list may be minutes old: another tab or manager added the date meanwhile). Hotel names compare as the manager means them,
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

/** What a refused second listing says, with the dates as people read them ("Friday 4 December 2026"). */
export const alreadyListedWords = (showName: string, hotelName: string, days: readonly string[]) =>
  `${showName} at ${hotelName} is already listed on ${days.join(', ')}: leave ${days.length === 1 ? 'that date' : 'those dates'} out.`;

/**
 * Why `adding` cannot be stored, or null when it can: some of it is listed already, or is in `adding` twice.
 * Each show at a hotel is said once, with its dates. Every store adds listings all or none after this check
 * (the embedded server inside the write's transaction; hosted, just before the write).
 */
export function alreadyListedRefusal(existing: readonly Listed[], adding: readonly Listed[]): string | null {
  const seen = new Set(existing.map(sameListingKey));
  const found = new Map<string, { listing: Listed; days: string[] }>();
  for (const listing of adding) {
    const key = sameListingKey(listing);
    if (seen.has(key)) {
      const place = `${listing.show}|${listing.hotelName.trim().toLowerCase()}`;
      const entry = found.get(place) ?? { listing, days: [] };
      entry.days.push(formatDateWithWeekday(listing.date));
      found.set(place, entry);
    }
    seen.add(key);
  }
  if (found.size === 0) return null;
  return [...found.values()]
    .map(({ listing, days }) => alreadyListedWords(SHOW_NAMES[listing.show], listing.hotelName.trim(), days))
    .join(' ');
}

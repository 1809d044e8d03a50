import { todayInLondon } from '../../domain/dates';
import type { ShowKey } from '../../domain/shows';
import type { Venue, VenueLookup } from '../../domain/venue';
import { venueSlug } from '../../domain/venue-slug';
import {
  listVenuesOfShowOn,
  oldDatesQuery,
  readUpcoming,
  slugKey,
  upcomingQuery,
  venuesOf,
  VENUES,
} from './venue-store';
import type { FirestoreRest } from './firestore-rest';

/**
 * What's on: every show's upcoming listings in one range query on `showDate`, which Firestore's automatic
 * single-field index serves, and the old free-text dates that sort before every ISO date in a second one
 * (see `oldDatesQuery`). An old free-text date has no date page until a manager re-saves it with its ISO date.
 */
export async function listUpcomingVenuesOfAllShows(rest: FirestoreRest, now = new Date()): Promise<Venue[]> {
  const [upcoming, old] = await Promise.all([
    rest.runQuery(upcomingQuery(todayInLondon(now))),
    rest.runQuery(oldDatesQuery()),
  ]);
  return readUpcoming([...upcoming, ...old], now);
}

/**
 * A date page's listing: the show's listings on the date the address starts with are matched on their
 * current address (an old listing with a free-text date has no page until re-saved with its ISO date);
 * failing that, a listing that once had this address
 * (`formerSlugs`). A CDN cannot answer 410, and a deleted document leaves nothing behind, so a deleted
 * listing's address is "unknown" here.
 */
export async function findVenueOfShowBySlug(
  rest: FirestoreRest,
  show: ShowKey,
  slug: string,
): Promise<VenueLookup> {
  const date = slug.slice(0, 10);
  const onDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? await listVenuesOfShowOn(rest, show, date) : [];
  const current = onDate.find((venue) => venueSlug(venue) === slug);
  if (current) return { kind: 'found', venue: current };
  const former = await rest.runQuery({
    collection: VENUES,
    where: [['formerSlugs', 'array-contains', slugKey(show, slug)]],
    limit: 1,
  });
  const [venue] = venuesOf(former);
  return venue ? { kind: 'moved', venue } : { kind: 'unknown' };
}

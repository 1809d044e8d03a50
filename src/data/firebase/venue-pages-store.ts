import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { isUpcoming, todayInLondon } from '../../domain/dates';
import type { ShowKey } from '../../domain/shows';
import type { Venue, VenueLookup } from '../../domain/venue';
import { venueSlug } from '../../domain/venue-slug';
import { compareVenues } from '../../domain/venue-order';
import { readVenueDocs } from './legacy-venue';
import { slugKey } from './venue-slugs';
import { listVenuesOfShowOn, PUBLIC_QUERY_LIMIT } from './venue-store';

const VENUES = 'venues';

/**
 * What's on: every show's upcoming listings in one range query on `showDate`, which Firestore's automatic
 * single-field index serves. Listings stored by the old site with a free-text date ("12TH OF MAY 2027")
 * compare as text, so one starting with a digit below 2 is missed here (its show page still lists it):
 * re-saving it in the dashboard stores its ISO date. See docs/hosted-mode.md.
 */
export async function listUpcomingVenuesOfAllShows(db: Firestore, now = new Date()): Promise<Venue[]> {
  const today = todayInLondon(now);
  const snapshot = await getDocs(
    query(
      collection(db, VENUES),
      where('showDate', '>=', today),
      orderBy('showDate'),
      limit(PUBLIC_QUERY_LIMIT),
    ),
  );
  const venues = readVenueDocs(snapshot.docs.map((d) => ({ id: d.id, data: d.data() })));
  return venues.filter((venue) => isUpcoming(venue.date, now)).sort(compareVenues);
}

/**
 * A date page's listing: the show's listings on the date the address starts with are matched on their
 * current address (an old listing with a free-text date has no page until re-saved with its ISO date);
 * failing that, a listing that once had this address
 * (`formerSlugs`). A CDN cannot answer 410, and a deleted document leaves nothing behind, so a deleted
 * listing's address is "unknown" here.
 */
export async function findVenueOfShowBySlug(
  db: Firestore,
  show: ShowKey,
  slug: string,
): Promise<VenueLookup> {
  const date = slug.slice(0, 10);
  const onDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? await listVenuesOfShowOn(db, show, date) : [];
  const current = onDate.find((venue) => venueSlug(venue) === slug);
  if (current) return { kind: 'found', venue: current };
  const former = await getDocs(
    query(collection(db, VENUES), where('formerSlugs', 'array-contains', slugKey(show, slug)), limit(1)),
  );
  const [venue] = readVenueDocs(former.docs.map((d) => ({ id: d.id, data: d.data() })));
  return venue ? { kind: 'moved', venue } : { kind: 'unknown' };
}

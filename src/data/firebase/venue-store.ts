import { isUpcoming, todayInLondon } from '../../domain/dates';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { DataError } from '../errors';
import { compareVenues } from '../../domain/venue-order';
import { readVenueDocs } from './legacy-venue';
import type { Filter, FirestoreRest, RestQuery } from './firestore-rest';

/** Listings, stored with the old site's field names so existing data and new data live side by side. */
export const VENUES = 'venues';

/**
 * The most listings one public query asks for. firestore.rules refuse a visitor's list query without a
 * limit or with a larger one (nobody pulls every listing in one request); keep the two numbers in step.
 */
export const PUBLIC_QUERY_LIMIT = 200;
/**
 * How a date page's address is kept in `formerSlugs` (venue-slugs.ts): show and slug, so one array-contains
 * query finds it (venue-pages-store.ts).
 */
export const slugKey = (show: ShowKey, slug: string) => `${show}/${slug}`;
/** Deleted listings, restorable for TRASH_DAYS (venue-trash.ts). */
export const TRASH = 'trash';

export const notFound = () => new DataError('not-found', 'That listing no longer exists.');

/**
 * Upcoming listings of one show: the indexed range query (show, then `showDate` from today in London, in
 * date order, firestore.indexes.json) with the public limit, so a page reads only what it shows. Old
 * documents with a free-text date ("26TH OF JANUARY 2031") compare as text: one starting with "2" or higher
 * comes back with the range; one starting with "0" or "1" ("12TH OF MAY 2031") is fetched by the second
 * query (`oldDatesBeforeIsoOnes`). Both are read through the normaliser, which drops past dates.
 * docs/decisions/0013-public-listing-queries-carry-a-limit.md says why.
 */
export async function listUpcomingVenuesOfShow(
  rest: FirestoreRest,
  show: ShowKey,
  now = new Date(),
): Promise<Venue[]> {
  const ofShow: Filter = ['showName', '==', show];
  const [upcoming, old] = await Promise.all([
    rest.runQuery(upcomingQuery(todayInLondon(now), ofShow)),
    rest.runQuery(oldDatesQuery(ofShow)),
  ]);
  return readUpcoming([...upcoming, ...old], now);
}

/**
 * Every ISO date this site stores starts with "2" (years 2000 to 2999), so a free-text date the old dashboard
 * stored that starts with "0" or "1" ("12TH OF MAY 2031") sorts before all of them and below any "from today"
 * range. Those few are asked for on their own, with the public limit.
 */
const BEFORE_EVERY_ISO_DATE = '2';

/** Listings whose stored `showDate` text compares with `bound` as `op` says, in date order, within the public limit. */
function byShowDate(op: '>=' | '<', bound: string, filters: Filter[]): RestQuery {
  return {
    collection: VENUES,
    where: [...filters, ['showDate', op, bound]],
    orderBy: 'showDate',
    limit: PUBLIC_QUERY_LIMIT,
  };
}

/** Listings dated today or later as ISO text. */
export const upcomingQuery = (today: string, ...filters: Filter[]) => byShowDate('>=', today, filters);

/** Old free-text dates that sort before every ISO date (see BEFORE_EVERY_ISO_DATE). */
export const oldDatesQuery = (...filters: Filter[]) => byShowDate('<', BEFORE_EVERY_ISO_DATE, filters);

/** Stored documents as listings, read through the normaliser (an unreadable one is skipped and reported). */
export function venuesOf(docs: readonly { id: string; data: () => Record<string, unknown> }[]): Venue[] {
  return readVenueDocs(docs.map((d) => ({ id: d.id, data: d.data() })));
}

/** The upcoming listings among stored documents, in true date order. */
export function readUpcoming(
  docs: readonly { id: string; data: () => Record<string, unknown> }[],
  now: Date,
): Venue[] {
  return venuesOf(docs)
    .filter((venue) => isUpcoming(venue.date, now))
    .sort(compareVenues);
}

/** One show's listings on one ISO date, past or upcoming (a date page's address starts with its date). */
export async function listVenuesOfShowOn(rest: FirestoreRest, show: ShowKey, date: string): Promise<Venue[]> {
  return venuesOf(
    await rest.runQuery({
      collection: VENUES,
      where: [
        ['showName', '==', show],
        ['showDate', '==', date],
      ],
      limit: PUBLIC_QUERY_LIMIT,
    }),
  );
}

import { DataError } from '../errors';
import type { CityKey } from '../../domain/cities';
import { isUpcoming, todayInLondon } from '../../domain/dates';
import { hitSchema, type Hit } from '../../domain/hit';
import { countedPage, viewCounts, type CountKey } from '../../domain/insights-pages';
import type { ShowKey } from '../../domain/shows';
import type { VenueLookup } from '../../domain/venue';
import { deviceClass } from '../../domain/visitor-agent';
import { mayCountHere } from './count-gate';
import { addCounts } from './count-writes';
import type { FirestoreRest } from './firestore-rest';
import type { SeenListings } from './seen-listings';

/**
 * Hosted mode's counting (docs/decisions/0028-counted-not-tracked.md), loaded by public-port.ts on the
 * first count, which CountVisits sends once the page has loaded and the browser is idle. Counts are written
 * over Firestore's REST API (firestore-rest.ts), as a visitor's listings are read, so counting loads no SDK. No server sees the
 * request, so the visitor's own browser leaves itself out: Global Privacy Control, a crawler's user agent, a
 * signed-in manager. The referring site's name is not counted here: the rules could not tell a real one from
 * an invented one, so a script could fill the store with names.
 */

/** What counting needs of the public port (public-port.ts). */
export interface CountingPort {
  rest: FirestoreRest;
  /** What's on's upcoming dates, as the page read them. */
  seen: SeenListings;
  /** A manager signed in at this browser (manager-here.ts): their own visits are not counted. */
  managerHere: () => Promise<boolean>;
  /** A date page's listing, read from the store (venue-pages-store.ts). */
  findBySlug: (show: ShowKey, slug: string) => Promise<VenueLookup>;
}

const UNKNOWN_PAGE = 'That is not a page of this site.';
const UNKNOWN_LISTING = 'There is no such listing.';

const agent = () => (typeof navigator === 'undefined' ? undefined : navigator.userAgent);

/** The counts a view adds to, or null for a date address without a listing (nothing to count). */
async function viewKeys(port: CountingPort, hit: Extract<Hit, { kind: 'view' }>): Promise<CountKey[] | null> {
  // countedPage looks a date page up synchronously: ask first, then answer from what was found.
  let wanted: [ShowKey, string] | null = null;
  countedPage(hit.path, (show, slug) => {
    wanted = [show, slug];
    return { kind: 'unknown' };
  });
  const found: VenueLookup = wanted
    ? await port.findBySlug(...(wanted as [ShowKey, string]))
    : { kind: 'unknown' };
  const page = countedPage(hit.path, () => found);
  if (!page) throw new DataError('not-found', UNKNOWN_PAGE);
  if (page === 'no-listing') return null;
  const upcoming = port.seen.upcoming();
  const unanswered = (city: CityKey) =>
    upcoming !== null && !upcoming.some((venue) => venue.city === city && isUpcoming(venue.date));
  return viewCounts(page, hit, deviceClass(agent()), unanswered).filter((key) => key.metric !== 'referrer');
}

/** Counts one hit as the embedded server would, minus the referring site (above). */
export async function countHostedHit(port: CountingPort, input: Hit): Promise<void> {
  const parsed = hitSchema.safeParse(input);
  if (!parsed.success) throw new DataError('invalid', 'Some fields need attention.');
  const hit = parsed.data;
  if (!mayCountHere() || (await port.managerHere())) return;
  const keys = hit.kind === 'view' ? await viewKeys(port, hit) : [{ metric: hit.kind, subject: hit.listing }];
  if (!keys) return;
  try {
    await addCounts(port.rest, todayInLondon(), keys);
  } catch (error) {
    // The rules refuse a listing that does not exist (and nothing else a well-formed count from here has).
    if (hit.kind !== 'view' && (error as { code?: unknown }).code === 'permission-denied')
      throw new DataError('not-found', UNKNOWN_LISTING);
    throw error;
  }
}

/**
 * A subscription started or confirmed, counted from the visitor's browser (embedded: on the server). A count
 * that fails is let go: it never fails the subscription.
 */
export async function countSubscription(
  port: CountingPort,
  metric: 'subscribe' | 'confirm',
  city: CityKey | null,
): Promise<void> {
  if (!mayCountHere() || (await port.managerHere().catch(() => true))) return;
  const subject = metric === 'subscribe' ? (city ?? '') : '';
  await addCounts(port.rest, todayInLondon(), [{ metric, subject }]).catch((error: unknown) =>
    console.warn('[insights] not counted', error),
  );
}

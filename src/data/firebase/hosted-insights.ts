import type { Firestore } from 'firebase/firestore/lite';
import { DataError } from '../errors';
import { isCityKey, type CityKey } from '../../domain/cities';
import { isUpcoming, todayInLondon } from '../../domain/dates';
import { hitSchema, insightsPeriodSchema, type Hit, type InsightsPeriod } from '../../domain/insights';
import { countedPage, viewCounts, type CountKey } from '../../domain/insights-pages';
import { buildInsights, firstKeptCountDay, type Insights } from '../../domain/insights-report';
import type { ShowKey } from '../../domain/shows';
import { demandOf } from '../../domain/subscription';
import type { Venue, VenueLookup } from '../../domain/venue';
import { deviceClass } from '../../domain/visitor-agent';
import { mayCountHere } from './count-gate';
import { addCounts, purgeOldCounts, readCountTotals } from './count-store';
import { readSubscribers } from './subscriber-store';
import type { SeenListings } from './seen-listings';
import type { ManagerSession } from './session-types';

/**
 * Hosted mode's counting (docs/decisions/0028-counted-not-tracked.md), loaded by firestore-port.ts on the
 * first count, which CountVisits sends once the page has loaded and the browser is idle. No server sees the
 * request, so the visitor's own browser leaves itself out: Global Privacy Control, a crawler's user agent, a
 * signed-in manager. The referring site's name is not counted here: the rules could not tell a real one from
 * an invented one, so a script could fill the store with names.
 */

/** What counting needs of the Firestore port (firestore-port.ts). */
export interface CountingPort {
  db: Firestore;
  /** What's on's upcoming dates, as the page read them. */
  seen: SeenListings;
  /** The emulator tests' mock user's manager claim; null in a browser, where Firebase Auth says. */
  emulatorAdmin: boolean | null;
  /** Whether this page has loaded the manager's session (the dashboard, or a page reached from it). */
  sessionStarted: () => boolean;
  managerSession: () => Promise<ManagerSession>;
  /** A date page's listing, read from the store (venue-pages-store.ts). */
  findBySlug: (show: ShowKey, slug: string) => Promise<VenueLookup>;
}

// Firebase Auth keeps a signed-in account in this IndexedDB database. Listing the databases' names opens and
// creates nothing, so a visitor's browser gets neither Auth's code nor any storage from asking.
const AUTH_DATABASE = 'firebaseLocalStorageDb';
async function authKeptHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  try {
    return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
  } catch {
    return false;
  }
}

/** A manager signed in at this browser: their own visits are not counted. Auth loads only where it kept one. */
async function managerHere(port: CountingPort): Promise<boolean> {
  if (port.emulatorAdmin !== null) return port.emulatorAdmin;
  if (!port.sessionStarted() && !(await authKeptHere())) return false;
  return (await (await port.managerSession()).current())?.admin === true;
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
  if (!mayCountHere() || (await managerHere(port))) return;
  const keys = hit.kind === 'view' ? await viewKeys(port, hit) : [{ metric: hit.kind, subject: hit.listing }];
  if (!keys) return;
  try {
    await addCounts(port.db, todayInLondon(), keys);
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
  if (!mayCountHere() || (await managerHere(port).catch(() => true))) return;
  const subject = metric === 'subscribe' ? (city ?? '') : '';
  await addCounts(port.db, todayInLondon(), [{ metric, subject }]).catch((error: unknown) =>
    console.warn('[insights] not counted', error),
  );
}

/** The manager's Insights from the stored counts, built as the embedded server builds them. */
export async function readHostedInsights(
  db: Firestore,
  asked: InsightsPeriod,
  listEveryVenue: () => Promise<Venue[]>,
): Promise<Insights> {
  const checked = insightsPeriodSchema.safeParse(asked);
  if (!checked.success) throw new DataError('invalid', 'The period must start before it ends.');
  const period = checked.data;
  const [totals, venues, subscribers] = await Promise.all([
    readCountTotals(db, period.from, period.to),
    listEveryVenue(),
    readSubscribers(db),
  ]);
  // Counts past their time go now; a failure is tried again at the next opening and never hides Insights.
  await purgeOldCounts(db, firstKeptCountDay(new Date())).catch((error: unknown) =>
    console.warn('[insights] old counts were not deleted; tried again next time', error),
  );
  return buildInsights({
    period,
    totals,
    venues,
    subscribersByCity: demandOf(subscribers).byCity.flatMap(({ city, count }) =>
      isCityKey(city) && count > 0 ? [{ city, count }] : [],
    ),
    today: todayInLondon(),
  });
}

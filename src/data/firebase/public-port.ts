import type { CityKey } from '../../domain/cities';
import { DataError, isDataError } from '../errors';
import type { DataPort } from '../port';
import { firebaseSettingsOf, type FirebaseSettings } from './config';
import { firestoreRest, type FirestoreRest, type FirestoreRestOptions } from './firestore-rest';
import { lookupWithHotel, withHotels } from './hotel-store';
import { seenListings } from './seen-listings';
import type { Caller } from './store-errors';
import { findVenueOfShowBySlug, listUpcomingVenuesOfAllShows } from './venue-pages-store';
import { listUpcomingVenuesOfShow } from './venue-store';

/**
 * What a visitor's page asks of Firestore: listings, a date page's listing, the published words, counting.
 * All of it goes over the REST API (firestore-rest.ts) without the Firebase SDK, which loads only for a
 * manager, a form or a subscription (firestore-port.ts; docs/decisions/0037-visitors-read-firestore-over-rest.md).
 */
export type PublicCall =
  | 'listUpcomingVenues'
  | 'listAllUpcomingVenues'
  | 'findVenueBySlug'
  | 'readPublishedContent'
  | 'countHit';

export interface PublicPort extends Pick<DataPort, PublicCall> {
  /** The REST client, for the full port's hotel reads (hotel-store.ts). */
  rest: FirestoreRest;
  /** A subscription started or confirmed, counted on its way; it never fails the subscription. */
  countSubscription(metric: 'subscribe' | 'confirm', city: CityKey | null): void;
}

export interface PublicPortOptions extends FirestoreRestOptions {
  /** A manager signed in at this browser, whose own visits are not counted (manager-here.ts). */
  managerHere: () => Promise<boolean>;
}

// Counting loads on the first count, sent after the page has loaded and gone idle (src/app/count-visits.tsx);
// the published words (with the blocks' schemas) after the page has loaded.
const counting = () => import('./hosted-counting');
const publishedContent = () => import('./content-published');

/**
 * The wording of the store's errors loads when a call fails: a show page that lists its dates never needs it.
 * If even that cannot be downloaded, the connection is down, and that is what the person is told.
 */
export async function storeError(error: unknown, caller: Caller): Promise<DataError> {
  if (isDataError(error)) return error;
  try {
    return (await import('./store-errors')).toDataError(error, caller);
  } catch {
    console.warn('[firestore]', error);
    return new DataError('unavailable', 'The listings service did not answer. Please try again in a moment.');
  }
}

export function createPublicPort(settings: FirebaseSettings, options: PublicPortOptions): PublicPort {
  const rest = firestoreRest(settings, options);
  const seen = seenListings();
  const counted = {
    rest,
    seen,
    managerHere: options.managerHere,
    findBySlug: findVenueOfShowBySlug.bind(null, rest),
  };
  // REST requests carry nobody's credentials: a refusal is worded for a visitor.
  const publicCall = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await storeError(error, 'visitor');
    }
  };

  return {
    rest,
    // Every listing read carries its hotel (hotel-store.ts), as the embedded server's do.
    listUpcomingVenues: (show) =>
      publicCall(async () => withHotels(rest, await listUpcomingVenuesOfShow(rest, show))),
    listAllUpcomingVenues: () =>
      publicCall(async () => withHotels(rest, seen.listedUpcoming(await listUpcomingVenuesOfAllShows(rest)))),
    findVenueBySlug: (show, slug) =>
      publicCall(async () => lookupWithHotel(rest, await findVenueOfShowBySlug(rest, show, slug))),
    readPublishedContent: (after) =>
      publicCall(async () => (await publishedContent()).readPublished(rest, after)),
    countHit: (hit) => publicCall(async () => (await counting()).countHostedHit(counted, hit)),
    countSubscription: (metric, city) =>
      void counting().then(
        (module) => module.countSubscription(counted, metric, city),
        () => undefined,
      ),
  };
}

/** The public port from a hosted build's VITE_FIREBASE_* keys (firebase-adapter.ts, on the first read). */
export const createPublicPortFromBuildEnv = (
  env: Record<string, string | boolean | undefined>,
  options: PublicPortOptions,
): PublicPort => createPublicPort(firebaseSettingsOf(env), options);

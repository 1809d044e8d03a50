import { READ_DEADLINE_MS, withDeadline } from '../deadline';
import { HOSTED_PICTURES } from './hosted-pictures';
import { DataError } from '../errors';
import type { DataPort } from '../port';
import { HOSTED_RETENTION } from '../../domain/retention';
import type * as AppCheckModule from './app-check';
import type * as FirestorePortModule from './firestore-port';

type Port = Promise<DataPort>;

/**
 * What src/main.tsx calls in a hosted build. It returns at once a port whose first data call loads the
 * Firebase SDK (Firestore lite, about 40 KB gzipped), so pages that show no listings and take no form
 * (home, team, menus) never download it, and no page waits for it before its first paint.
 * docs/decisions/0001-data-port-two-adapters.md.
 */
export function createFirebaseDataPortFromEnv(): DataPort {
  const env: Record<string, string | boolean | undefined> = { ...import.meta.env };
  // App Check (reCAPTCHA Enterprise) is on only when the build names a site key; without one, its code
  // is never downloaded. With one, it loads beside the Firestore client and starts before any request.
  const appCheckKey = typeof env.VITE_APPCHECK_SITE_KEY === 'string' ? env.VITE_APPCHECK_SITE_KEY.trim() : '';
  let loading: Port | null = null;
  const port = (): Port =>
    (loading ??= Promise.all([import('./firestore-port'), appCheckKey ? import('./app-check') : null]).then(
      ([module, appCheck]: [typeof FirestorePortModule, typeof AppCheckModule | null]) =>
        module.createFirebaseDataPortFromBuildEnv(
          env,
          appCheck ? { onAppStart: (app) => appCheck.startAppCheck(app, appCheckKey) } : {},
        ),
      (error: unknown) => {
        loading = null; // a failed chunk download may succeed on the next try
        console.warn('[firebase] could not load the data store client', error);
        throw new DataError('unavailable', 'The listings service could not be reached. Please try again.');
      },
    ));

  /**
   * Reads give up after READ_DEADLINE_MS (downloading the client included), so a hanging Firestore ends in
   * the page's "could not load" message and its Retry button instead of "Loading..." for ever. Writes are
   * not cut short: one that is slow may still succeed, and the form keeps its text until it knows.
   */
  const read = <T>(work: (store: DataPort) => Promise<T>): Promise<T> =>
    withDeadline(
      port().then(work),
      READ_DEADLINE_MS,
      () =>
        new DataError(
          'unavailable',
          `The listings service did not answer within ${READ_DEADLINE_MS / 1000} seconds. Please try again.`,
        ),
    );

  /** One of the port's methods, called on the loaded client with the caller's arguments. */
  const call = (store: DataPort, name: keyof DataPort, args: unknown[]) =>
    (store[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  /** The port's methods, passed on to the client once it has loaded (one line each would all look alike). */
  const passOn = <K extends keyof DataPort>(names: readonly K[], deadline: boolean) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        (...args: unknown[]) =>
          deadline
            ? read((store) => call(store, name, args))
            : port().then((store) => call(store, name, args)),
      ]),
    ) as Pick<DataPort, K>;

  return {
    ...passOn(READS, true),
    ...passOn(WRITES, false),
    // Known without asking Firestore: no server runs to delete old documents (src/domain/retention.ts).
    retentionPolicy: () => Promise.resolve(HOSTED_RETENTION),
    // The first count loads the Firestore client on a page without listings; CountVisits sends it only once
    // the page has loaded and the browser is idle, so it never competes with the page. A robot or a browser
    // objecting with Global Privacy Control is told no before anything of Firebase loads.
    countHit: async (hit) => {
      if ((await import('./count-gate')).mayCountHere()) await (await port()).countHit(hit);
    },
    ...HOSTED_PICTURES,
    // Known without loading anything: hosted mode signs managers in with Google only.
    signInOptions: () => Promise.resolve({ password: false, google: true }),
  };
}

/**
 * Reads give up after READ_DEADLINE_MS. The dashboard waits on currentManager before showing anything: it
 * must not wait for ever either.
 */
const READS = [
  'listUpcomingVenues',
  'listAllUpcomingVenues',
  'findVenueBySlug',
  'listAllVenues',
  'listNeedsAttention',
  'listHotels',
  'countSeatsBackWaiting',
  'listHostingRequests',
  'listContactMessages',
  'countNewSubmissions',
  'readInsights',
  'readSiteContent',
  'readPublishedContent',
  'listContentVersions',
  'currentManager',
] as const;

/** Writes, and the reads a manager starts by hand (a page of subscribers, an export), are not cut short. */
const WRITES = [
  'createVenue',
  'updateVenue',
  'deleteVenue',
  'createVenues',
  'updateVenueSeries',
  'deleteVenueSeries',
  'updateVenues',
  'deleteVenues',
  'restoreVenues',
  'previewVenueImport',
  'importVenues',
  'exportVenuesCsv',
  'listTrashedVenues',
  'restoreVenue',
  'listVenueChanges',
  'listRecentVenueChanges',
  'updateHotel',
  'submitHostingRequest',
  'submitContactMessage',
  'markSubmission',
  'eraseHostingRequest',
  'eraseContactMessage',
  'subscribe',
  'askSeatsBack',
  'confirmSubscription',
  'unsubscribe',
  'listSubscribers',
  'eraseSubscriber',
  'exportSubscribersCsv',
  'listOutbox',
  'saveContentDraft',
  'publishContent',
  'restoreContentVersion',
  'signInWithPassword',
  'signInWithGoogle',
  'signOut',
] as const;

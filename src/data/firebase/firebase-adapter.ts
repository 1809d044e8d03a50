import { READ_DEADLINE_MS, withDeadline } from '../deadline';
import { DataError } from '../errors';
import type { DataPort } from '../port';
import { HOSTED_RETENTION } from '../../domain/retention';
import type * as AppCheckModule from './app-check';
import type * as FirestorePortModule from './firestore-port';
import type { FirebaseDataPort } from './firestore-port';
import type * as PublicPortModule from './public-port';
import type { AppCheck } from 'firebase/app-check';

/** The client failed to download: a later call may succeed, so the next one tries again. */
function unreachable(error: unknown): never {
  console.warn('[firebase] could not load the data store client', error);
  throw new DataError('unavailable', 'The listings service could not be reached. Please try again.');
}

/**
 * What src/main.tsx calls in a hosted build. It returns at once a port whose first call loads what that call
 * needs: a visitor's reads and counts load the small REST client (public-port.ts, a few KB), everything
 * else the Firebase SDK (firestore-port.ts: Firestore lite, about 40 KB gzipped, and Auth when someone signs
 * in). So public pages never download the SDK, and no page waits for anything before its first paint.
 * docs/decisions/0001-data-port-two-adapters.md, 0037-visitors-read-firestore-over-rest.md.
 */
export function createFirebaseDataPortFromEnv(): DataPort {
  const env: Record<string, string | boolean | undefined> = { ...import.meta.env };
  // App Check (reCAPTCHA Enterprise) is on only when the build names a site key; without one, its code
  // is never downloaded. With one, it starts with the SDK before any request, and every REST request
  // carries its token, so a build with App Check loads the SDK with its first read.
  const appCheckKey = typeof env.VITE_APPCHECK_SITE_KEY === 'string' ? env.VITE_APPCHECK_SITE_KEY.trim() : '';
  let appCheck: AppCheck | null = null;
  const restHeaders = appCheckKey
    ? async () => {
        await store();
        return appCheck ? (await import('./app-check')).appCheckHeaders(appCheck) : {};
      }
    : undefined;

  let loading: Promise<FirebaseDataPort> | null = null;
  const store = (): Promise<FirebaseDataPort> =>
    (loading ??= Promise.all([import('./firestore-port'), appCheckKey ? import('./app-check') : null]).then(
      ([module, check]: [typeof FirestorePortModule, typeof AppCheckModule | null]) =>
        module.createFirebaseDataPortFromBuildEnv(env, {
          restHeaders,
          ...(check ? { onAppStart: (app) => (appCheck = check.startAppCheck(app, appCheckKey)) } : {}),
        }),
      (error: unknown) => {
        loading = null;
        return unreachable(error);
      },
    ));

  // A manager signed in here is not counted: asked of the SDK where this page loaded it, and read from what
  // Auth kept in this browser otherwise, without loading Auth (manager-here.ts).
  const managerHere = async () =>
    loading !== null ? (await store()).managerHere() : (await import('./manager-here')).managerKeptHere();
  let publicLoading: Promise<PublicPortModule.PublicPort> | null = null;
  const publicPort = (): Promise<PublicPortModule.PublicPort> =>
    (publicLoading ??= import('./public-port').then(
      (module) => module.createPublicPortFromBuildEnv(env, { headers: restHeaders, managerHere }),
      (error: unknown) => {
        publicLoading = null;
        return unreachable(error);
      },
    ));

  /**
   * Reads give up after READ_DEADLINE_MS (downloading the client included), so a hanging Firestore ends in
   * the page's "could not load" message and its Retry button instead of "Loading..." for ever. Writes are
   * not cut short: one that is slow may still succeed, and the form keeps its text until it knows.
   */
  const read = <T>(work: Promise<T>): Promise<T> =>
    withDeadline(
      work,
      READ_DEADLINE_MS,
      () =>
        new DataError(
          'unavailable',
          `The listings service did not answer within ${READ_DEADLINE_MS / 1000} seconds. Please try again.`,
        ),
    );

  /** One of the port's methods, called on the loaded client with the caller's arguments. */
  const call = (client: Pick<DataPort, keyof DataPort>, name: keyof DataPort, args: unknown[]) =>
    (client[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  /** The port's methods, passed on to a client once it has loaded (one line each would all look alike). */
  const passOn = <K extends keyof DataPort>(
    names: readonly K[],
    client: () => Promise<Pick<DataPort, K>>,
    deadline: boolean,
  ) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        (...args: unknown[]) => {
          const work = client().then((loaded) => call(loaded as DataPort, name, args));
          return deadline ? read(work) : work;
        },
      ]),
    ) as Pick<DataPort, K>;

  return {
    ...passOn(PUBLIC_READS, publicPort, true),
    ...passOn(READS, store, true),
    ...passOn(WRITES, store, false),
    // Known without asking Firestore: no server runs to delete old documents (src/domain/retention.ts).
    retentionPolicy: () => Promise.resolve(HOSTED_RETENTION),
    // The first count loads the REST client on a page without listings; CountVisits sends it only once
    // the page has loaded and the browser is idle, so it never competes with the page. A robot or a browser
    // objecting with Global Privacy Control is told no before anything of Firebase loads.
    countHit: async (hit) => {
      if ((await import('./count-gate')).mayCountHere()) await (await publicPort()).countHit(hit);
    },
    // Known without loading anything: hosted mode signs managers in with Google only, but against the Auth
    // emulator (hosted:local) its own accounts stand in, since its Google window needs Google's servers.
    signInOptions: () =>
      Promise.resolve(
        env.VITE_FIREBASE_AUTH_EMULATOR_URL
          ? { password: true, google: true, localAccounts: true }
          : { password: false, google: true },
      ),
  };
}

/** What a visitor's page reads, over REST (public-port.ts). */
const PUBLIC_READS = [
  'listUpcomingVenues',
  'listAllUpcomingVenues',
  'findVenueBySlug',
  'readPublishedContent',
] as const satisfies readonly PublicPortModule.PublicCall[];

/**
 * Reads give up after READ_DEADLINE_MS. The dashboard waits on currentManager before showing anything: it
 * must not wait for ever either.
 */
const READS = [
  'listAllVenues',
  'listNeedsAttention',
  'listHotels',
  'countSeatsBackWaiting',
  'countNoticeAudience',
  'listHostingRequests',
  'listContactMessages',
  'countNewSubmissions',
  'listSubmissionReplies',
  'readInsights',
  'readSiteContent',
  'listContentVersions',
  'listPictures',
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
  'sendHotelLink',
  'revokeHotelLink',
  'readHotelKit',
  'readHotelKitFile',
  'setHotelSeats',
  'submitHostingRequest',
  'submitContactMessage',
  'markSubmission',
  'replyToSubmission',
  'eraseHostingRequest',
  'eraseContactMessage',
  'subscribe',
  'askSeatsBack',
  'confirmSubscription',
  'readLinkRequest',
  'unsubscribe',
  'listSubscribers',
  'eraseSubscriber',
  'findAddress',
  'eraseAddress',
  'exportSubscribersCsv',
  'listOutbox',
  'canSendMail',
  'readOutboxMessage',
  'listPendingNotices',
  'sendNoticesNow',
  'dropNotices',
  'saveContentDraft',
  'publishContent',
  'restoreContentVersion',
  'uploadPicture',
  'deletePicture',
  'signInWithPassword',
  'signInWithGoogle',
  'signOut',
] as const;

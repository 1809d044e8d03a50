import { READ_DEADLINE_MS, withDeadline } from '../deadline';
import { HOSTED_CONTENT } from './hosted-content';
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

  return {
    // Known without loading anything: the same as firestore-port.ts's, which the dashboard reads here.
    listUpcomingVenues: (show) => read((store) => store.listUpcomingVenues(show)),
    listAllUpcomingVenues: () => read((store) => store.listAllUpcomingVenues()),
    findVenueBySlug: (show, slug) => read((store) => store.findVenueBySlug(show, slug)),
    listAllVenues: () => read((store) => store.listAllVenues()),
    createVenue: async (input) => (await port()).createVenue(input),
    updateVenue: async (id, input) => (await port()).updateVenue(id, input),
    deleteVenue: async (id) => (await port()).deleteVenue(id),
    createVenues: async (batch) => (await port()).createVenues(batch),
    updateVenueSeries: async (id, input, scope) => (await port()).updateVenueSeries(id, input, scope),
    deleteVenueSeries: async (id, scope) => (await port()).deleteVenueSeries(id, scope),
    updateVenues: async (ids, change) => (await port()).updateVenues(ids, change),
    deleteVenues: async (ids) => (await port()).deleteVenues(ids),
    restoreVenues: async (ids) => (await port()).restoreVenues(ids),
    previewVenueImport: async (csv) => (await port()).previewVenueImport(csv),
    importVenues: async (csv) => (await port()).importVenues(csv),
    exportVenuesCsv: async () => (await port()).exportVenuesCsv(),
    listTrashedVenues: async () => (await port()).listTrashedVenues(),
    restoreVenue: async (id) => (await port()).restoreVenue(id),
    listVenueChanges: async (venueId) => (await port()).listVenueChanges(venueId),
    listRecentVenueChanges: async (page) => (await port()).listRecentVenueChanges(page),
    listNeedsAttention: () => read((store) => store.listNeedsAttention()),
    listHotels: () => read((store) => store.listHotels()),
    updateHotel: async (id, input) => (await port()).updateHotel(id, input),
    submitHostingRequest: async (input) => (await port()).submitHostingRequest(input),
    listHostingRequests: (page) => read((store) => store.listHostingRequests(page)),
    submitContactMessage: async (input) => (await port()).submitContactMessage(input),
    listContactMessages: (page) => read((store) => store.listContactMessages(page)),
    markSubmission: async (kind, id, mark) => (await port()).markSubmission(kind, id, mark),
    countNewSubmissions: () => read((store) => store.countNewSubmissions()),
    eraseHostingRequest: async (id) => (await port()).eraseHostingRequest(id),
    eraseContactMessage: async (id) => (await port()).eraseContactMessage(id),
    askSeatsBack: async (input) => (await port()).askSeatsBack(input),
    subscribe: async (input) => (await port()).subscribe(input),
    confirmSubscription: async (link) => (await port()).confirmSubscription(link),
    unsubscribe: async (link) => (await port()).unsubscribe(link),
    listSubscribers: async (page) => (await port()).listSubscribers(page),
    eraseSubscriber: async (id) => (await port()).eraseSubscriber(id),
    exportSubscribersCsv: async () => (await port()).exportSubscribersCsv(),
    listOutbox: async () => (await port()).listOutbox(),
    // Known without asking Firestore: no server runs to delete old documents (src/domain/retention.ts).
    retentionPolicy: () => Promise.resolve(HOSTED_RETENTION),
    // The first count loads the Firestore client on a page without listings; CountVisits sends it only once
    // the page has loaded and the browser is idle, so it never competes with the page. A robot or a browser
    // objecting with Global Privacy Control is told no before anything of Firebase loads.
    countHit: async (hit) => {
      if ((await import('./count-gate')).mayCountHere()) await (await port()).countHit(hit);
    },
    readInsights: (period) => read((store) => store.readInsights(period)),
    ...HOSTED_CONTENT,
    ...HOSTED_PICTURES,
    // Known without loading anything: hosted mode signs managers in with Google only.
    signInOptions: () => Promise.resolve({ password: false, google: true }),
    // The dashboard waits on this before showing anything: it must not wait for ever either.
    currentManager: () => read((store) => store.currentManager()),
    signInWithPassword: async (email, password) => (await port()).signInWithPassword(email, password),
    signInWithGoogle: async () => (await port()).signInWithGoogle(),
    signOut: async () => (await port()).signOut(),
  };
}

import { oncePerLoad } from './once-per-load';
import { LOCAL_CLOCK, siteHostClock, type HostClock } from './host-clock';
import { DataError } from '../errors';
import { DEFAULT_NOTICE_DELAY_MINUTES } from '../../domain/notice-wait';
import type { ContentPort } from './hosted-content';
import { hostedPictures } from './hosted-pictures';
import type { DataPort } from '../port';
import type { FirebaseApp } from 'firebase/app';
import { firebaseSettingsOf, type FirebaseSettings } from './config';
import type { ManagerSession, SignedInUser } from './session-types';
import { openFirestore, type EmulatorUser } from './open-firestore';
import type { Venue } from '../../domain/venue';
import { todayInLondon } from '../../domain/dates';
import type { WrittenVenue } from './venue-group-writes';
import { HOSTED_RETENTION } from '../../domain/retention';
import { listEveryVenue } from './venue-refs';
import { withHotels } from './hotel-store';
import type { FirestoreRestOptions } from './firestore-rest';
import { managerSignedInHere } from './manager-here';
import { createPublicPort, storeError } from './public-port';
import { HOTEL_KIT_HOSTED } from '../../content/hotel-kit-hosted';
import { hotelKitPath } from '../../domain/paths';

const CONTENT_CALLS = [
  'readSiteContent',
  'saveContentDraft',
  'publishContent',
  'listContentVersions',
  'restoreContentVersion',
] as const satisfies (keyof ContentPort)[];

export const NOT_AUTHORISED = 'This Google account is not authorised to manage listings.';
const SUBSCRIPTIONS_OFF = 'This site does not take subscriptions at the moment.';
const SEATS_BACK_OFF = 'This site does not keep a list for seats coming back.';
// A hotel's contact signs in by e-mail link to change its seats (hotel-sign-in.ts): a build without e-mail
// links cannot let it.
const HOTEL_SEATS_OFF = 'This site cannot sign hotels in to change seats: please e-mail us instead.';

export interface FirebaseDataPort extends DataPort {
  /** Ends the connection (tests; a page never closes its port). */
  close(): Promise<void>;
  /** A manager signed in at this browser, whose own visits are not counted (manager-here.ts). */
  managerHere(): Promise<boolean>;
}

export interface FirebaseDataPortOptions {
  /**
   * Test hook, accepted only with the Firestore emulator: requests carry a mock ID token for this user and
   * sign-in is stood in for (there is no Auth emulator here). Production builds never pass it: see
   * createFirebaseDataPortFromEnv.
   */
  emulatorUser?: EmulatorUser;
  /** Runs on the Firebase app before the first request: App Check (firebase-adapter.ts, app-check.ts). */
  onAppStart?: (app: FirebaseApp) => void;
  /** Headers of the REST requests (public-port.ts): App Check's token, when it is on. */
  restHeaders?: FirestoreRestOptions['headers'];
  /** The site's origin, for the links it e-mails: the page's own in a browser (tests give one). */
  siteOrigin?: string;
  /**
   * The clock a listing change's e-mails wait by (host-clock.ts): the host's, read from the page's own
   * origin, in a browser; this machine's in Node, where there is no host to ask (tests give one).
   */
  hostClock?: HostClock;
}

// Writes and the dashboard's reads load their code on first use, so a show page's listings need neither zod
// nor the submission readers (docs/product.md, Budgets).
const inputChecks = () => import('./input-checks');
const submissionReads = () => import('./submission-reads');
const batchStore = () => import('./venue-batch-store');
// Subscriptions load with the form or the dashboard: their schema (and zod) stays off the show page's first load.
const subscribers = () => import('./subscriber-store');
const subscriberPages = () => import('./subscriber-pages');
const emailLink = () => import('./email-link');
const seatsBack = () => import('./seats-back-store');
const addressRecords = () => import('./address-records-store');
const trashStore = () => import('./venue-trash');
const groupWrites = () => import('./venue-group-writes');
const historyReads = () => import('./venue-history-reads');
const attention = () => import('./venue-attention');
const hotelWrites = () => import('./hotel-writes');
// What a show page's listings never need loads on first use too: listing writes (with their history records)
// and the new-date notices sent after them, the two forms' stores, and the manager's session.
const venueWrites = () => import('./venue-writes');
const newDateNotices = () => import('./new-date-notices');
const submissions = () => import('./submission-store');
const contactEndpoint = () => import('./contact-endpoint');
const replies = () => import('./reply-store');
// A hotel's private link: the manager's side with the Hotels section, the hotel's with its page
// (docs/decisions/0041-hotel-links.md), and the contact's sign-in on its first seats change.
const hotelLinks = () => import('./hotel-links');
const hostedHotelKit = () => import('./hosted-hotel-kit');
const hotelSignIn = () => import('./hotel-sign-in');
// The manager's Insights load when opened.
const insights = () => import('./hosted-insights');

export function createFirebaseDataPort(
  settings: FirebaseSettings,
  options: FirebaseDataPortOptions = {},
): FirebaseDataPort {
  const { app, db, close } = openFirestore(settings, options.emulatorUser, options.onAppStart);
  const user = options.emulatorUser;
  /** Created on the first manager call (firebaseManagerSession then loads Auth on its own first use). */
  let session: ManagerSession | null = null;
  let sessionLoad: Promise<ManagerSession> | null = null;
  const managerSession = (): Promise<ManagerSession> =>
    (sessionLoad ??= import('./manager-session').then(
      ({ emulatorManagerSession, firebaseManagerSession }) =>
        (session = user
          ? emulatorManagerSession({ email: user.email, name: user.name ?? null, admin: user.admin })
          : firebaseManagerSession(app, settings.authEmulatorUrl)),
      (error: unknown) => {
        sessionLoad = null; // a failed chunk download may succeed on the next try
        console.warn('[auth] could not load the manager session', error);
        throw new DataError(
          'unavailable',
          'Sign-in could not be loaded. Check the connection and try again.',
        );
      },
    ));
  // Before any manager call, only the emulator's mock user is known to be signed in.
  const knownSignedIn = () => (session ? session.knownSignedIn() : Boolean(user));
  // The emulator tests' mock user says whether a manager is here; in a browser, Firebase Auth does.
  const managerHere = () =>
    user ? Promise.resolve(user.admin) : managerSignedInHere(session !== null, managerSession);
  // What anyone may read, and counting, go over REST as on a visitor's page (public-port.ts).
  const publicPort = createPublicPort(settings, { managerHere, headers: options.restHeaders });
  const { rest } = publicPort;

  /** Anyone may call these; the rules decide, and their refusal is worded for whoever asked. */
  const publicCall = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await storeError(error, knownSignedIn() ? 'signed-in' : 'visitor');
    }
  };

  /**
   * Manager-only calls check the session first, so a visitor gets "sign in" at once instead of a store
   * refusal (and listings, which the rules let anyone read, are still listed in full to managers only).
   * firestore.rules remain the real guard.
   */
  const managerCall = async <T>(work: (manager: SignedInUser) => Promise<T>): Promise<T> => {
    const user = await (await managerSession()).current();
    if (!user) throw new DataError('signed-out', 'Please sign in first.');
    if (!user.admin) throw new DataError('forbidden', NOT_AUTHORISED);
    try {
      return await work(user);
    } catch (error) {
      throw await storeError(error, 'signed-in');
    }
  };

  const siteOrigin = () => options.siteOrigin ?? window.location.origin;

  /**
   * A hotel's contact, known to the rules by the verified address in its token (hotel-sign-in.ts): the
   * first change mails it a sign-in link back to its page and stops with 'signed-out'. The emulator tests'
   * mock user stands in for the signed-in contact.
   */
  const signInContact = async (email: string, token: string): Promise<void> => {
    if (user) {
      if (user.emailVerified && user.email.toLowerCase() === email.toLowerCase()) return;
      throw new DataError('signed-out', HOTEL_KIT_HOSTED.signInSent(email));
    }
    if (!settings.emailLinkSignIn) throw new DataError('unavailable', HOTEL_SEATS_OFF);
    const signIn = await hotelSignIn();
    if (await signIn.contactSignedIn(app, settings.authEmulatorUrl, email)) return;
    const page = new URL(hotelKitPath(token), siteOrigin()).href;
    await signIn.sendContactSignInLink(app, settings.authEmulatorUrl, email, page);
    throw new DataError('signed-out', HOTEL_KIT_HOSTED.signInSent(email));
  };

  // A listing change's e-mails wait this long in `pendingMail` (decision 0040), by the host's clock.
  const noticeDelayMs = (settings.noticeDelayMinutes ?? DEFAULT_NOTICE_DELAY_MINUTES) * 60_000;
  const clock =
    options.hostClock ?? (typeof window === 'undefined' ? LOCAL_CLOCK : siteHostClock(siteOrigin()));
  const hostNow = () => clock.now();
  const pendingNotices = () => import('./pending-notices');

  /**
   * Listings trashed more than TRASH_DAYS ago, and seats-back requests SEATS_BACK_KEPT_DAYS after their
   * date, are purged by the manager's own browser, once per page load, when the dashboard first lists
   * listings or the trash (hosted mode has no server to do it on a timer). A failed purge is tried again at
   * the next opening and never stops the dashboard.
   */
  const purge = oncePerLoad(() => {
    // An hour's margin, so a browser clock running fast never asks for a purge the rules refuse.
    const now = new Date(Date.now() - 60 * 60 * 1000);
    return Promise.all([
      trashStore().then((trash) => trash.purgeTrash(db, now)),
      seatsBack().then((requests) => requests.purgeOldSeatsBack(db, now)),
    ]);
  }, '[trash] purge failed; it is tried again at the next opening');

  /**
   * Hosting enquiries' acknowledgements (enquiry-acknowledgements.ts), written once per page load when the
   * dashboard first counts or lists the inbox; a failure is tried at the next opening.
   */
  const acknowledgements = oncePerLoad(
    () => import('./enquiry-acknowledgements').then((acks) => acks.acknowledgeEnquiries(db)),
    '[mail] hosting enquiries could not be acknowledged; tried again at the next opening',
  );

  /**
   * People waiting for seats on a date a hotel put back on sale (seats-back-mail.ts, tellMissedSeatsBack):
   * told once per page load, when the dashboard first lists the dates; a failure is tried at the next opening.
   */
  const tellMissed = oncePerLoad(
    (venues: readonly Venue[]) =>
      import('./seats-back-mail').then((mail) =>
        hostNow().then((now) => mail.tellMissedSeatsBack(db, venues, now, noticeDelayMs)),
      ),
    '[mail] people waiting for seats a hotel put back were not told; tried again',
  );

  /**
   * Each hotel link's copy of its dates' counts, which the hotel's page shows (hotel-link-counts.ts):
   * refreshed once per page load, when the dashboard first lists the dates, without holding the list up.
   * Sending or revoking a link waits for it: its write to a link deleted meanwhile would be refused (the
   * rules let nobody create a link's document with counts alone), and the browser logs the refusal.
   */
  const linkCounts = oncePerLoad(
    (venues: readonly Venue[]) =>
      import('./hotel-link-counts').then((counts) =>
        counts.refreshHotelLinkCounts(db, venues, todayInLondon()),
      ),
    '[hotel-kit] the hotels’ pages’ counts were not refreshed; tried again',
  );

  /** Group writes e-mail the subscribers of each date they made bookable, as single writes do (below). */
  const withNotices = async (written: WrittenVenue[]): Promise<Venue[]> =>
    (await newDateNotices()).noticeWritten(db, written, { delayMs: noticeDelayMs, now: await hostNow() });

  // Site content loads its code on its first call (hosted-content.ts): a page reads the published words only
  // after it has loaded, and a show page's first load stays as it was.
  const content = Object.fromEntries(
    CONTENT_CALLS.map((name) => [
      name,
      async (...args: unknown[]) =>
        (
          (await import('./hosted-content')).hostedContent(db, managerCall)[name] as (
            ...a: unknown[]
          ) => unknown
        )(...args),
    ]),
  ) as ContentPort;

  const port: FirebaseDataPort = {
    listUpcomingVenues: publicPort.listUpcomingVenues,
    listAllUpcomingVenues: publicPort.listAllUpcomingVenues,
    findVenueBySlug: publicPort.findVenueBySlug,
    readPublishedContent: publicPort.readPublishedContent,
    countHit: publicPort.countHit,
    // Every listing read carries its hotel (hotel-store.ts), as the embedded server's do.
    listAllVenues: () =>
      managerCall(async () => {
        await purge.run();
        const venues = await withHotels(rest, await listEveryVenue(db));
        await tellMissed.run(venues);
        void linkCounts.run(venues);
        return venues;
      }),
    createVenue: async (input) => {
      const fields = (await inputChecks()).checkVenue(input);
      return managerCall(async (manager) => (await venueWrites()).storeVenue(db, fields, manager.email));
    },
    updateVenue: async (id, input) => {
      const fields = (await inputChecks()).checkVenue(input);
      return managerCall(async (manager) =>
        (await venueWrites()).replaceVenue(db, id, fields, manager.email),
      );
    },
    deleteVenue: (id) =>
      managerCall(async (manager) => {
        await (await groupWrites()).trashVenues(db, [id], manager.email);
      }),
    createVenues: async (batch) => {
      const checks = await inputChecks();
      const listings = checks.checkVenueBatch(batch);
      return managerCall(async (manager) => (await batchStore()).storeVenues(db, listings, manager.email));
    },
    updateVenueSeries: async (id, input, scope) => {
      const checks = await inputChecks();
      const fields = checks.checkVenue(input);
      const checkedScope = checks.checkSeriesScope(scope);
      return managerCall(async (manager) =>
        withNotices(await (await groupWrites()).editVenueSeries(db, id, fields, checkedScope, manager.email)),
      );
    },
    deleteVenueSeries: async (id, scope) => {
      const checkedScope = (await inputChecks()).checkSeriesScope(scope);
      return managerCall(async (manager) =>
        (await groupWrites()).trashVenueSeries(db, id, checkedScope, manager.email),
      );
    },
    updateVenues: async (ids, change) => {
      const selection = (await inputChecks()).checkSelectionUpdate({ ids, change });
      return managerCall(async (manager) =>
        withNotices(
          await (await groupWrites()).editSelection(db, selection.ids, selection.change, manager.email),
        ),
      );
    },
    deleteVenues: async (ids) => {
      const selection = (await inputChecks()).checkSelection({ ids });
      return managerCall(async (manager) => {
        await (await groupWrites()).trashVenues(db, selection.ids, manager.email);
      });
    },
    restoreVenues: async (ids) => {
      const selection = (await inputChecks()).checkSelection({ ids });
      return managerCall(async (manager) => {
        const venues = await (await groupWrites()).restoreVenues(db, selection.ids, manager.email);
        return withNotices(venues.map((after) => ({ before: null, after })));
      });
    },
    previewVenueImport: (csv) => managerCall(async () => (await batchStore()).previewImport(db, csv)),
    importVenues: (csv) =>
      managerCall(async (manager) => (await batchStore()).importVenueFile(db, csv, manager.email)),
    exportVenuesCsv: () => managerCall(async () => (await batchStore()).exportVenueFile(db)),
    listTrashedVenues: () =>
      managerCall(async () => {
        await purge.run();
        return (await trashStore()).listTrash(db);
      }),
    restoreVenue: (id) =>
      managerCall(async (manager) => {
        const [venue] = await (await groupWrites()).restoreVenues(db, [id], manager.email);
        return venue as Venue;
      }),
    listVenueChanges: (venueId) =>
      managerCall(async () => {
        const reads = await historyReads();
        return venueId ? reads.listChangesOfVenue(db, venueId) : (await reads.pageRecentChanges(db)).items;
      }),
    listRecentVenueChanges: (page) =>
      managerCall(async () => (await historyReads()).pageRecentChanges(db, page)),
    listNeedsAttention: () => managerCall(async () => (await attention()).listVenuesNeedingAttention(db)),
    listHotels: () => managerCall(async () => (await hotelWrites()).listHotelsWithDates(db)),
    updateHotel: async (id, input) => {
      const fields = (await inputChecks()).checkHotel(input);
      return managerCall(async (manager) => (await hotelWrites()).saveHotel(db, id, fields, manager.email));
    },

    submitHostingRequest: async (input) => {
      const fields = (await inputChecks()).checkHostingRequest(input);
      return publicCall(async () =>
        (await submissions()).storeHostingRequest(db, fields, settings.notifyEmail),
      );
    },
    listHostingRequests: (page) =>
      managerCall(async () => {
        await acknowledgements.run();
        return (await submissionReads()).pageStoredHostingRequests(db, page);
      }),
    submitContactMessage: async (input) => {
      const fields = (await inputChecks()).checkContactMessage(input);
      const endpoint = settings.contactFormEndpoint;
      return endpoint
        ? (await contactEndpoint()).postContactForm(endpoint, fields)
        : publicCall(async () => (await submissions()).storeContactMessage(db, fields, settings.notifyEmail));
    },
    listContactMessages: (page) =>
      managerCall(async () => (await submissionReads()).pageStoredContactMessages(db, page)),
    markSubmission: (kind, id, mark) =>
      managerCall(async () => {
        const reads = await submissionReads();
        return reads.markStored(db, reads.SUBMISSION_COLLECTIONS[kind], id, mark);
      }),
    countNewSubmissions: () =>
      managerCall(async () => {
        await acknowledgements.run();
        return (await submissionReads()).countNewStored(db);
      }),
    replyToSubmission: async (kind, id, input) => {
      const fields = (await inputChecks()).checkReply(input);
      return managerCall(async (manager) =>
        (await replies()).storeReply(db, kind, id, fields, manager.email, settings.notifyEmail),
      );
    },
    listSubmissionReplies: (kind, id) => managerCall(async () => (await replies()).listReplies(db, kind, id)),

    // The manager's notice about a submission shares its id and goes with it; so do the answers sent to it.
    eraseHostingRequest: (id) =>
      managerCall(async () => {
        const store = await submissions();
        await (await replies()).eraseReplies(db, store.REQUESTS, id);
        return store.eraseWithNotice(db, store.REQUESTS, id);
      }),
    eraseContactMessage: (id) =>
      managerCall(async () => {
        const store = await submissions();
        await (await replies()).eraseReplies(db, store.MESSAGES, id);
        return store.eraseWithNotice(db, store.MESSAGES, id);
      }),

    // Confirmed by Firebase Auth's e-mail link, as a subscription is (email-link.ts, seats-back-store.ts).
    askSeatsBack: async (input) => {
      const fields = (await inputChecks()).checkSeatsBack(input);
      if (!settings.emailLinkSignIn) throw new DataError('unavailable', SEATS_BACK_OFF);
      await publicCall(async () =>
        (await emailLink()).sendSeatsBackLink(app, settings.authEmulatorUrl, fields, window.location.origin),
      );
      return 'confirmation-sent';
    },
    sendHotelLink: (hotelId) =>
      managerCall(async () => {
        await linkCounts.settled(); // A counts refresh under way would write to the link this replaces.
        return (await hotelLinks()).sendHotelLink(db, hotelId, siteOrigin());
      }),
    revokeHotelLink: (hotelId) =>
      managerCall(async () => {
        await linkCounts.settled();
        return (await hotelLinks()).revokeHotelLink(db, hotelId);
      }),
    readHotelKit: (token) =>
      publicCall(async () => {
        const kit = await hostedHotelKit();
        // Opened by the contact's sign-in link (signInContact): signed in, the address loses the one-time code.
        if (new URLSearchParams(globalThis.location?.search).has('oobCode')) {
          const link = await kit.readHotelLink(db, token);
          const { href } = window.location;
          await (await hotelSignIn()).finishContactSignIn(app, settings.authEmulatorUrl, link.sentTo, href);
          window.history.replaceState(window.history.state, '', window.location.pathname);
        }
        return kit.readHostedHotelKit(db, token, {
          upcoming: publicPort.listAllUpcomingVenues,
          published: () => publicPort.readPublishedContent(),
          siteOrigin,
        });
      }),
    setHotelSeats: async (token, venueId, availability) => {
      const { availability: checked } = (await inputChecks()).checkHotelSeats({ availability });
      return publicCall(async () => {
        const kit = await hostedHotelKit();
        const link = await kit.readHotelLink(db, token);
        await signInContact(link.sentTo, token);
        await kit.setHostedHotelSeats(db, link, venueId, checked);
      });
    },
    countSeatsBackWaiting: () => managerCall(async () => (await seatsBack()).countSeatsBackWaiting(db)),
    // Subscribing proves the address with Firebase Auth's e-mail link (email-link.ts); a build without it
    // offers no form (src/features/forms/keep-in-touch.ts), and refuses here too.
    subscribe: async (input) => {
      const fields = (await inputChecks()).checkSubscription(input);
      if (!settings.emailLinkSignIn) throw new DataError('unavailable', SUBSCRIPTIONS_OFF);
      await publicCall(async () =>
        (await emailLink()).sendSubscriptionLink(
          app,
          settings.authEmulatorUrl,
          fields,
          window.location.origin,
        ),
      );
      publicPort.countSubscription('subscribe', fields.city ?? null);
      return 'confirmation-sent';
    },
    readLinkRequest: (link) => publicCall(async () => (await emailLink()).readLinkRequest(db, link)),
    confirmSubscription: async (link) => {
      await publicCall(async () =>
        (await emailLink()).finishSubscription(app, db, settings.authEmulatorUrl, link),
      );
      publicPort.countSubscription('confirm', null);
    },
    // A seats-back e-mail's leave link names its request (`seatsBack`), a subscriber's its address (`id`).
    unsubscribe: (link) => {
      const params = new URLSearchParams(link);
      const token = params.get('token') ?? '';
      const request = params.get('seatsBack');
      return publicCall(async () =>
        request
          ? (await seatsBack()).leaveSeatsBack(db, request, token)
          : (await subscribers()).unsubscribeWithToken(db, params.get('id') ?? '', token),
      );
    },
    listSubscribers: (page) => managerCall(async () => (await subscriberPages()).pageSubscribers(db, page)),
    eraseSubscriber: (id) => managerCall(async () => (await subscribers()).eraseSubscriber(db, id)),
    findAddress: (email) =>
      managerCall(async () =>
        (await addressRecords()).findAddress(db, (await inputChecks()).checkAddress(email)),
      ),
    eraseAddress: (email) =>
      managerCall(async () =>
        (await addressRecords()).eraseAddress(db, (await inputChecks()).checkAddress(email)),
      ),
    exportSubscribersCsv: () => managerCall(async () => (await subscriberPages()).exportSubscribersFile(db)),
    listOutbox: () => managerCall(async () => (await subscribers()).readOutbox(db)),
    // Always, in hosted mode: reading the mail documents to learn it cost a hundred reads a reply form.
    canSendMail: () => Promise.resolve(true),
    readOutboxMessage: (id) => managerCall(async () => (await subscribers()).readOutboxMessage(db, id)),
    // The dashboard reads these every half minute while it is open, writing the ones whose time has come.
    listPendingNotices: () =>
      managerCall(async () => {
        const readAt = await hostNow();
        return {
          delayMinutes: noticeDelayMs / 60_000,
          notices: await (await pendingNotices()).releaseDueAndList(db, readAt),
          sentByDashboard: true,
          readAt: readAt.toISOString(),
        };
      }),
    sendNoticesNow: async (group) => {
      const checked = (await inputChecks()).checkNoticeGroup(group);
      return managerCall(async () => (await pendingNotices()).sendNow(db, checked));
    },
    dropNotices: async (group) => {
      const checked = (await inputChecks()).checkNoticeGroup(group);
      return managerCall(async () => (await pendingNotices()).dropWaiting(db, checked));
    },
    countNoticeAudience: (venueId) =>
      managerCall(async () => ({
        people: await (await import('./notice-audience')).countAudience(db, venueId),
        mailEnabled: true,
        delayMinutes: noticeDelayMs / 60_000,
        unannounced: await (await pendingNotices()).isWaiting(db, venueId, 'new-date'),
      })),
    retentionPolicy: () => Promise.resolve(HOSTED_RETENTION),
    // A hosted hotel's page draws its files in the browser (MakeKitFiles): no file has an address to read.
    readHotelKitFile: () => Promise.reject(new DataError('not-found', 'No such file.')),
    readInsights: (period) =>
      managerCall(async () => (await insights()).readHostedInsights(db, period, () => listEveryVenue(db))),
    ...content,
    // Their code loads on their first call; the Storage SDK on the first upload or delete (hosted-pictures.ts).
    ...hostedPictures(app, db, managerCall),

    // As the adapter answers it without loading this module (firebase-adapter.ts).
    signInOptions: () =>
      Promise.resolve(
        settings.authEmulatorUrl
          ? { password: true, google: true, localAccounts: true }
          : { password: false, google: true },
      ),
    currentManager: async () => {
      const session = await managerSession();
      return (await import('./manager-session')).currentAdmin(session);
    },
    signInWithPassword: async (email, password) => {
      if (!settings.authEmulatorUrl) {
        throw new DataError(
          'invalid',
          'This site signs managers in with Google only: use "Sign in with Google".',
        );
      }
      const session = await managerSession();
      return (await import('./manager-session')).signInAdmin(session, () =>
        session.signInWithLocalPassword(email, password),
      );
    },
    signInWithGoogle: async () => {
      const session = await managerSession();
      return (await import('./manager-session')).signInAdmin(session);
    },
    signOut: async () => (await managerSession()).signOut(),
    close,
    managerHere,
  };

  // The listing writes that can make a date bookable e-mail its waiting subscribers (new-date-notices.ts).
  const noticed = async () =>
    (await newDateNotices()).withNewDateNotices(db, port, { delayMs: noticeDelayMs, now: hostNow });
  // A listing written comes back with its hotel, as every read gives it.
  const one = async (venue: Promise<Venue>) => (await withHotels(rest, [await venue]))[0] as Venue;
  const many = async <T extends Venue>(venues: Promise<T[]>) => withHotels(rest, await venues);
  return {
    ...port,
    createVenue: async (input) => one((await noticed()).createVenue(input)),
    updateVenue: async (id, input) => one((await noticed()).updateVenue(id, input)),
    createVenues: async (batch) => many((await noticed()).createVenues(batch)),
    importVenues: async (csv) => many((await noticed()).importVenues(csv)),
    restoreVenue: async (id) => one((await noticed()).restoreVenue(id)),
    updateVenueSeries: (id, input, scope) => many(port.updateVenueSeries(id, input, scope)),
    // Its group write tells the subscribers itself (withNotices, above), knowing each listing's before.
    updateVenues: (ids, change) => many(port.updateVenues(ids, change)),
    restoreVenues: (ids) => many(port.restoreVenues(ids)),
    deleteVenue: async (id) => (await noticed()).deleteVenue(id),
    deleteVenues: async (ids) => (await noticed()).deleteVenues(ids),
    deleteVenueSeries: async (id, scope) => (await noticed()).deleteVenueSeries(id, scope),
    listTrashedVenues: () => many(port.listTrashedVenues()),
  };
}

/**
 * The port from a hosted build's VITE_FIREBASE_* keys (loaded by firebase-adapter.ts on first use). Every
 * hosted build checks them first (scripts/firebase/check-env.ts), naming each problem, so they are taken here
 * as they are.
 */
export function createFirebaseDataPortFromBuildEnv(
  env: Record<string, string | boolean | undefined>,
  options: Pick<FirebaseDataPortOptions, 'onAppStart' | 'restHeaders'> = {},
): FirebaseDataPort {
  return createFirebaseDataPort(firebaseSettingsOf(env), options);
}

import type { AddressRecords } from '../../domain/address-records';
import type { NoticeGroup } from '../../domain/notice-input';
import type { NoticeAudience, PendingNoticeList } from '../../domain/notice-wait';
import type { SeatsBackInput } from '../../domain/seats-back';
import type { ContactMessage, ContactMessageInput } from '../../domain/contact-message';
import type { ReplyInput, SubmissionReply } from '../../domain/inbox-reply';
import type { HostingRequest, HostingRequestInput } from '../../domain/hosting-request';
import type {
  InboxPageRequest,
  NewSubmissionCounts,
  SubmissionKind,
  SubmissionMark,
} from '../../domain/inbox';
import type { ListingNeedingAttention } from '../../domain/needs-attention';
import { pageSearch, type ListPage, type PageRequest } from '../../domain/paging';
import type { RetentionPolicy } from '../../domain/retention';
import type { ShowKey } from '../../domain/shows';
import type {
  LinkRequest,
  OutboxMessageText,
  OutboxSummary,
  SubscribeOutcome,
  SubscriberPage,
  SubscriptionInput,
} from '../../domain/subscription';
import type { Venue, VenueInput, VenueLookup } from '../../domain/venue';
import type { VenueBatchInput } from '../../domain/venue-batch';
import type { VenueSelectionChange } from '../../domain/venue-selection';
import type { SeriesScope } from '../../domain/venue-series';
import type { TrashedVenue, VenueChange } from '../../domain/venue-change';
import type { ImportReport } from '../../domain/venue-import';
import { DataError } from '../errors';
import type { Hotel, HotelInput, HotelWithDates } from '../../domain/hotel';
import type { Hit } from '../../domain/hit';
import type { InsightsPeriod } from '../../domain/insights-period';
import type { HotelKit, SentHotelLink } from '../../domain/hotel-kit';
import type { Availability } from '../../domain/listing-state';
import type { Insights } from '../../domain/insights-report';
import type { BlockId } from '../../domain/site-content/blocks';
import type {
  BlockState,
  BlockVersion,
  PublishedContent,
  SiteContentState,
} from '../../domain/site-content/content-api';
import type { UploadedPicture } from '../../domain/site-content/picture';
import type { LibraryPicture } from '../../domain/site-content/picture-uses';
import { publishedAfter, type BuiltVersions } from '../../domain/site-content/published-after';
import type { Manager } from '../../domain/manager';
import type { DataPort, GoogleSignInPlace, SignInOptions } from '../port';
import { NETWORK_FAILURE_MESSAGE, toDataError } from './http-errors';

export interface HttpDataPortOptions {
  /** Where the API lives; '' (the default) means this site's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * Gets a Google ID token for a client id, carrying the server's nonce for this sign-in; the default loads
   * Google Identity Services on demand.
   */
  requestGoogleIdToken?: (clientId: string, nonce: string, button: HTMLElement | null) => Promise<string>;
}

interface SessionState {
  manager: Manager | null;
  signIn: SignInOptions & { googleClientId: string | null };
}

const GOOGLE_NOT_SET_UP =
  'Google sign-in is not set up for this site. Sign in with your e-mail and password.';

/** The data port over the embedded server's JSON API (docs/product.md). The session is an HttpOnly cookie. */
/** The token in an e-mail link's query string. */
/** Where each kind of submission lives in the API. */
const SUBMISSION_PATHS: Record<SubmissionKind, string> = {
  contactMessages: 'contact-messages',
  hostingRequests: 'hosting-requests',
};

const tokenOf = (link: string) => new URLSearchParams(link).get('token') ?? '';

export function createHttpDataPort(options: HttpDataPortOptions = {}): DataPort {
  const baseUrl = options.baseUrl ?? '';
  // Called unbound: browsers refuse `fetch` called as a method of another object ("Illegal invocation").
  const fetchFn =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  /** One request; a failure of any kind arrives as a DataError. A string body is sent as CSV. */
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const contentType = typeof body === 'string' ? 'text/csv; charset=utf-8' : 'application/json';
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': contentType },
        body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      });
    } catch {
      throw new DataError('unavailable', NETWORK_FAILURE_MESSAGE);
    }
    if (!response.ok) throw await toDataError(response);
    return response;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new DataError('unavailable', 'The server sent an answer we could not read. Please try again.');
    }
  }

  /** A download: a manager's CSV, a hotel's poster. */
  async function download(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, { credentials: 'same-origin' });
    } catch {
      throw new DataError('unavailable', NETWORK_FAILURE_MESSAGE);
    }
    if (!response.ok) throw await toDataError(response);
    return response;
  }
  const text = async (path: string) => (await download(path)).text();

  const session = () => call<SessionState>('GET', '/api/session');
  const signedIn = async (body: unknown) =>
    (await call<{ manager: Manager }>('POST', '/api/session', body)).manager;

  return {
    listUpcomingVenues: (show: ShowKey) =>
      call<Venue[]>('GET', `/api/venues?show=${encodeURIComponent(show)}`),
    listAllUpcomingVenues: () => call<Venue[]>('GET', '/api/venues/upcoming'),
    findVenueBySlug: (show: ShowKey, slug: string) =>
      call<VenueLookup>(
        'GET',
        `/api/venues/lookup?show=${encodeURIComponent(show)}&slug=${encodeURIComponent(slug)}`,
      ),
    listAllVenues: () => call<Venue[]>('GET', '/api/venues'),
    createVenue: (input: VenueInput) => call<Venue>('POST', '/api/venues', input),
    updateVenue: (id: string, input: VenueInput) =>
      call<Venue>('PUT', `/api/venues/${encodeURIComponent(id)}`, input),
    deleteVenue: async (id: string) => {
      await call('DELETE', `/api/venues/${encodeURIComponent(id)}`);
    },
    createVenues: (batch: VenueBatchInput) => call<Venue[]>('POST', '/api/venues/batch', batch),
    updateVenueSeries: (id: string, input: VenueInput, scope: SeriesScope) =>
      call<Venue[]>('PUT', `/api/venues/${encodeURIComponent(id)}/series?scope=${scope}`, input),
    deleteVenueSeries: async (id: string, scope: SeriesScope) =>
      (await call<{ ids: string[] }>('DELETE', `/api/venues/${encodeURIComponent(id)}/series?scope=${scope}`))
        .ids,
    listHotels: () => call<HotelWithDates[]>('GET', '/api/hotels'),
    updateHotel: (id: string, input: HotelInput) =>
      call<Hotel>('PUT', `/api/hotels/${encodeURIComponent(id)}`, input),
    sendHotelLink: (hotelId: string) =>
      call<SentHotelLink>('POST', `/api/hotels/${encodeURIComponent(hotelId)}/link`),
    revokeHotelLink: async (hotelId: string) => {
      await call('DELETE', `/api/hotels/${encodeURIComponent(hotelId)}/link`);
    },
    readHotelKit: (token: string) => call<HotelKit>('GET', `/api/hotel-kit/${encodeURIComponent(token)}`),
    setHotelSeats: async (token: string, venueId: string, availability: Availability) => {
      const path = `/api/hotel-kit/${encodeURIComponent(token)}/dates/${encodeURIComponent(venueId)}`;
      await call('PUT', path, { availability });
    },
    readHotelKitFile: async (url: string) => (await download(url)).blob(),
    updateVenues: (ids: readonly string[], change: VenueSelectionChange) =>
      call<Venue[]>('POST', '/api/venues/selection/update', { ids, change }),
    deleteVenues: async (ids: readonly string[]) => {
      await call('POST', '/api/venues/selection/delete', { ids });
    },
    restoreVenues: (ids: readonly string[]) =>
      call<Venue[]>('POST', '/api/venues/selection/restore', { ids }),
    previewVenueImport: (csv: string) => call<ImportReport>('POST', '/api/venues/import?dryRun=1', csv),
    importVenues: (csv: string) => call<Venue[]>('POST', '/api/venues/import', csv),
    exportVenuesCsv: async () => (await send('GET', '/api/venues/export.csv')).text(),
    listTrashedVenues: () => call<TrashedVenue[]>('GET', '/api/venues/trash'),
    restoreVenue: (id: string) => call<Venue>('POST', `/api/venues/${encodeURIComponent(id)}/restore`),
    listVenueChanges: async (venueId?: string) =>
      venueId
        ? call<VenueChange[]>('GET', `/api/history?venue=${encodeURIComponent(venueId)}`)
        : (await call<ListPage<VenueChange>>('GET', `/api/history${pageSearch()}`)).items,
    listRecentVenueChanges: (page?: PageRequest) =>
      call<ListPage<VenueChange>>('GET', `/api/history${pageSearch(page)}`),
    listNeedsAttention: () => call<ListingNeedingAttention[]>('GET', '/api/venues/needs-attention'),

    submitHostingRequest: async (input: HostingRequestInput) => {
      await call('POST', '/api/hosting-requests', input);
    },
    listHostingRequests: (page?: InboxPageRequest) =>
      call<ListPage<HostingRequest>>('GET', `/api/hosting-requests${pageSearch(page)}`),
    submitContactMessage: async (input: ContactMessageInput) => {
      await call('POST', '/api/contact-messages', input);
    },
    listContactMessages: (page?: InboxPageRequest) =>
      call<ListPage<ContactMessage>>('GET', `/api/contact-messages${pageSearch(page)}`),
    markSubmission: async (kind: SubmissionKind, id: string, mark: SubmissionMark) => {
      await call('PUT', `/api/${SUBMISSION_PATHS[kind]}/${encodeURIComponent(id)}/inbox`, { mark });
    },
    countNewSubmissions: () => call<NewSubmissionCounts>('GET', '/api/inbox/new'),
    replyToSubmission: (kind: SubmissionKind, id: string, input: ReplyInput) =>
      call<SubmissionReply>(
        'POST',
        `/api/${SUBMISSION_PATHS[kind]}/${encodeURIComponent(id)}/replies`,
        input,
      ),
    listSubmissionReplies: (kind: SubmissionKind, id: string) =>
      call<SubmissionReply[]>('GET', `/api/${SUBMISSION_PATHS[kind]}/${encodeURIComponent(id)}/replies`),

    eraseHostingRequest: async (id: string) => {
      await call('DELETE', `/api/hosting-requests/${encodeURIComponent(id)}`);
    },
    eraseContactMessage: async (id: string) => {
      await call('DELETE', `/api/contact-messages/${encodeURIComponent(id)}`);
    },

    askSeatsBack: async (input: SeatsBackInput) =>
      (await call<{ outcome: SubscribeOutcome }>('POST', '/api/seats-back', input)).outcome,
    countSeatsBackWaiting: async () =>
      (await call<{ waiting: Record<string, number> }>('GET', '/api/seats-back/waiting')).waiting,
    subscribe: async (input: SubscriptionInput) =>
      (await call<{ outcome: SubscribeOutcome }>('POST', '/api/subscriptions', input)).outcome,
    confirmSubscription: async (link: string) => {
      await call('GET', `/api/subscriptions/confirm?token=${encodeURIComponent(tokenOf(link))}`);
    },
    readLinkRequest: (link: string) =>
      call<LinkRequest>('GET', `/api/subscriptions/request?token=${encodeURIComponent(tokenOf(link))}`),
    unsubscribe: async (link: string) => {
      await call('POST', `/api/subscriptions/unsubscribe?token=${encodeURIComponent(tokenOf(link))}`, {});
    },
    listSubscribers: (page?: PageRequest) =>
      call<SubscriberPage>('GET', `/api/subscriptions${pageSearch(page)}`),
    eraseSubscriber: async (id: string) => {
      await call('DELETE', `/api/subscriptions/${encodeURIComponent(id)}`);
    },
    exportSubscribersCsv: () => text('/api/subscriptions.csv'),
    // POST: the address goes in the body, never into a URL the request log keeps.
    findAddress: (email: string) => call<AddressRecords>('POST', '/api/addresses/find', { email }),
    eraseAddress: async (email: string) => {
      await call('POST', '/api/addresses/erase', { email });
    },
    listOutbox: () => call<OutboxSummary>('GET', '/api/outbox'),
    canSendMail: async () => (await call<OutboxSummary>('GET', '/api/outbox')).mailEnabled,
    readOutboxMessage: (id: string) =>
      call<OutboxMessageText>('GET', `/api/outbox/${encodeURIComponent(id)}`),
    listPendingNotices: async () => ({
      ...(await call<Omit<PendingNoticeList, 'sentByDashboard'>>('GET', '/api/notices')),
      sentByDashboard: false,
    }),
    sendNoticesNow: async (group: NoticeGroup) => {
      await call('POST', '/api/notices/send', group);
    },
    dropNotices: async (group: NoticeGroup) => {
      await call('POST', '/api/notices/drop', group);
    },
    countNoticeAudience: (venueId: string) =>
      call<NoticeAudience>('GET', `/api/notices/audience?listing=${encodeURIComponent(venueId)}`),
    retentionPolicy: () => call<RetentionPolicy>('GET', '/api/retention'),
    countHit: async (hit: Hit) => {
      const body = JSON.stringify(hit);
      // A beacon outlives the page (a Book click leaves for the venue) and never holds up the page's own
      // requests; its answer is not seen, so a refusal is silent there.
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
        navigator.sendBeacon(`${baseUrl}/api/hits`, new Blob([body], { type: 'application/json' }));
        return;
      }
      await call('POST', '/api/hits', hit);
    },
    readInsights: ({ from, to }: InsightsPeriod) =>
      call<Insights>('GET', `/api/insights?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    readSiteContent: () => call<SiteContentState>('GET', '/api/content'),
    readPublishedContent: async (after?: BuiltVersions) =>
      publishedAfter(await call<PublishedContent>('GET', '/api/content/published'), after),
    saveContentDraft: (block: BlockId, body: unknown, basedOn: number) =>
      call<BlockState>('PUT', `/api/content/${block}`, { body, basedOn }),
    publishContent: (block: BlockId, basedOn: number) =>
      call<BlockState>('POST', `/api/content/${block}/publish`, { basedOn }),
    listContentVersions: (block: BlockId) => call<BlockVersion[]>('GET', `/api/content/${block}/versions`),
    restoreContentVersion: (block: BlockId, version: number, basedOn: number) =>
      call<BlockState>('POST', `/api/content/${block}/restore`, { version, basedOn }),
    async uploadPicture(file: Blob, alt: string) {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', file);
      let response: Response;
      try {
        // The browser writes the multipart Content-Type (with its boundary) itself.
        response = await fetchFn(`${baseUrl}/api/media`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
          body: form,
        });
      } catch {
        throw new DataError('unavailable', NETWORK_FAILURE_MESSAGE);
      }
      if (!response.ok) throw await toDataError(response);
      return (await response.json()) as UploadedPicture;
    },
    listPictures: () => call<LibraryPicture[]>('GET', '/api/media'),
    async deletePicture(id: string) {
      await call('DELETE', `/api/media/${encodeURIComponent(id)}`);
    },

    signInOptions: async () => {
      const { password, google } = (await session()).signIn;
      return { password, google };
    },
    currentManager: async () => (await session()).manager,
    signInWithPassword: (email: string, password: string) => signedIn({ email, password }),
    signInWithGoogle: async (place?: GoogleSignInPlace) => {
      const { googleClientId } = (await session()).signIn;
      if (!googleClientId) throw new DataError('forbidden', GOOGLE_NOT_SET_UP);
      const button = place?.button ?? null;
      const requestToken =
        options.requestGoogleIdToken ?? (await import('./google-identity')).requestGoogleIdToken;
      // The server's nonce for this attempt (also set as a cookie): Google writes it into the token.
      const { nonce } = await call<{ nonce: string }>('GET', '/api/session/nonce');
      return signedIn({ googleIdToken: await requestToken(googleClientId, nonce, button) });
    },
    signOut: async () => {
      await call('DELETE', '/api/session');
    },
  };
}

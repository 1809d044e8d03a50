import type { AddressRecords } from '../domain/address-records';
import type { ContactMessage, ContactMessageInput } from '../domain/contact-message';
import type { HostingRequest, HostingRequestInput } from '../domain/hosting-request';
import type { Hotel, HotelInput, HotelWithDates } from '../domain/hotel';
import type { Hit } from '../domain/hit';
import type { InsightsPeriod } from '../domain/insights-period';
import type { HotelKit, SentHotelLink } from '../domain/hotel-kit';
import type { Availability } from '../domain/listing-state';
import type { Insights } from '../domain/insights-report';
import type { BlockId } from '../domain/site-content/blocks';
import type { BuiltVersions } from '../domain/site-content/published-after';
import type {
  BlockState,
  BlockVersion,
  PublishedContent,
  SiteContentState,
} from '../domain/site-content/content-api';
import type { UploadedPicture } from '../domain/site-content/picture';
import type { LibraryPicture } from '../domain/site-content/picture-uses';
import type { InboxPageRequest, NewSubmissionCounts, SubmissionKind, SubmissionMark } from '../domain/inbox';
import type { ReplyInput, SubmissionReply } from '../domain/inbox-reply';
import type { Manager } from '../domain/manager';
import type { ListingNeedingAttention } from '../domain/needs-attention';
import type { ListPage, PageRequest } from '../domain/paging';
import type { RetentionPolicy } from '../domain/retention';
import type { NoticeGroup } from '../domain/notice-input';
import type { NoticeAudience, PendingNoticeList } from '../domain/notice-wait';
import type { SeatsBackInput } from '../domain/seats-back';
import type { ShowKey } from '../domain/shows';
import type {
  LinkRequest,
  OutboxMessageText,
  OutboxSummary,
  SubscribeOutcome,
  SubscriberPage,
  SubscriptionInput,
} from '../domain/subscription';
import type { Venue, VenueInput, VenueLookup } from '../domain/venue';
import type { VenueBatchInput } from '../domain/venue-batch';
import type { VenueSelectionChange } from '../domain/venue-selection';
import type { SeriesScope } from '../domain/venue-series';
import type { TrashedVenue, VenueChange } from '../domain/venue-change';
import type { ImportReport } from '../domain/venue-import';

/** Where Google's own "Sign in with Google" button may be drawn (see signInWithGoogle). */
export interface GoogleSignInPlace {
  button: HTMLElement | null;
}

/** What sign-in methods this deployment offers (the sign-in panel shows only those). */
export interface SignInOptions {
  password: boolean;
  /** Google sign-in is configured (embedded: GOOGLE_CLIENT_ID set; hosted: always). */
  google: boolean;
  /**
   * Hosted against the Auth emulator (hosted:local): the password form signs in to an account of the
   * emulator's own, made on first use, so the dashboard works with no way to Google's servers.
   */
  localAccounts?: boolean;
}

/**
 * The one interface between the browser code and the data store, in the company's words. Two adapters
 * implement it: http (the embedded server) and firebase (Firestore + Firebase Auth). Failures are thrown as
 * DataError. Pages never import an adapter: they get the port from DataPortProvider.
 */
export interface DataPort {
  /** Upcoming listings (today or later in Europe/London) of one show, in date order. Anyone. */
  listUpcomingVenues(show: ShowKey): Promise<Venue[]>;
  /** Upcoming listings of every show, in date order (What's on). Anyone. */
  listAllUpcomingVenues(): Promise<Venue[]>;
  /**
   * The listing a date page's address (`/titanic/2026-12-04-the-grand-hotel`: show and slug) names, past
   * dates included: see VenueLookup. Anyone.
   */
  findVenueBySlug(show: ShowKey, slug: string): Promise<VenueLookup>;
  /** Every listing, past ones included, in date order. Managers only. */
  listAllVenues(): Promise<Venue[]>;
  createVenue(input: VenueInput): Promise<Venue>;
  /** Replaces one listing's fields. Throws DataError('not-found') when it no longer exists. */
  updateVenue(id: string, input: VenueInput): Promise<Venue>;
  /**
   * Moves one listing to the trash: visitors no longer see it, managers may restore it for TRASH_DAYS.
   * Throws DataError('not-found') when it no longer exists.
   */
  deleteVenue(id: string): Promise<void>;
  /**
   * One hotel on several dates: every listing stored, or none (DataError 'invalid', e.g. `dates.2`). Two or
   * more dates form a run: each listing gets the same `seriesId`.
   */
  createVenues(batch: VenueBatchInput): Promise<Venue[]>;
  /**
   * Edits one date of a run and, with scope 'following' or 'all', the run's later or every other date too:
   * the edited listing takes every field of `input`, the others all but the date. One history record names
   * every listing changed. Resolves to the listings changed, the edited one first. Throws
   * DataError('not-found') when the listing no longer exists.
   */
  updateVenueSeries(id: string, input: VenueInput, scope: SeriesScope): Promise<Venue[]>;
  /**
   * Moves one date of a run to the trash and, with scope 'following' or 'all', the run's later or every
   * other date too, in one write with one history record. Resolves to the ids trashed (restoreVenues undoes
   * it). Throws DataError('not-found') when the listing no longer exists.
   */
  deleteVenueSeries(id: string, scope: SeriesScope): Promise<string[]>;
  /**
   * Marks the chosen listings sold out or on sale (`{ soldOut }`), or moves their dates (`{ shiftDays }`):
   * all in one write with one history record, or none. Throws DataError('not-found') naming each missing id
   * (`ids.2`) when one no longer exists; nothing changes then. At most MAX_SELECTION ids.
   */
  updateVenues(ids: readonly string[], change: VenueSelectionChange): Promise<Venue[]>;
  /** Moves the chosen listings to the trash, all or none (as updateVenues), with one history record. */
  deleteVenues(ids: readonly string[]): Promise<void>;
  /** Takes the chosen listings out of the trash, all or none, with one history record (the undo of a delete). */
  restoreVenues(ids: readonly string[]): Promise<Venue[]>;
  /** What importing this CSV would do, row by row, against the listings stored now. Writes nothing. */
  previewVenueImport(csv: string): Promise<ImportReport>;
  /**
   * Imports every row of the CSV, or none: DataError('invalid') with a message per row and column
   * (`rows.3.city`) or for the file (`file`).
   */
  importVenues(csv: string): Promise<Venue[]>;
  /** Every listing as CSV, in the columns importVenues takes; formula-safe (src/domain/csv.ts). */
  exportVenuesCsv(): Promise<string>;
  /** Listings in the trash, most recently deleted first (those past TRASH_DAYS are purged). */
  listTrashedVenues(): Promise<TrashedVenue[]>;
  /** Takes a listing out of the trash. Throws DataError('not-found') when it is not there. */
  restoreVenue(id: string): Promise<Venue>;
  /** One listing's changes, newest first; without an id, the latest changes to any listing. */
  listVenueChanges(venueId?: string): Promise<VenueChange[]>;
  /** Changes to any listing, newest first, a page at a time (the dashboard's "Recent changes"). */
  listRecentVenueChanges(page?: PageRequest): Promise<ListPage<VenueChange>>;
  /**
   * Stored listings that cannot be shown as they are (a booking link that fails the check; hosted, also
   * documents the legacy normaliser cannot read), with their raw values. Managers only.
   */
  listNeedsAttention(): Promise<ListingNeedingAttention[]>;

  /**
   * Every hotel the listings are at (src/domain/hotel.ts), by name, each with how many dates it has. A
   * listing is at the hotel of its name, address and city: one hotel per place. Managers only.
   */
  listHotels(): Promise<HotelWithDates[]>;
  /**
   * Changes one hotel for all its dates: its facts show on every one of them, and a new name, address or
   * city is written to each of its listings (one change record). Throws DataError('invalid') with a message
   * per field, 'not-found' for no such hotel, 'conflict' when another hotel is at the new place.
   */
  updateHotel(id: string, input: HotelInput): Promise<Hotel>;
  /**
   * Hotels' kit (issue 39), managers only: a new private link for the hotel, e-mailed to its contact (the
   * link shown instead when e-mail is off, made for the contact or the hotel where it has no e-mail); any
   * earlier link stops working. DataError('invalid') when the link would be e-mailed and the hotel has no
   * contact e-mail, 'not-found' for no such hotel. Hosted, the link goes by e-mail only.
   */
  sendHotelLink(hotelId: string): Promise<SentHotelLink>;
  /** The hotel's link opens nothing from now on. DataError('not-found') when it has none. Managers only. */
  revokeHotelLink(hotelId: string): Promise<void>;
  /**
   * The hotel's own page, by its link's token: its upcoming dates with their kit and counts. A wrong,
   * replaced or revoked token is DataError('not-found'). Whoever holds the link.
   */
  readHotelKit(token: string): Promise<HotelKit>;
  /**
   * Few left, sold out or on sale again, on one of the link's hotel's own upcoming dates, and nothing else;
   * any other date is DataError('not-found') and nothing changes. Hosted, the contact must be signed in by
   * Firebase Auth's e-mail link: until then the call mails it one and fails with 'signed-out' (decision 0041).
   */
  setHotelSeats(token: string, venueId: string, availability: Availability): Promise<void>;
  /**
   * One of the files of the hotel's page (a poster, a picture), at the address its kit names: embedded, the
   * server draws them; a hosted page draws its own and never has one to read. A wrong, replaced or revoked
   * link, or a date no longer the hotel's, is DataError('not-found'), as readHotelKit's; a date whose booking
   * link is not a web address is DataError('conflict'), saying so (its files cannot be made yet).
   */
  readHotelKitFile(url: string): Promise<Blob>;

  submitHostingRequest(input: HostingRequestInput): Promise<void>;
  /** One page, newest first (src/domain/paging.ts), of all, new or handled ones. Managers only. */
  listHostingRequests(page?: InboxPageRequest): Promise<ListPage<HostingRequest>>;
  submitContactMessage(input: ContactMessageInput): Promise<void>;
  /** One page, newest first (src/domain/paging.ts), of all, new or handled ones. Managers only. */
  listContactMessages(page?: InboxPageRequest): Promise<ListPage<ContactMessage>>;
  /**
   * Opens one, or marks it handled or not (src/domain/inbox.ts). Throws DataError('not-found') when it has
   * been erased. Managers only.
   */
  markSubmission(kind: SubmissionKind, id: string, mark: SubmissionMark): Promise<void>;
  /** How many of each kind were never opened. Managers only. */
  countNewSubmissions(): Promise<NewSubmissionCounts>;
  /**
   * Answers one by e-mail through the site's mail (embedded: the outbox; hosted: a `mail` document) to the
   * sender's address, with their message quoted, and keeps the answer with it. DataError('invalid') with a
   * message per field, 'not-found' when it has been erased. Managers only.
   */
  replyToSubmission(kind: SubmissionKind, id: string, input: ReplyInput): Promise<SubmissionReply>;
  /** The answers sent to one, oldest first, each with where its e-mail is. Managers only. */
  listSubmissionReplies(kind: SubmissionKind, id: string): Promise<SubmissionReply[]>;

  /** Erase one on request (UK GDPR art. 17). Managers only. */
  eraseHostingRequest(id: string): Promise<void>;
  eraseContactMessage(id: string): Promise<void>;

  /**
   * "Tell me if seats come back" on a sold-out date: consent required, confirmed as a subscription is. Anyone.
   * A hosted build without e-mail link sign-in offers no form (src/features/forms/keep-in-touch.ts) and
   * refuses here ('unavailable').
   */
  askSeatsBack(input: SeatsBackInput): Promise<SubscribeOutcome>;
  /**
   * How many people wait for seats on each date (confirmed, not yet told), by listing id; dates nobody waits
   * for are absent. Managers only.
   */
  countSeatsBackWaiting(): Promise<Record<string, number>>;
  /** "Tell me when" / newsletter: consent required. Anyone. */
  subscribe(input: SubscriptionInput): Promise<SubscribeOutcome>;
  /**
   * The confirmation e-mail's link, given its query string (embedded: our token; hosted: Firebase Auth's
   * sign-in link, which proves the address). Throws DataError('not-found') when the subscription is gone.
   */
  confirmSubscription(link: string): Promise<void>;
  /**
   * The one request a confirmation link confirms, for its page to name before the person presses the button
   * (confirmSubscription confirms exactly that). Changes nothing. Throws DataError('not-found') when gone.
   */
  readLinkRequest(link: string): Promise<LinkRequest>;
  /** The unsubscribe link, given its query string; a subscription already gone counts as done. */
  unsubscribe(link: string): Promise<void>;
  /** One page of subscribers, newest first, with demand by show and city. Managers only. */
  listSubscribers(page?: PageRequest): Promise<SubscriberPage>;
  eraseSubscriber(id: string): Promise<void>;
  /**
   * What is kept of one e-mail address, found by the address (a person who only asked for seats back has no
   * subscriber row): its subscriptions, seats-back requests and e-mails. Throws DataError('invalid') with a
   * message for a malformed address. Managers only.
   */
  findAddress(email: string): Promise<AddressRecords>;
  /** Erases all of that at once; DataError('not-found') when nothing is held. Managers only. */
  eraseAddress(email: string): Promise<void>;
  /** Every subscriber as CSV text (formula-looking cells neutralised). Managers only. */
  exportSubscribersCsv(): Promise<string>;
  /** E-mail sent, waiting and failed (with reasons). Managers only. */
  listOutbox(): Promise<OutboxSummary>;
  /**
   * Whether the site can send e-mail (embedded: SMTP is set up; hosted: always, through the Trigger Email
   * extension), for a form that says so before the manager writes: it reads no e-mail. Managers only.
   */
  canSendMail(): Promise<boolean>;
  /** One e-mail of the outbox with its words; DataError('not-found') when no longer kept. Managers only. */
  readOutboxMessage(id: string): Promise<OutboxMessageText>;
  /**
   * The e-mails listing changes queued that still wait (decision 0040), per listing and kind, soonest first.
   * Managers only.
   */
  listPendingNotices(): Promise<PendingNoticeList>;
  /** Sends one listing's waiting notices of one kind now; DataError('not-found') when none wait. */
  sendNoticesNow(group: NoticeGroup): Promise<void>;
  /** Withdraws them for good; DataError('not-found') when none wait. */
  dropNotices(group: NoticeGroup): Promise<void>;
  /** How many people cancelling, postponing or moving this date would tell. Managers only. */
  countNoticeAudience(venueId: string): Promise<NoticeAudience>;
  /** How long records are kept before something deletes them automatically (the privacy statement). Anyone. */
  retentionPolicy(): Promise<RetentionPolicy>;

  /**
   * Counts a page view, or a Book, calendar or share link followed (docs/decisions/0028-counted-not-tracked.md).
   * Sent on its way without holding up the page; nothing that names the visitor goes with it. A page or
   * listing that is not the site's is refused (DataError 'not-found') where the adapter can tell. Anyone.
   */
  countHit(hit: Hit): Promise<void>;
  /** What was counted in a period, with where people want the shows next. Managers only. */
  readInsights(period: InsightsPeriod): Promise<Insights>;

  /**
   * Site content (docs/decisions/0029-site-content-blocks.md), managers only: every block with its draft
   * and live version. Each write names the revision it started from; a block changed since is refused
   * (DataError 'conflict') and nothing is written.
   */
  readSiteContent(): Promise<SiteContentState>;
  /**
   * The live words of every published block, anyone (never a draft): a hosted page, built with the words
   * of its build, shows newer ones after loading. With `after`, only the blocks published since those
   * versions (what a page built with them lacks).
   */
  readPublishedContent(after?: BuiltVersions): Promise<PublishedContent>;
  /** Keeps a draft of one block, which visitors never see (a body its schema refuses: 'invalid'). */
  saveContentDraft(block: BlockId, body: unknown, basedOn: number): Promise<BlockState>;
  /** Makes the block's draft live, kept as a new version with who and when. */
  publishContent(block: BlockId, basedOn: number): Promise<BlockState>;
  /** The block's published versions, newest first, ending with version 0 (the site as built). */
  listContentVersions(block: BlockId): Promise<BlockVersion[]>;
  /**
   * Publishes an earlier version again (itself a new version), ending a saved draft: refused ('conflict')
   * when the block moved on since revision `basedOn`, so another manager's newer draft is not lost unseen.
   */
  restoreContentVersion(block: BlockId, version: number, basedOn: number): Promise<BlockState>;
  /**
   * Pictures for Site content (docs/decisions/0033-pictures.md), managers only: stored as resized WebP with
   * no metadata. No alt text, a HEIC photo or a file over 20 MB is refused ('invalid', with the reason).
   */
  uploadPicture(file: Blob, alt: string): Promise<UploadedPicture>;
  /** The uploaded pictures, newest first, with the blocks that use each. */
  listPictures(): Promise<LibraryPicture[]>;
  /** Refused ('conflict') while a block's draft or any published version uses the picture. */
  deletePicture(id: string): Promise<void>;

  signInOptions(): Promise<SignInOptions>;
  /** The signed-in manager, or null. A session survives a reload. */
  currentManager(): Promise<Manager | null>;
  signInWithPassword(email: string, password: string): Promise<Manager>;
  /**
   * Hosted: opens Google's window at once. Embedded: draws Google's own "Sign in with Google" button into
   * `place.button` and resolves once the manager has pressed it and chosen an account (a button pressed
   * always opens, where One Tap's prompt may be held back by Google).
   */
  signInWithGoogle(place?: GoogleSignInPlace): Promise<Manager>;
  signOut(): Promise<void>;
}

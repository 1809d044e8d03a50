import { alreadyListedRefusal } from '../../src/domain/same-listing';
import { addressQuerySchema, holdsNothing, nothingHeld } from '../../src/domain/address-records';
import { fakeAddressRecords, fakeListsWithout } from './fake-addresses';
import { seatsBackInputSchema, type SeatsBackFields, type SeatsBackInput } from '../../src/domain/seats-back';
import type { z } from 'zod';
import { subscribersCsv } from '../../src/domain/subscribers-csv';
import {
  demandOf,
  subscriptionInputSchema,
  type LinkRequest,
  type OutboxMessage,
  type OutboxMessageText,
  type OutboxSummary,
  type SubscribeOutcome,
  type Subscriber,
  type SubscriberPage,
  type SubscriptionInput,
} from '../../src/domain/subscription';
import type { NoticeGroup } from '../../src/domain/notice-input';
import { pendingNoticesId, type NoticeAudience, type PendingNoticeList } from '../../src/domain/notice-wait';
import { DataError } from '../../src/data/errors';
import type { RetentionPolicy } from '../../src/domain/retention';
import type { DataPort, GoogleSignInPlace, SignInOptions } from '../../src/data/port';
import type { Manager } from '../../src/domain/manager';
import {
  contactMessageInputSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '../../src/domain/contact-message';
import {
  hostingRequestInputSchema,
  type HostingRequest,
  type HostingRequestInput,
} from '../../src/domain/hosting-request';
import type { ShowKey } from '../../src/domain/shows';
import { compareVenues } from '../../src/domain/venue-order';
import { settleAvailability } from '../../src/domain/listing-state';
import {
  venueInputSchema,
  type Venue,
  type VenueFields,
  type VenueInput,
  type VenueLookup,
} from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';
import { fieldErrors } from '../../src/domain/validation';
import { isUpcoming } from '../../src/domain/dates';
import { PAGE_SIZE, type PageRequest } from '../../src/domain/paging';
import { pageOf } from './page-of';
import { FakeCounts } from './fake-insights';
import { FakePictures } from './fake-pictures';
import { FakeContent } from './fake-content';
import { FakeHotels } from './fake-hotels';
import { FakeHotelLinks } from './fake-hotel-links';
import { FakeReplies } from './fake-replies';
import { contactMessageTarget, hostingRequestTarget, type ReplyInput } from '../../src/domain/inbox-reply';
import { buildHotelKit } from '../../server/kit/hotel-kit-data';
import { HOTELS_WORDS } from '../../src/content/dashboard-hotels';
import { SHOW_DETAILS } from '../../src/content/menus';
import { HOTEL_KIT_PAGE } from '../../src/content/hotel-kit';
import {
  hotelActor,
  hotelMaySetSeats,
  isKitFile,
  linkMadeFor,
  type SentHotelLink,
} from '../../src/domain/hotel-kit';
import type { Availability } from '../../src/domain/listing-state';
import { hotelKitPath } from '../../src/domain/paths';
import {
  hotelInputSchema,
  NO_SUCH_HOTEL,
  type HotelInput,
  type HotelLinkState,
} from '../../src/domain/hotel';
import { atHotel, differsFromHotel, listingPlace } from '../../src/domain/hotel-places';
import type { BlockId } from '../../src/domain/site-content/blocks';
import { publishedAfter, type BuiltVersions } from '../../src/domain/site-content/published-after';
import type { Hit } from '../../src/domain/hit';
import type { InsightsPeriod } from '../../src/domain/insights-period';
import {
  inFilter,
  markedState,
  type InboxPageRequest,
  type SubmissionKind,
  type SubmissionMark,
} from '../../src/domain/inbox';
import { listingsWithBadLinks, type ListingNeedingAttention } from '../../src/domain/needs-attention';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../../src/domain/csv';
import { batchListings, venueBatchSchema, type VenueBatchInput } from '../../src/domain/venue-batch';
import { venueFields, type TrashedVenue, type VenueChange } from '../../src/domain/venue-change';
import { CSV_PARSE_OPTIONS, VENUE_CSV_COLUMNS, venueCsvCells } from '../../src/domain/venue-csv';
import {
  applySelectionChange,
  missingIds,
  missingListingsMessage,
  venueSelectionSchema,
  venueSelectionUpdateSchema,
  type VenueSelectionChange,
} from '../../src/domain/venue-selection';
import { seriesEdit, seriesMembers, type SeriesScope } from '../../src/domain/venue-series';
import { revisedVenue } from '../../src/domain/listing-revision';
import { checkImport, importPlan, importRefusal, isImportable } from '../../src/domain/venue-import';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

/** A listing with sensible defaults; override what the test is about. */
export function buildVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: nextId('venue'),
    show: 'Titanic',
    hotelName: 'The Grand Hotel',
    hotelLocation: 'Promenade, Brighton',
    city: 'Brighton',
    date: '2099-01-26',
    bookingUrl: 'https://tickets.example.com/grand',
    status: 'scheduled',
    extras: [],
    createdAt: '2024-01-01T10:00:00.000Z',
    sequence: 0,
    ...overrides,
    // A test that says only `soldOut` gets the availability it means, as an old document would read.
    ...settleAvailability(overrides),
  };
}

export function buildHostingRequest(overrides: Partial<HostingRequest> = {}): HostingRequest {
  return {
    id: nextId('request'),
    show: 'Titanic',
    shows: [overrides.show ?? 'Titanic'],
    contactName: 'Megan Price',
    venueName: 'Seaview Hall',
    venueLink: 'https://seaview.example.com',
    venueEmail: 'events@seaview.example.com',
    venueNumber: '01792 123456',
    venueMessage: 'We would love to host the Titanic dinner.',
    createdAt: '2025-03-05T14:03:00.000Z',
    ...overrides,
  };
}

export function buildContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: nextId('message'),
    name: 'Ada Visitor',
    email: 'ada@example.com',
    phone: '07700 900123',
    message: 'Is there parking at the venue?',
    createdAt: '2025-03-05T14:03:00.000Z',
    ...overrides,
  };
}

function inOrderPage<T>(items: readonly T[], request: PageRequest = {}) {
  const start = request.cursor ? Number(request.cursor) : 0;
  const end = start + (request.limit ?? PAGE_SIZE);
  return {
    items: items.slice(start, end),
    total: items.length,
    nextCursor: end < items.length ? String(end) : null,
  };
}

/** What a visitor sent, as the schema parsed it; refused as both adapters refuse it, with a message per field. */
function checked<T>(parsed: { success: true; data: T } | { success: false; error: z.ZodError }): T {
  if (!parsed.success)
    throw new DataError('invalid', 'Check the highlighted fields', fieldErrors(parsed.error));
  return parsed.data;
}

/** A trashed listing as it was stored (its id, createdAt and run), without the trash's own fields. */
function untrashed({ deletedAt: _at, deletedBy: _by, ...venue }: TrashedVenue): Venue {
  return venue;
}

export const FAKE_MANAGER: Manager = { email: 'pm@example.com', name: 'Pat Manager' };
/** The site's origin as the fake's links and kit name it. */
const FAKE_ORIGIN = 'https://shows.example.test';
export const FAKE_PASSWORD = 'correct-horse';

type PortMethod = keyof DataPort;

/**
 * An in-memory DataPort that behaves like the embedded server (validation, not-found, sessions), so
 * component tests exercise the dashboard's real paths. `failNext` makes the next call of a method throw.
 */
export class FakeDataPort implements DataPort {
  venues: Venue[] = [];
  trash: TrashedVenue[] = [];
  changes: VenueChange[] = [];
  /** Stored listings the hosted normaliser could not read (listed by listNeedsAttention). */
  unreadable: ListingNeedingAttention[] = [];
  requests: HostingRequest[] = [];
  messages: ContactMessage[] = [];
  subscribers: Subscriber[] = [];
  mailEnabled = true;
  /** What visitors' browsers counted (countHit), read back by readInsights. */
  counts = new FakeCounts();
  /** The Site content blocks, drafts and versions (readSiteContent and the writes). */
  content = new FakeContent();
  /** The picture library (uploadPicture, listPictures, deletePicture). */
  pictures = new FakePictures();
  /** Hotels saved by a manager (the rest are derived from the listings' places, as hosted). */
  hotels = new FakeHotels();
  /** The hotels' private links (sendHotelLink, readHotelKit). */
  hotelLinks = new FakeHotelLinks();
  /** The outbox as listed, each with the words it opens to (null: none kept, as a hosted template's). */
  outbox: (OutboxMessage & { text?: string | null })[] = [];
  /** Answers sent from the inbox (replyToSubmission). */
  replies = new FakeReplies();
  /** E-mails listing changes queued that still wait, and how many people each date's changes would tell. */
  /** What listPendingNotices answers; without a readAt, it was read by this machine's clock as it is called. */
  pendingNotices: Omit<PendingNoticeList, 'readAt'> & { readAt?: string } = {
    delayMinutes: 10,
    notices: [],
    sentByDashboard: false,
  };
  noticeAudience: Record<string, number> = {};
  manager: Manager | null = null;
  options: SignInOptions = { password: true, google: false };
  /** Every call, by method name, in order (to prove what was, and was not, asked for). */
  calls: { method: PortMethod; args: unknown[] }[] = [];
  private failures = new Map<PortMethod, Error>();
  private gates = new Map<PortMethod, Promise<void>>();

  constructor(
    init: Partial<
      Pick<
        FakeDataPort,
        'venues' | 'requests' | 'messages' | 'subscribers' | 'mailEnabled' | 'outbox' | 'manager' | 'options'
      >
    > = {},
  ) {
    Object.assign(this, init);
  }

  failNext(method: PortMethod, error: Error): this {
    this.failures.set(method, error);
    return this;
  }

  /** Holds the next call of `method` until the returned function is called (to see a request in flight). */
  holdNext(method: PortMethod): () => void {
    let release = () => {};
    this.gates.set(method, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  callsOf(method: PortMethod) {
    return this.calls.filter((call) => call.method === method);
  }

  private async enter(method: PortMethod, args: unknown[], managerOnly = false): Promise<void> {
    this.calls.push({ method, args });
    const gate = this.gates.get(method);
    this.gates.delete(method);
    await (gate ?? Promise.resolve());
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
    if (managerOnly && !this.manager) throw new DataError('signed-out', 'Sign in first');
  }

  /** A listing as written, with its hotel as it is now (reads attach it again, as hotels change). */
  private placed(venue: Venue): Venue {
    return this.hotels.attach([venue])[0] as Venue;
  }

  private parse(input: VenueInput) {
    const parsed = venueInputSchema.safeParse(input);
    if (!parsed.success)
      throw new DataError('invalid', 'Check the highlighted fields', fieldErrors(parsed.error));
    return parsed.data;
  }

  async listUpcomingVenues(show: ShowKey) {
    await this.enter('listUpcomingVenues', [show]);
    return this.hotels.attach(
      this.venues.filter((v) => v.show === show && isUpcoming(v.date)).sort(compareVenues),
    );
  }
  async listAllUpcomingVenues() {
    await this.enter('listAllUpcomingVenues', []);
    return this.hotels.attach(this.venues.filter((v) => isUpcoming(v.date)).sort(compareVenues));
  }
  async findVenueBySlug(show: ShowKey, slug: string): Promise<VenueLookup> {
    await this.enter('findVenueBySlug', [show, slug]);
    const [venue] = this.hotels.attach(this.venues.filter((v) => v.show === show && venueSlug(v) === slug));
    if (venue) return { kind: 'found', venue };
    // An edited listing's former addresses lead to it, as in both stores.
    const current = this.changes
      .filter((c) => c.before?.show === show && venueSlug(c.before) === slug)
      .map((c) => this.venues.find((v) => v.id === c.venueId))
      .find((v) => v !== undefined);
    return current
      ? { kind: 'moved', venue: this.hotels.attach([current])[0] as Venue }
      : { kind: 'unknown' };
  }
  async listAllVenues() {
    await this.enter('listAllVenues', [], true);
    return this.hotels.attach([...this.venues].sort(compareVenues));
  }
  async createVenue(input: VenueInput) {
    await this.enter('createVenue', [input], true);
    const [venue] = this.store([this.parse(input)]);
    return venue as Venue;
  }
  async updateVenue(id: string, input: VenueInput) {
    await this.enter('updateVenue', [id, input], true);
    const fields = this.parse(input);
    return this.editAll([this.live(id)], () => fields)[0] as Venue;
  }
  async deleteVenue(id: string) {
    await this.enter('deleteVenue', [id], true);
    this.trashAll([this.live(id)]);
  }
  /** One history record naming every listing of one write, as both stores keep it (the last one first). */
  private recordAll(
    action: VenueChange['action'],
    touched: { venueId: string; before: Venue | null; after: Venue | null }[],
  ) {
    const recordId = nextId('change');
    const venueIds = touched.map((t) => t.venueId);
    const at = new Date().toISOString();
    for (const [index, { venueId, before, after }] of touched.entries()) {
      this.changes.unshift({
        id: touched.length === 1 ? recordId : `${recordId}-${index}`,
        venueId,
        action,
        actor: this.manager?.email ?? '',
        at,
        before: before && venueFields(before),
        after: after && venueFields(after),
        venueIds,
      });
    }
  }
  private store(list: VenueFields[]) {
    const refused = alreadyListedRefusal(this.venues, list);
    if (refused !== null) throw new DataError('conflict', refused);
    // Two or more dates created together form a run, as in both stores.
    const seriesId = list.length > 1 ? nextId('series') : undefined;
    const venues = list.map((fields) => {
      const venue: Venue = this.placed({
        ...fields,
        id: nextId('venue'),
        createdAt: new Date().toISOString(),
        sequence: 0,
        ...(seriesId ? { seriesId } : {}),
      });
      this.venues.push(venue);
      return venue;
    });
    this.recordAll(
      'create',
      venues.map((after) => ({ venueId: after.id, before: null, after })),
    );
    return venues;
  }
  async createVenues(batch: VenueBatchInput) {
    await this.enter('createVenues', [batch], true);
    const parsed = venueBatchSchema.safeParse(batch);
    if (!parsed.success)
      throw new DataError('invalid', 'Check the highlighted fields', fieldErrors(parsed.error));
    return this.store(batchListings(parsed.data));
  }
  async updateVenueSeries(id: string, input: VenueInput, scope: SeriesScope) {
    await this.enter('updateVenueSeries', [id, input, scope], true);
    const target = this.live(id);
    const fields = this.parse(input);
    return this.editAll(seriesMembers(this.venues, target, scope), (v) => seriesEdit(v, target, fields));
  }
  async deleteVenueSeries(id: string, scope: SeriesScope) {
    await this.enter('deleteVenueSeries', [id, scope], true);
    return this.trashAll(seriesMembers(this.venues, this.live(id), scope));
  }
  async updateVenues(ids: readonly string[], change: VenueSelectionChange) {
    await this.enter('updateVenues', [ids, change], true);
    const { ids: chosen, change: checkedChange } = checked(
      venueSelectionUpdateSchema.safeParse({ ids, change }),
    );
    return this.editAll(this.chosen(chosen, this.venues), (v) =>
      applySelectionChange(venueFields(v), checkedChange),
    );
  }
  async deleteVenues(ids: readonly string[]) {
    await this.enter('deleteVenues', [ids], true);
    this.trashAll(this.chosen(checked(venueSelectionSchema.safeParse({ ids })).ids, this.venues));
  }
  async restoreVenues(ids: readonly string[]) {
    await this.enter('restoreVenues', [ids], true);
    const trashed = this.chosen(checked(venueSelectionSchema.safeParse({ ids })).ids, this.trash);
    const venues = trashed.map((venue) => this.placed(untrashed(venue)));
    this.trash = this.trash.filter((t) => !ids.includes(t.id));
    this.venues.push(...venues);
    this.recordAll(
      'restore',
      venues.map((after) => ({ venueId: after.id, before: null, after })),
    );
    return venues;
  }
  private live(id: string): Venue {
    const venue = this.venues.find((v) => v.id === id);
    if (!venue) throw new DataError('not-found', 'No such listing');
    return venue;
  }
  /** The chosen ones of `among`, in the order chosen; a missing one refuses the lot, as both stores do. */
  private chosen<T extends Venue>(ids: readonly string[], among: readonly T[]): T[] {
    const found = ids.map((id) => among.find((v) => v.id === id));
    const known = new Set(found.flatMap((v) => (v ? [v.id] : [])));
    const missing = missingIds(ids, known);
    const count = Object.keys(missing).length;
    if (count > 0) throw new DataError('not-found', missingListingsMessage(count), missing);
    return found as T[];
  }
  private editAll(targets: Venue[], edit: (venue: Venue) => VenueFields): Venue[] {
    const touched = targets.map((before) => {
      const after = this.placed(revisedVenue(before, edit(before)));
      this.venues = this.venues.map((v) => (v.id === before.id ? after : v));
      return { venueId: before.id, before, after };
    });
    this.recordAll('update', touched);
    return touched.map((t) => t.after);
  }
  private trashAll(targets: Venue[]): string[] {
    const ids = targets.map((v) => v.id);
    this.venues = this.venues.filter((v) => !ids.includes(v.id));
    const deletedAt = new Date().toISOString();
    this.trash.unshift(...targets.map((v) => ({ ...v, deletedAt, deletedBy: this.manager?.email ?? '' })));
    this.recordAll(
      'delete',
      targets.map((before) => ({ venueId: before.id, before, after: null })),
    );
    return ids;
  }
  async listHotels() {
    await this.enter('listHotels', [], true);
    return this.hotels
      .list(this.venues)
      .map((hotel) => ({ ...hotel, link: this.hotelLinks.stateOf(hotel.id) }));
  }
  async sendHotelLink(hotelId: string): Promise<SentHotelLink> {
    await this.enter('sendHotelLink', [hotelId], true);
    const hotel = this.hotels.list(this.venues).find((candidate) => candidate.id === hotelId);
    if (!hotel) throw new DataError('not-found', NO_SUCH_HOTEL);
    if (!hotel.contact.email && this.mailEnabled) {
      throw new DataError('invalid', HOTELS_WORDS.link.needsContact, {
        'contact.email': HOTELS_WORDS.link.needsContact,
      });
    }
    // The fake sends no e-mail: the manager is given the link to pass on.
    const token = this.hotelLinks.issue(hotelId, linkMadeFor(hotel), false);
    const link = this.hotelLinks.stateOf(hotelId) as HotelLinkState;
    return { link, emailed: false, url: `${FAKE_ORIGIN}${hotelKitPath(token)}` };
  }
  async revokeHotelLink(hotelId: string) {
    await this.enter('revokeHotelLink', [hotelId], true);
    if (!this.hotelLinks.revoke(hotelId))
      throw new DataError('not-found', 'That hotel has no link to revoke.');
  }
  /** The link's hotel and its upcoming dates, as the server finds them. */
  private hotelOfLink(token: string) {
    const hotelId = this.hotelLinks.open(token);
    const hotel = this.hotels.list(this.venues).find((candidate) => candidate.id === hotelId);
    if (!hotel) throw new DataError('not-found', 'No such page.');
    const venues = this.hotels
      .attach(this.venues)
      .filter((venue) => venue.hotelId === hotelId && isUpcoming(venue.date))
      .sort(compareVenues);
    return { hotel, venues };
  }
  async readHotelKit(token: string) {
    await this.enter('readHotelKit', [token]);
    const { hotel, venues } = this.hotelOfLink(token);
    return buildHotelKit({
      hotel,
      venues,
      totals: this.counts.totals,
      details: (show) => SHOW_DETAILS[show],
      siteUrl: FAKE_ORIGIN,
      filesBase: `/api/hotel-kit/${token}`,
    });
  }
  async setHotelSeats(token: string, venueId: string, availability: Availability) {
    await this.enter('setHotelSeats', [token, venueId, availability]);
    const { hotel, venues } = this.hotelOfLink(token);
    const venue = venues.find((candidate) => candidate.id === venueId);
    if (!venue) throw new DataError('not-found', 'That date is not one of your hotel’s upcoming dates.');
    if (!hotelMaySetSeats(venue.status)) throw new DataError('conflict', HOTEL_KIT_PAGE.seats.calledOff);
    const actor = this.manager;
    this.manager = { ...FAKE_MANAGER, email: hotelActor(hotel.name) };
    try {
      this.editAll([venue], (before) => settleAvailability({ ...venueFields(before), availability }));
    } finally {
      this.manager = actor;
    }
  }
  /** A file of the hotel's page: its bytes say which (`/api/hotel-kit/:token/dates/:id/:file`). */
  async readHotelKitFile(url: string) {
    await this.enter('readHotelKitFile', [url]);
    const [, token = '', id, file = ''] =
      /^\/api\/hotel-kit\/([^/]+)\/dates\/([^/]+)\/([^/]+)$/.exec(url) ?? [];
    const { venues } = this.hotelOfLink(decodeURIComponent(token));
    if (!venues.some((venue) => venue.id === id) || !isKitFile(file)) {
      throw new DataError('not-found', 'No such API route.');
    }
    return new Blob([`${file} of ${id ?? ''}`]);
  }
  async updateHotel(id: string, input: HotelInput) {
    await this.enter('updateHotel', [id, input], true);
    const fields = checked(hotelInputSchema.safeParse(input));
    const { hotel, from } = this.hotels.save(id, fields, this.venues);
    const moving = this.venues.filter(
      (venue) => listingPlace(venue) === from && differsFromHotel(venue, hotel),
    );
    if (moving.length > 0) this.editAll(moving, (venue) => atHotel(venueFields(venue), hotel));
    return hotel;
  }
  async previewVenueImport(csv: string) {
    await this.enter('previewVenueImport', [csv], true);
    return checkImport(parse(csv, CSV_PARSE_OPTIONS) as string[][], this.venues);
  }
  async importVenues(csv: string) {
    await this.enter('importVenues', [csv], true);
    const report = checkImport(parse(csv, CSV_PARSE_OPTIONS) as string[][], this.venues);
    if (!isImportable(report)) {
      const { message, fields } = importRefusal(report);
      throw new DataError('invalid', message, fields);
    }
    const touched = importPlan(report).map(({ id, fields }) => {
      const before = id ? this.live(id) : null;
      const after: Venue = this.placed(
        before
          ? revisedVenue(before, fields)
          : { ...fields, id: nextId('venue'), createdAt: new Date().toISOString(), sequence: 0 },
      );
      if (!after.startTime) delete after.startTime;
      this.venues = [...this.venues.filter((v) => v.id !== after.id), after];
      return { venueId: after.id, before, after };
    });
    this.recordAll('import', touched);
    return touched.map((t) => t.after);
  }
  async exportVenuesCsv() {
    await this.enter('exportVenuesCsv', [], true);
    const columns = VENUE_CSV_COLUMNS.map((header) => ({
      header,
      value: (v: Venue) => venueCsvCells(v)[header],
    }));
    return toCsv([...this.venues].sort(compareVenues), columns);
  }
  async listTrashedVenues() {
    await this.enter('listTrashedVenues', [], true);
    return [...this.trash];
  }
  async restoreVenue(id: string) {
    await this.enter('restoreVenue', [id], true);
    const trashed = this.trash.find((v) => v.id === id);
    if (!trashed) throw new DataError('not-found', 'Not in the trash');
    this.trash = this.trash.filter((v) => v.id !== id);
    const venue = this.placed(untrashed(trashed));
    this.venues.push(venue);
    this.recordAll('restore', [{ venueId: id, before: null, after: venue }]);
    return venue;
  }
  async listVenueChanges(venueId?: string) {
    await this.enter('listVenueChanges', [venueId], true);
    return venueId ? this.changes.filter((c) => c.venueId === venueId) : [...this.changes];
  }
  async listRecentVenueChanges(page?: PageRequest) {
    await this.enter('listRecentVenueChanges', [page], true);
    // Newest first already (recorded with unshift); the cursor is the next change's position.
    const start = page?.cursor ? Number(page.cursor) : 0;
    const end = start + (page?.limit ?? 25);
    return {
      items: this.changes.slice(start, end),
      total: this.changes.length,
      nextCursor: end < this.changes.length ? String(end) : null,
    };
  }
  async listNeedsAttention() {
    await this.enter('listNeedsAttention', [], true);
    return [...listingsWithBadLinks([...this.venues].sort(compareVenues)), ...this.unreadable];
  }
  async submitHostingRequest(input: HostingRequestInput) {
    await this.enter('submitHostingRequest', [input]);
    const fields = checked(hostingRequestInputSchema.safeParse(input));
    this.requests.unshift(buildHostingRequest({ ...fields, createdAt: new Date().toISOString() }));
  }
  async listHostingRequests(page?: InboxPageRequest) {
    await this.enter('listHostingRequests', [page], true);
    return pageOf(
      this.requests.filter((r) => inFilter(page?.filter, r)),
      page,
    );
  }
  async submitContactMessage(input: ContactMessageInput) {
    await this.enter('submitContactMessage', [input]);
    const fields = checked(contactMessageInputSchema.safeParse(input));
    this.messages.unshift(buildContactMessage({ ...fields, createdAt: new Date().toISOString() }));
  }
  async listContactMessages(page?: InboxPageRequest) {
    await this.enter('listContactMessages', [page], true);
    return pageOf(
      this.messages.filter((m) => inFilter(page?.filter, m)),
      page,
    );
  }
  async markSubmission(kind: SubmissionKind, id: string, mark: SubmissionMark) {
    await this.enter('markSubmission', [kind, id, mark], true);
    const list: (ContactMessage | HostingRequest)[] =
      kind === 'contactMessages' ? this.messages : this.requests;
    const item = list.find((m) => m.id === id);
    if (!item) throw new DataError('not-found', 'That one has been erased.');
    const { openedAt, handledAt } = markedState(item, mark, new Date().toISOString());
    delete item.openedAt;
    delete item.handledAt;
    Object.assign(item, openedAt ? { openedAt } : {}, handledAt ? { handledAt } : {});
  }
  async countNewSubmissions() {
    await this.enter('countNewSubmissions', [], true);
    return {
      contactMessages: this.messages.filter((m) => !m.openedAt).length,
      hostingRequests: this.requests.filter((r) => !r.openedAt).length,
    };
  }
  private replyTarget(kind: SubmissionKind, id: string) {
    const message = this.messages.find((m) => m.id === id);
    const request = this.requests.find((r) => r.id === id);
    if (kind === 'contactMessages' && message) return contactMessageTarget(message);
    if (kind === 'hostingRequests' && request) return hostingRequestTarget(request);
    throw new DataError('not-found', 'That one has been erased.');
  }
  async replyToSubmission(kind: SubmissionKind, id: string, input: ReplyInput) {
    await this.enter('replyToSubmission', [kind, id, input], true);
    const target = this.replyTarget(kind, id);
    return this.replies.add(`${kind}/${id}`, target, input, this.manager?.email ?? '', this.mailEnabled);
  }
  async listSubmissionReplies(kind: SubmissionKind, id: string) {
    await this.enter('listSubmissionReplies', [kind, id], true);
    this.replyTarget(kind, id);
    return this.replies.of(`${kind}/${id}`);
  }
  async eraseHostingRequest(id: string) {
    await this.enter('eraseHostingRequest', [id], true);
    this.requests = this.requests.filter((r) => r.id !== id);
  }
  async eraseContactMessage(id: string) {
    await this.enter('eraseContactMessage', [id], true);
    this.messages = this.messages.filter((m) => m.id !== id);
  }
  /** Seats-back requests as asked (the fake keeps no queue: the server's tests cover the order). */
  seatsBack: SeatsBackFields[] = [];
  async askSeatsBack(input: SeatsBackInput): Promise<SubscribeOutcome> {
    await this.enter('askSeatsBack', [input]);
    this.seatsBack.push(checked(seatsBackInputSchema.safeParse(input)));
    return this.mailEnabled ? 'confirmation-sent' : 'stored';
  }
  /** How many wait for seats on each listing, as a test sets it. */
  seatsBackWaiting: Record<string, number> = {};
  async countSeatsBackWaiting() {
    await this.enter('countSeatsBackWaiting', [], true);
    return { ...this.seatsBackWaiting };
  }
  async subscribe(input: SubscriptionInput): Promise<SubscribeOutcome> {
    await this.enter('subscribe', [input]);
    const fields = checked(subscriptionInputSchema.safeParse(input));
    // Stored unconfirmed, as both stores keep it until the e-mail's link is followed.
    this.subscribers.unshift({
      id: nextId('subscriber'),
      email: fields.email,
      show: fields.show ?? null,
      city: fields.city ?? null,
      consentText: 'consent',
      consentPage: fields.page,
      consentedAt: new Date().toISOString(),
      confirmedAt: null,
    });
    return this.mailEnabled ? 'confirmation-sent' : 'stored';
  }
  async confirmSubscription(link: string) {
    await this.enter('confirmSubscription', [link]);
  }
  /** What the confirmation page names; tests set it (null: the link's request is gone). */
  linkRequest: LinkRequest | null = {
    consent: 'E-mail me when any of our shows has a new date.',
    partySize: null,
  };
  async readLinkRequest(link: string) {
    await this.enter('readLinkRequest', [link]);
    if (!this.linkRequest) throw new DataError('not-found', 'This link is no longer valid.');
    return this.linkRequest;
  }
  async unsubscribe(link: string) {
    await this.enter('unsubscribe', [link]);
  }
  async listSubscribers(page?: PageRequest): Promise<SubscriberPage> {
    await this.enter('listSubscribers', [page], true);
    return {
      // In the order given (newest first), `limit` at a time, the cursor being the next one's position.
      ...inOrderPage(this.subscribers, page),
      demand: demandOf(this.subscribers),
      mailEnabled: this.mailEnabled,
    };
  }
  async eraseSubscriber(id: string) {
    await this.enter('eraseSubscriber', [id], true);
    this.subscribers = this.subscribers.filter((s) => s.id !== id);
  }
  async findAddress(email: string) {
    await this.enter('findAddress', [email], true);
    return fakeAddressRecords(this, checked(addressQuerySchema.safeParse({ email })).email);
  }
  async eraseAddress(email: string) {
    await this.enter('eraseAddress', [email], true);
    const address = checked(addressQuerySchema.safeParse({ email })).email;
    if (holdsNothing(fakeAddressRecords(this, address))) throw new DataError('not-found', nothingHeld());
    Object.assign(this, fakeListsWithout(this, address));
  }
  async exportSubscribersCsv() {
    await this.enter('exportSubscribersCsv', [], true);
    return subscribersCsv(this.subscribers);
  }
  async listPendingNotices(): Promise<PendingNoticeList> {
    await this.enter('listPendingNotices', [], true);
    return {
      readAt: new Date().toISOString(),
      ...this.pendingNotices,
      notices: [...this.pendingNotices.notices],
    };
  }
  private takeNotices(group: NoticeGroup): void {
    const id = pendingNoticesId(group.listingId, group.kind);
    const { notices } = this.pendingNotices;
    if (!notices.some((n) => n.id === id)) {
      throw new DataError('not-found', 'These e-mails have already gone or were withdrawn.');
    }
    this.pendingNotices = { ...this.pendingNotices, notices: notices.filter((n) => n.id !== id) };
  }
  async sendNoticesNow(group: NoticeGroup): Promise<void> {
    await this.enter('sendNoticesNow', [group], true);
    this.takeNotices(group);
  }
  async dropNotices(group: NoticeGroup): Promise<void> {
    await this.enter('dropNotices', [group], true);
    this.takeNotices(group);
  }
  async countNoticeAudience(venueId: string): Promise<NoticeAudience> {
    await this.enter('countNoticeAudience', [venueId], true);
    return {
      people: this.noticeAudience[venueId] ?? 0,
      mailEnabled: this.mailEnabled,
      delayMinutes: this.pendingNotices.delayMinutes,
      unannounced: this.pendingNotices.notices.some((n) => n.listingId === venueId && n.kind === 'new-date'),
    };
  }
  async listOutbox(): Promise<OutboxSummary> {
    await this.enter('listOutbox', [], true);
    const counts = { waiting: 0, sending: 0, sent: 0, failed: 0, held: 0 };
    for (const message of this.outbox) counts[message.status] += 1;
    return { mailEnabled: this.mailEnabled, counts, messages: this.outbox.map(({ text: _, ...m }) => m) };
  }
  async canSendMail(): Promise<boolean> {
    await this.enter('canSendMail', [], true);
    return this.mailEnabled;
  }
  async readOutboxMessage(id: string): Promise<OutboxMessageText> {
    await this.enter('readOutboxMessage', [id], true);
    const found = this.outbox.find((message) => message.id === id);
    if (!found) throw new DataError('not-found', 'That e-mail is no longer kept.');
    return { ...found, text: found.text ?? null };
  }
  retention: RetentionPolicy = {
    submissionMonths: 24,
    mailLogDays: 90,
    countsMonths: 25,
    countsReferrers: true,
    firebaseLibraryRecord: false,
  };
  async retentionPolicy() {
    await this.enter('retentionPolicy', []);
    return this.retention;
  }
  async countHit(hit: Hit) {
    await this.enter('countHit', [hit]);
    this.counts.count(hit, this.venues, this.manager !== null);
  }
  async readInsights(period: InsightsPeriod) {
    await this.enter('readInsights', [period], true);
    return this.counts.report(period, this.venues, this.subscribers);
  }
  async readSiteContent() {
    await this.enter('readSiteContent', [], true);
    return structuredClone(this.content.all());
  }
  async readPublishedContent(after?: BuiltVersions) {
    await this.enter('readPublishedContent', [after]);
    return structuredClone(publishedAfter(this.content.published(), after));
  }
  async saveContentDraft(block: BlockId, body: unknown, basedOn: number) {
    await this.enter('saveContentDraft', [block, body, basedOn], true);
    return this.content.saveDraft(block, body, basedOn, this.manager?.email ?? '');
  }
  async publishContent(block: BlockId, basedOn: number) {
    await this.enter('publishContent', [block, basedOn], true);
    return this.content.publish(block, basedOn, this.manager?.email ?? '');
  }
  async listContentVersions(block: BlockId) {
    await this.enter('listContentVersions', [block], true);
    return this.content.listVersions(block);
  }
  async restoreContentVersion(block: BlockId, version: number, basedOn: number) {
    await this.enter('restoreContentVersion', [block, version, basedOn], true);
    return this.content.restore(block, version, basedOn, this.manager?.email ?? '');
  }
  async uploadPicture(file: Blob, alt: string) {
    await this.enter('uploadPicture', [file, alt], true);
    return this.pictures.upload(file, alt, this.manager?.email ?? '');
  }
  async listPictures() {
    await this.enter('listPictures', [], true);
    return this.pictures.list(this.content.kept());
  }
  async deletePicture(id: string) {
    await this.enter('deletePicture', [id], true);
    this.pictures.remove(id, this.content.kept());
  }
  async signInOptions() {
    await this.enter('signInOptions', []);
    return this.options;
  }
  async currentManager() {
    await this.enter('currentManager', []);
    return this.manager;
  }
  async signInWithPassword(email: string, password: string) {
    await this.enter('signInWithPassword', [email, password]);
    if (email !== FAKE_MANAGER.email || password !== FAKE_PASSWORD) {
      throw new DataError('signed-out', 'Wrong e-mail or password');
    }
    this.manager = FAKE_MANAGER;
    return FAKE_MANAGER;
  }
  async signInWithGoogle(place?: GoogleSignInPlace) {
    await this.enter('signInWithGoogle', place ? [place] : []);
    if (!this.options.google) throw new DataError('forbidden', 'Google sign-in is not set up');
    this.manager = FAKE_MANAGER;
    return FAKE_MANAGER;
  }
  async signOut() {
    await this.enter('signOut', []);
    this.manager = null;
  }
}

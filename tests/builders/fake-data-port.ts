import type { ContactMessage, ContactMessageInput } from '../../src/domain/contact-message';
import type { HostingRequest, HostingRequestInput } from '../../src/domain/hosting-request';
import type { ShowKey } from '../../src/domain/shows';
import { compareVenues } from '../../src/domain/venue-order';
import { venueInputSchema, type Venue, type VenueInput } from '../../src/domain/venue';
import { contactMessageInputSchema } from '../../src/domain/contact-message';
import { hostingRequestInputSchema } from '../../src/domain/hosting-request';
import { DataError } from '../../src/data/errors';
import type { DataPort, Manager } from '../../src/data/port';
import type { PageRequest } from '../../src/domain/paging';
import { pageOf } from './page-of';
import {
  subscriptionInputSchema,
  type Subscriber,
  type SubscriptionInput,
} from '../../src/domain/subscription';
import { venueSlug } from '../../src/domain/venue-slug';

let nextId = 1;

function removeById(list: { id: string }[], id: string): void {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) throw new DataError('not-found', 'Already erased');
  list.splice(index, 1);
}

/** A listing with sensible defaults; pass only what the test is about. */
export function buildVenue(overrides: Partial<Venue> = {}): Venue {
  const id = String(nextId++);
  return {
    id,
    show: 'Titanic',
    hotelName: `The Grand Hotel ${id}`,
    hotelLocation: 'King Street, Brighton',
    city: 'Brighton',
    date: '2099-05-17',
    bookingUrl: `https://tickets.example.com/grand-${id}`,
    soldOut: false,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * An in-memory DataPort for component tests: it keeps what was submitted so tests can assert on it, and
 * any method can be replaced (`fakeDataPort({ listUpcomingVenues: () => Promise.reject(...) })`).
 */
export function fakeDataPort(overrides: Partial<DataPort> = {}, seed: Venue[] = []) {
  const venues = [...seed];
  const hostingRequests: HostingRequest[] = [];
  const contactMessages: ContactMessage[] = [];
  const subscribers: Subscriber[] = [];
  let manager: Manager | null = null;
  const now = () => new Date().toISOString();

  // The listing tools are exercised with dashboard-fakes.ts's FakeDataPort; public pages never call them.
  const notHere = () =>
    Promise.reject(new DataError('unavailable', 'Not part of this fake: use FakeDataPort'));
  const port: DataPort = {
    listingTools: { trash: false, history: false },
    createVenues: notHere,
    previewVenueImport: notHere,
    importVenues: notHere,
    exportVenuesCsv: notHere,
    listTrashedVenues: notHere,
    restoreVenue: notHere,
    listVenueChanges: notHere,
    listRecentVenueChanges: notHere,
    listNeedsAttention: notHere,
    listUpcomingVenues: async (show: ShowKey) => venues.filter((v) => v.show === show).sort(compareVenues),
    listAllUpcomingVenues: async () => [...venues].sort(compareVenues),
    findVenueBySlug: async (show: ShowKey, slug: string) => {
      const venue = venues.find((v) => v.show === show && venueSlug(v) === slug);
      return venue ? { kind: 'found', venue } : { kind: 'unknown' };
    },
    listAllVenues: async () => [...venues].sort(compareVenues),
    createVenue: async (input: VenueInput) => {
      const venue = { ...venueInputSchema.parse(input), id: String(nextId++), createdAt: now() };
      venues.push(venue);
      return venue;
    },
    updateVenue: async (id: string, input: VenueInput) => {
      const index = venues.findIndex((v) => v.id === id);
      const existing = venues[index];
      if (!existing) throw new DataError('not-found', 'No such listing');
      const updated = { ...existing, ...venueInputSchema.parse(input) };
      venues[index] = updated;
      return updated;
    },
    deleteVenue: async (id: string) => {
      const index = venues.findIndex((v) => v.id === id);
      if (index < 0) throw new DataError('not-found', 'No such listing');
      venues.splice(index, 1);
    },
    submitHostingRequest: async (input: HostingRequestInput) => {
      hostingRequests.push({
        ...hostingRequestInputSchema.parse(input),
        id: String(nextId++),
        createdAt: now(),
      });
    },
    listHostingRequests: async (page?: PageRequest) => pageOf(hostingRequests, page),
    submitContactMessage: async (input: ContactMessageInput) => {
      contactMessages.push({
        ...contactMessageInputSchema.parse(input),
        id: String(nextId++),
        createdAt: now(),
      });
    },
    listContactMessages: async (page?: PageRequest) => pageOf(contactMessages, page),
    eraseHostingRequest: async (id: string) => {
      removeById(hostingRequests, id);
    },
    eraseContactMessage: async (id: string) => {
      removeById(contactMessages, id);
    },
    subscribe: async (input: SubscriptionInput) => {
      const fields = subscriptionInputSchema.parse(input);
      subscribers.push({
        id: String(nextId++),
        email: fields.email,
        show: fields.show ?? null,
        city: fields.city ?? null,
        consentText: 'consent',
        consentPage: fields.page,
        consentedAt: now(),
        confirmedAt: null,
      });
      return 'confirmation-sent' as const;
    },
    confirmSubscription: async () => undefined,
    unsubscribe: async () => undefined,
    listSubscribers: async () => ({
      items: subscribers,
      total: subscribers.length,
      nextCursor: null,
      demand: { byShow: [], byCity: [] },
      mailEnabled: true,
    }),
    eraseSubscriber: async (id: string) => {
      removeById(subscribers, id);
    },
    exportSubscribersCsv: async () => 'email\r\n',
    listOutbox: async () => ({
      mailEnabled: true,
      counts: { waiting: 0, sending: 0, sent: 0, failed: 0 },
      messages: [],
    }),
    retentionPolicy: async () => ({ submissionMonths: 24, mailLogDays: 90 }),
    signInOptions: async () => ({ password: true, google: false }),
    currentManager: async () => manager,
    signInWithPassword: async (email: string) => {
      manager = { email, name: null };
      return manager;
    },
    signInWithGoogle: async () => {
      throw new DataError('unavailable', 'Google sign-in is not configured in tests');
    },
    signOut: async () => {
      manager = null;
    },
    ...overrides,
  };
  return { port, venues, hostingRequests, contactMessages, subscribers };
}

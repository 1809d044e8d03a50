import type { DataPort } from '../../src/data/port';
import { settleAvailability } from '../../src/domain/listing-state';
import type { Venue } from '../../src/domain/venue';
import { FakeDataPort } from './dashboard-fakes';

let nextId = 1;

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
    status: 'scheduled',
    extras: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    sequence: 0,
    ...overrides,
    // A test that says only `soldOut` gets the availability it means, as an old document would read.
    ...settleAvailability(overrides),
  };
}

/**
 * The port as a public page has it, for component tests: the one in-memory fake (FakeDataPort, which passes
 * the same contract as both real adapters: tests/contract/fake-adapter.test.ts), nobody signed in, seeded
 * with `seed`. Any method can be replaced (`fakeDataPort({ listUpcomingVenues: () => Promise.reject(...) })`),
 * and what visitors sent can be read back.
 */
export function fakeDataPort(overrides: Partial<DataPort> = {}, seed: Venue[] = []) {
  const fake = new FakeDataPort({ venues: [...seed] });
  const port: DataPort = Object.assign(fake, overrides);
  return {
    port,
    get venues() {
      return fake.venues;
    },
    get hostingRequests() {
      return fake.requests;
    },
    get contactMessages() {
      return fake.messages;
    },
    get subscribers() {
      return fake.subscribers;
    },
    get seatsBack() {
      return fake.seatsBack;
    },
  };
}

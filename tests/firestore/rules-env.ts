import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp, setLogLevel, Timestamp, type Firestore } from 'firebase/firestore';
import { emulatorAddress } from './emulator';
import { interestKey } from '../../src/data/firebase/subscriber-interests';
import type { CityKey } from '../../src/domain/cities';
import type { ShowKey } from '../../src/domain/shows';
import { consentText } from '../../src/domain/subscription';

/** The three kinds of caller the rules tell apart. */
export type Role = 'visitor' | 'signed-in' | 'manager';
export const ROLES: Role[] = ['visitor', 'signed-in', 'manager'];

// Every refused write would otherwise print the SDK's own error log: refusals are what these tests expect.
setLogLevel('silent');

/**
 * The rules test environment of one `demo-*` project on the emulator, with firestore.rules: every emulator the
 * tests use was started with that file (`--rules`, tests/setup/firestore-emulator.ts and the gate), and applies
 * it to each new project. Loading it again per file (the library's `rules` option) had the emulator compile
 * the same rules a second time: 13% of its CPU over the project's run (a JFR profile of the JVM).
 */
export async function startRulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  return reusingClients(await initializeTestEnvironment({ projectId, firestore: emulatorAddress() }));
}

/**
 * The environment with one Firestore client per identity for the whole file, as a browser keeps one per
 * signed-in person: the library makes a new Firebase app (and a new connection to the emulator) each time a
 * test asks for a context's Firestore, and one more for every write with the rules off. Those were most of
 * these files' CPU time. Nothing a test sees changes: each still starts from an emptied database
 * (`clearFirestore`), and a client reads from the emulator, not from what it cached.
 */
function reusingClients(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const reused = (key: string, context: () => RulesTestContext): RulesTestContext => {
    const known = contexts.get(key);
    if (known) return known;
    const made = context();
    let firestore: ReturnType<RulesTestContext['firestore']> | undefined;
    const one: RulesTestContext = {
      firestore: () => (firestore ??= made.firestore()),
      storage: (bucket) => made.storage(bucket),
      database: (url) => made.database(url),
    };
    contexts.set(key, one);
    return one;
  };
  // The rules-off context of the library is made and deleted per call; its owner token is what turns the
  // rules off, so one such context serves every call (the library's own cleanup deletes it with the rest).
  const withOwner = env as unknown as { createContext(token: string): RulesTestContext };
  const reusing: Partial<RulesTestEnvironment> = {
    authenticatedContext: (uid, token) =>
      reused(JSON.stringify([uid, token ?? null]), () => env.authenticatedContext(uid, token)),
    unauthenticatedContext: () => reused('visitor', () => env.unauthenticatedContext()),
    withSecurityRulesDisabled: async (callback) => {
      await callback(reused('owner', () => withOwner.createContext('owner')));
    },
  };
  return Object.assign(Object.create(env) as RulesTestEnvironment, reusing);
}

/** A Firestore client acting as one role: a manager carries the admin claim, a signed-in Google user does not. */
export function as(env: RulesTestEnvironment, role: Role): Firestore {
  if (role === 'visitor') return modular(env.unauthenticatedContext());
  if (role === 'manager')
    return modular(env.authenticatedContext('m', { email: 'm@example.test', admin: true }));
  return modular(env.authenticatedContext('v', { email: 'v@example.test' }));
}

/**
 * The test context hands out a compat Firestore; the modular functions accept it (they unwrap it), but its
 * declared type differs, hence this one cast.
 */
export function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** A copy of a document without one field. */
export const without = (data: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));

/** A listing as the site writes it; tests override one field at a time. */
export const venueDoc = (overrides: Record<string, unknown> = {}) => ({
  showName: 'Titanic',
  hotelName: 'The Grand',
  hotelLocation: '1 Promenade, Brighton',
  selectWhere: 'Brighton',
  showDate: '2031-05-17',
  hotelLink: 'https://grand.example/book',
  soldOut: false,
  status: 'scheduled',
  // In step with an overridden soldOut, as the site writes them (firestore.rules insist on it).
  availability: overrides.soldOut === true ? 'sold-out' : 'on-sale',
  sequence: 0,
  createdAt: serverTimestamp(),
  ...overrides,
});

export const hostingRequestDoc = (overrides: Record<string, unknown> = {}) => ({
  show: 'JFK',
  shows: ['JFK', 'Scrooge'],
  contactName: 'Rhian Evans',
  venueName: 'The Seaview Hotel',
  venueLink: '',
  venueEmail: 'events@seaview.example',
  venueNumber: '01234 567890',
  venueMessage: 'We have a ballroom for 120.',
  createdAt: serverTimestamp(),
  ...overrides,
});

export const contactMessageDoc = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Example',
  email: 'ann@example.test',
  phone: '+44 (0)1792 123-456',
  message: 'Do you cater for vegans?',
  createdAt: serverTimestamp(),
  ...overrides,
});

/** A client-chosen time: the rules insist on the server's clock instead. */
export const backdated = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

export const text = (length: number) => 'x'.repeat(length);

/** A subscriber's unsubscribe token in the tests' documents. */
export const TOKEN = '0123456789abcdef0123456789abcdef';

/** A client signed in as `who`, its address verified (the e-mail link) or not. */
export function signedInAs(env: RulesTestEnvironment, who: { uid: string; email: string }, verified = true) {
  return modular(env.authenticatedContext(who.uid, { email: who.email, email_verified: verified }));
}

/** The document the confirmation page writes for a first choice, as subscriber-store.ts's addInterest does. */
export const firstChoice = (
  email: string,
  show: ShowKey | null = 'JFK',
  city: CityKey | null = 'York',
  overrides: Record<string, unknown> = {},
) => {
  const key = interestKey(show, city);
  return {
    email,
    token: TOKEN,
    interests: [key],
    consents: { [key]: { text: consentText(show, city), page: '/jfk', at: serverTimestamp() } },
    added: key,
    updatedAt: serverTimestamp(),
    ...overrides,
  };
};

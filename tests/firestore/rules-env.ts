import { readFileSync } from 'node:fs';
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

export async function startRulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { ...emulatorAddress(), rules: readFileSync('firestore.rules', 'utf8') },
  });
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

import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { storeLinkChoice } from '../../src/data/firebase/email-link';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { openFirestore } from '../../src/data/firebase/open-firestore';
import { seatsBackId } from '../../src/data/firebase/seats-back-store';
import { seatsBackConsentText } from '../../src/domain/seats-back';
import { consentText } from '../../src/domain/subscription';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator, EMULATOR_HOST } from './emulator';
import { emulatorSettings, MANAGER, readRaw } from './firebase-harness';

/**
 * Hosted mode's e-mail link (decisions 0019, 0032) confirms the one request it carries: its page names that
 * request (the date and party size, or the show and city) before the button, and what is stored is what the
 * page named (issue 36). Firebase Auth's sign-in is not run here (no Auth emulator): the stored choice goes
 * through storeLinkChoice, the step finishSubscription takes once the link has proven the address.
 */
const PROJECT = 'demo-hosted-link-consent';
const ADA = { uid: 'adauid', email: 'ada@example.test' };

const link = (params: Record<string, string>) =>
  `?${new URLSearchParams({ email: ADA.email, page: '/jfk/x', ...params }).toString()}`;

/** What the page's button stores, as Ada, whose address the link proved. */
async function confirmAsAda(search: string) {
  const store = openFirestore(emulatorSettings(PROJECT), { ...ADA, admin: false, emailVerified: true });
  try {
    await storeLinkChoice(store.db, ADA, search);
  } finally {
    await store.close();
  }
}

describeOnEmulator('hosted e-mail links: consent to exactly what the page names', () => {
  let visitor: FirebaseDataPort;
  let manager: FirebaseDataPort;
  beforeAll(() => {
    visitor = createFirebaseDataPort(emulatorSettings(PROJECT));
    manager = createFirebaseDataPort(emulatorSettings(PROJECT), { emulatorUser: MANAGER });
  });
  afterAll(async () => {
    await Promise.all([visitor.close(), manager.close()]);
  });
  beforeEach(() => clearFirestore(EMULATOR_HOST ?? '', PROJECT));

  it('two seats-back links for one address: the one clicked is named, party size included, and only it is stored', async () => {
    const [a, b] = await Promise.all(
      [20, 21].map((days) =>
        manager.createVenue(
          aVenueInput({ show: 'JFK', city: 'York', date: daysFromToday(days), soldOut: true }),
        ),
      ),
    );
    const mine = link({ seatsBack: a?.id ?? '', party: '2' });
    const theirs = link({ seatsBack: b?.id ?? '', party: '20' });

    const named = await visitor.readLinkRequest(mine);
    expect(named).toEqual({ consent: seatsBackConsentText(a as NonNullable<typeof a>), partySize: 2 });
    expect((await visitor.readLinkRequest(theirs)).consent).not.toBe(named.consent);
    await confirmAsAda(mine);

    const stored = await readRaw(PROJECT, 'seatsBack');
    expect(stored.map((r) => r.id)).toEqual([seatsBackId(a?.id ?? '', ADA.uid)]);
    expect(stored[0]).toMatchObject({ partySize: 2, consent: { text: named.consent } });
  });

  it('names and stores the party size the rules allow, not a larger one the link asks for', async () => {
    const a = await manager.createVenue(aVenueInput({ date: daysFromToday(20), soldOut: true }));
    const asked = link({ seatsBack: a.id, party: '500' });
    expect((await visitor.readLinkRequest(asked)).partySize).toBe(20);
    await confirmAsAda(asked);
    expect((await readRaw(PROJECT, 'seatsBack'))[0]).toMatchObject({ partySize: 20 });
  });

  it('a subscription link names its show and city, and stores that one interest', async () => {
    const titanicLondon = link({ show: 'Titanic', city: 'London' });
    expect(await visitor.readLinkRequest(titanicLondon)).toEqual({
      consent: consentText('Titanic', 'London'),
      partySize: null,
    });
    await confirmAsAda(titanicLondon);
    const [subscriber] = await readRaw(PROJECT, 'subscribers');
    expect(subscriber).toMatchObject({ interests: ['Titanic|London'] });
  });

  it('names nothing for a date that can no longer be asked for', async () => {
    await expect(visitor.readLinkRequest(link({ seatsBack: 'gone', party: '2' }))).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});

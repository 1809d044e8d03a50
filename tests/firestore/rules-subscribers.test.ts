import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CITY_KEYS, cityLabel, type CityKey } from '../../src/domain/cities';
import { SHOW_KEYS, type ShowKey } from '../../src/domain/shows';
import { consentText } from '../../src/domain/subscription';
import { describeOnEmulator } from './emulator';
import {
  as,
  backdated,
  firstChoice,
  modular,
  signedInAs,
  startRulesEnvironment,
  TOKEN,
  without,
} from './rules-env';

const ADA = { uid: 'ada-uid', email: 'ada@example.test' };

const exists = async (env: RulesTestEnvironment, path: string) => {
  let found = false;
  await env.withSecurityRulesDisabled(async (ctx) => {
    found = (await getDoc(doc(modular(ctx), path))).exists();
  });
  return found;
};

describeOnEmulator('firestore.rules: subscribers', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-subscribers');
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());
  const ada = () => signedInAs(env, ADA);
  const adaDoc = (db: Firestore) => doc(db, `subscribers/${ADA.uid}`);

  describe('creating one', () => {
    it('succeeds for the verified address, under its own uid, with the sentence of its choice', async () => {
      await assertSucceeds(setDoc(adaDoc(ada()), firstChoice(ADA.email)));
    });

    it.each([
      ['as a visitor (not signed in)', (e: RulesTestEnvironment) => modular(e.unauthenticatedContext())],
      ['signed in with an address not verified', (e: RulesTestEnvironment) => signedInAs(e, ADA, false)],
      [
        'signed in as someone else',
        (e: RulesTestEnvironment) => signedInAs(e, { uid: 'eve', email: ADA.email }),
      ],
      ['as a manager', (e: RulesTestEnvironment) => as(e, 'manager')],
    ])('fails %s', async (_case, client) => {
      await assertFails(setDoc(adaDoc(client(env)), firstChoice(ADA.email)));
    });

    it.each([
      ['for another address than the verified one', firstChoice('victim@example.test')],
      [
        'with other words than the app sentence',
        firstChoice(ADA.email, 'JFK', 'York', {
          consents: {
            'JFK|York': {
              text: 'URGENT: verify now at https://phish.example',
              page: '/',
              at: serverTimestamp(),
            },
          },
        }),
      ],
      [
        'with the sentence of another choice',
        firstChoice(ADA.email, 'JFK', 'York', {
          consents: {
            'JFK|York': { text: consentText('Titanic', 'York'), page: '/', at: serverTimestamp() },
          },
        }),
      ],
      [
        'with a city that is not one of ours',
        firstChoice(ADA.email, 'JFK', 'York', {
          interests: ['JFK|Atlantis'],
          added: 'JFK|Atlantis',
          consents: {
            'JFK|Atlantis': {
              text: 'E-mail me when JFK has a new date in Atlantis, and if such a date is cancelled, postponed or moved. Nothing else: no other mailing lists, and every e-mail has a one-click unsubscribe link.',
              page: '/',
              at: serverTimestamp(),
            },
          },
        }),
      ],
      [
        'with an unknown show',
        firstChoice(ADA.email, 'JFK', 'York', { interests: ['Hamlet|York'], added: 'Hamlet|York' }),
      ],
      ['back-dated', firstChoice(ADA.email, 'JFK', 'York', { updatedAt: backdated })],
      ['with a guessable token', firstChoice(ADA.email, 'JFK', 'York', { token: 'abc' })],
      [
        'with two interests at once',
        firstChoice(ADA.email, 'JFK', 'York', { interests: ['JFK|York', 'any|any'] }),
      ],
      ['with an extra field', firstChoice(ADA.email, 'JFK', 'York', { confirmedAt: serverTimestamp() })],
      ['without its token', without(firstChoice(ADA.email), 'token')],
    ])('fails %s', async (_case, data) => {
      await assertFails(setDoc(adaDoc(ada()), data));
    });

    // Every show with "anywhere", every city whose label differs from its key, and "any show": each branch of
    // the rules' sentence. rules-in-step.test.ts checks the names and labels for all of them without the emulator.
    const SAMPLES: [ShowKey | null, CityKey | null][] = [
      ...SHOW_KEYS.map((show): [ShowKey, null] => [show, null]),
      ...CITY_KEYS.filter((city) => cityLabel(city) !== city).map((city): [null, CityKey] => [null, city]),
      [null, null],
      ['Titanic', 'Milton Keynes'],
    ];
    it.each(SAMPLES)("accepts the app's own sentence for show %s in city %s", async (show, city) => {
      await assertSucceeds(setDoc(adaDoc(ada()), firstChoice(ADA.email, show, city)));
    });
  });

  describe('adding to one', () => {
    beforeEach(async () => {
      await setDoc(adaDoc(ada()), firstChoice(ADA.email));
    });

    const addTitanicCardiff = (overrides: Record<string, unknown> = {}) => ({
      email: ADA.email,
      token: TOKEN,
      interests: ['JFK|York', 'Titanic|Cardiff'],
      consents: {
        'JFK|York': { text: consentText('JFK', 'York'), page: '/jfk', at: backdated },
        'Titanic|Cardiff': { text: consentText('Titanic', 'Cardiff'), page: '/', at: serverTimestamp() },
      },
      added: 'Titanic|Cardiff',
      updatedAt: serverTimestamp(),
      ...overrides,
    });

    it('the owner adds one choice at a time, keeping the token and the earlier consents', async () => {
      // The earlier consent's `at` is whatever was stored: read it back rather than guess.
      const stored = (await getDoc(adaDoc(ada()))).data() ?? {};
      const consents = {
        ...(stored.consents as object),
        'Titanic|Cardiff': { text: consentText('Titanic', 'Cardiff'), page: '/', at: serverTimestamp() },
      };
      // The token in the unsubscribe links never changes (tried first, so nothing else could refuse it).
      await assertFails(setDoc(adaDoc(ada()), addTitanicCardiff({ consents, token: 'f'.repeat(32) })));
      await assertSucceeds(setDoc(adaDoc(ada()), addTitanicCardiff({ consents })));
    });

    it('nobody else adds to it, and the owner cannot rewrite an earlier consent', async () => {
      await assertFails(setDoc(adaDoc(modular(env.unauthenticatedContext())), addTitanicCardiff()));
      await assertFails(setDoc(adaDoc(signedInAs(env, ADA, false)), addTitanicCardiff()));
      await assertFails(setDoc(adaDoc(ada()), addTitanicCardiff()));
    });
  });

  describe('reading them', () => {
    beforeEach(async () => {
      await setDoc(adaDoc(ada()), firstChoice(ADA.email));
    });

    it.each(['visitor', 'signed-in'] as const)('is denied to a %s, one by one or as a list', async (role) => {
      await assertFails(getDoc(adaDoc(as(env, role))));
      await assertFails(getDocs(collection(as(env, role), 'subscribers')));
      await assertFails(getDocs(collection(as(env, role), 'mail')));
    });

    it('the owner reads their own; managers list at most 500 a request', async () => {
      await assertSucceeds(getDoc(adaDoc(ada())));
      await assertFails(getDocs(collection(ada(), 'subscribers')));
      const manager = as(env, 'manager');
      await assertSucceeds(getDocs(query(collection(manager, 'subscribers'), limit(500))));
      await assertFails(getDocs(query(collection(manager, 'subscribers'), limit(501))));
      await assertFails(getDocs(collection(manager, 'subscribers')));
    });
  });

  describe('unsubscribing', () => {
    beforeEach(async () => {
      await setDoc(adaDoc(ada()), firstChoice(ADA.email));
    });
    const tombstone = (token: string) => ({ token, unsubscribedAt: serverTimestamp() });

    it('whoever holds the token empties the document to the token alone (no address left)', async () => {
      const visitor = modular(env.unauthenticatedContext());
      await assertFails(setDoc(adaDoc(visitor), tombstone('f'.repeat(32))));
      await assertFails(setDoc(adaDoc(visitor), { ...tombstone(TOKEN), email: ADA.email }));
      await assertSucceeds(setDoc(adaDoc(visitor), tombstone(TOKEN)));
      await assertSucceeds(setDoc(adaDoc(visitor), tombstone(TOKEN)));
      await env.withSecurityRulesDisabled(async (ctx) => {
        const left = (await getDoc(doc(modular(ctx), `subscribers/${ADA.uid}`))).data();
        expect(Object.keys(left ?? {}).sort()).toEqual(['token', 'unsubscribedAt']);
      });
    });

    it('the owner or a manager deletes it; nobody else does', async () => {
      await assertFails(deleteDoc(adaDoc(modular(env.unauthenticatedContext()))));
      await assertFails(deleteDoc(adaDoc(as(env, 'signed-in'))));
      await assertSucceeds(deleteDoc(adaDoc(as(env, 'manager'))));
      expect(await exists(env, `subscribers/${ADA.uid}`)).toBe(false);
      await setDoc(adaDoc(ada()), firstChoice(ADA.email));
      await assertSucceeds(deleteDoc(adaDoc(ada())));
    });

    it('a visitor cannot change anything else with the token', async () => {
      await assertFails(
        updateDoc(adaDoc(modular(env.unauthenticatedContext())), { email: 'eve@example.test' }),
      );
    });
  });

  describe('mail', () => {
    it('may be created by a manager', async () => {
      await assertSucceeds(
        setDoc(doc(as(env, 'manager'), 'mail/new-date-1'), {
          to: 'ada@example.test',
          message: { subject: 'New date', text: 'x' },
        }),
      );
    });

    it.each([
      ['a visitor', (e: RulesTestEnvironment) => modular(e.unauthenticatedContext())],
      ['a verified subscriber', (e: RulesTestEnvironment) => signedInAs(e, ADA)],
    ])('may not be created by %s, whatever the template', async (_case, client) => {
      const db = client(env);
      await assertFails(
        setDoc(doc(db, `mail/${TOKEN}`), {
          to: ADA.email,
          template: { name: 'subscription-confirmation', data: { token: TOKEN, consentText: 'x' } },
          createdAt: serverTimestamp(),
        }),
      );
      await assertFails(
        setDoc(doc(db, 'mail/free'), { to: 'anyone@example.test', message: { subject: 'Hi', text: 'spam' } }),
      );
    });

    it.each(['visitor', 'signed-in', 'manager'] as const)('may not be changed by a %s', async (role) => {
      await setDoc(doc(as(env, 'manager'), 'mail/m1'), {
        to: ADA.email,
        message: { subject: 's', text: 't' },
      });
      await assertFails(updateDoc(doc(as(env, role), 'mail/m1'), { to: 'eve@example.test' }));
    });
  });
});

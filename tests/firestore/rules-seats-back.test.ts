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
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { seatsBackConsentText } from '../../src/domain/seats-back';
import { describeOnEmulator } from './emulator';
import {
  as,
  backdated,
  modular,
  signedInAs,
  startRulesEnvironment,
  TOKEN,
  venueDoc,
  without,
} from './rules-env';

const ADA = { uid: 'adauid', email: 'ada@example.test' };
const LISTING = 'soldout1';
const ID = `${LISTING}_${ADA.uid}`;
const SOLD_OUT = venueDoc({ soldOut: true, showDate: '2031-05-01', hotelName: 'The Grand' });

/** A request as seats-back-store.ts's addSeatsBack writes it; tests override one field at a time. */
const request = (overrides: Record<string, unknown> = {}) => ({
  listing: LISTING,
  date: '2031-05-01',
  email: ADA.email,
  partySize: 2,
  consent: {
    text: seatsBackConsentText({ show: 'Titanic', hotelName: 'The Grand', date: '2031-05-01' }),
    page: '/titanic/2031-05-01-the-grand',
    at: serverTimestamp(),
  },
  token: TOKEN,
  told: false,
  askedAt: serverTimestamp(),
  ...overrides,
});

describeOnEmulator('firestore.rules: seats back', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-seats-back');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await store({ [`venues/${LISTING}`]: SOLD_OUT });
  });
  const store = (docs: Record<string, Record<string, unknown>>) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      for (const [path, data] of Object.entries(docs)) await setDoc(doc(modular(ctx), path), data);
    });
  const ada = () => signedInAs(env, ADA);
  const adaRequest = (db: Firestore) => doc(db, `seatsBack/${ID}`);

  describe('asking', () => {
    it('succeeds for the verified address, under its own id, for a sold-out date, with its sentence', async () => {
      await assertSucceeds(setDoc(adaRequest(ada()), request()));
    });

    it('succeeds on an older listing that says sold out by its soldOut flag only', async () => {
      await store({ [`venues/${LISTING}`]: without(without(SOLD_OUT, 'availability'), 'status') });
      await assertSucceeds(setDoc(adaRequest(ada()), request()));
    });

    it.each([
      ['as a visitor (not signed in)', (e: RulesTestEnvironment) => modular(e.unauthenticatedContext())],
      ['with an address not verified', (e: RulesTestEnvironment) => signedInAs(e, ADA, false)],
      ['as someone else', (e: RulesTestEnvironment) => signedInAs(e, { uid: 'eve', email: ADA.email })],
      ['as a manager', (e: RulesTestEnvironment) => as(e, 'manager')],
    ])('fails %s', async (_case, client) => {
      await assertFails(setDoc(adaRequest(client(env)), request()));
    });

    it.each([
      ['for another address', request({ email: 'victim@example.test' })],
      ['with words of its own', request({ consent: { ...request().consent, text: 'Click https://phish' } })],
      ['with no seats', request({ partySize: 0 })],
      ['with more than 20 seats', request({ partySize: 21 })],
      ['with seats as text', request({ partySize: '2' })],
      ['with another date than the listing', request({ date: '2031-05-02' })],
      ['with a token of its own making', request({ token: 'not-a-token' })],
      ['already told', request({ told: true })],
      ['asked in the past', request({ askedAt: backdated })],
      ['with a consent time of its own', request({ consent: { ...request().consent, at: backdated } })],
      ['with a page off the site', request({ consent: { ...request().consent, page: 'https://x.example' } })],
      ['with a field more', request({ note: 'hello' })],
      ['without its party size', without(request(), 'partySize')],
    ])('fails %s', async (_case, data) => {
      await assertFails(setDoc(adaRequest(ada()), data));
    });

    it('fails under an id that is not the listing and its own uid', async () => {
      await assertFails(setDoc(doc(ada(), `seatsBack/${LISTING}_eve`), request()));
      await assertFails(setDoc(doc(ada(), `seatsBack/other_${ADA.uid}`), request()));
    });

    it.each([
      ['on sale', { soldOut: false, availability: 'on-sale' }],
      ['few left', { soldOut: false, availability: 'few-left' }],
      ['cancelled', { status: 'cancelled' }],
      ['postponed', { status: 'postponed' }],
    ])('fails for a date %s', async (_case, change) => {
      await store({ [`venues/${LISTING}`]: { ...SOLD_OUT, ...change } });
      await assertFails(setDoc(adaRequest(ada()), request()));
    });

    it.each(['2031-05-02', '2031-05-03', '2031-05-13', '2031-05-22', '2031-12-31'])(
      "checks the sentence's day as the site writes it, on %s",
      async (date) => {
        await store({ [`venues/${LISTING}`]: { ...SOLD_OUT, showDate: date } });
        const words = seatsBackConsentText({ show: 'Titanic', hotelName: 'The Grand', date });
        const consent = { ...request().consent, text: words };
        await assertFails(
          setDoc(
            adaRequest(ada()),
            request({ date, consent: { ...consent, text: words.replace(/ on [A-Z][a-z]+day /, ' on ') } }),
          ),
        );
        await assertSucceeds(setDoc(adaRequest(ada()), request({ date, consent })));
      },
    );

    it('fails for a date already past (the listing still sold out), and on renewal too', async () => {
      const past = '2020-05-01';
      const consent = {
        text: seatsBackConsentText({ show: 'Titanic', hotelName: 'The Grand', date: past }),
        page: '/titanic/2020-05-01-the-grand',
        at: serverTimestamp(),
      };
      await store({ [`venues/${LISTING}`]: { ...SOLD_OUT, showDate: past } });
      await assertFails(setDoc(adaRequest(ada()), request({ date: past, consent })));
      await store({ [`seatsBack/${ID}`]: request({ date: past, consent, askedAt: backdated }) });
      await assertFails(setDoc(adaRequest(ada()), request({ date: past, consent, askedAt: backdated })));
    });

    it('fails for a listing that does not exist', async () => {
      await assertFails(setDoc(doc(ada(), `seatsBack/gone_${ADA.uid}`), request({ listing: 'gone' })));
    });
  });

  describe('asking again', () => {
    beforeEach(() => store({ [`seatsBack/${ID}`]: request({ askedAt: backdated }) }));

    it('renews the seats and keeps the place in the queue and the token', async () => {
      await assertSucceeds(setDoc(adaRequest(ada()), request({ partySize: 4, askedAt: backdated })));
    });

    it.each([
      ['jumping the queue', request({ askedAt: serverTimestamp() })],
      ['with a new token', request({ askedAt: backdated, token: 'f'.repeat(32) })],
      ['marking itself told', request({ askedAt: backdated, told: true })],
    ])('fails %s', async (_case, data) => {
      await assertFails(setDoc(adaRequest(ada()), data));
    });
  });

  describe('reading', () => {
    beforeEach(() => store({ [`seatsBack/${ID}`]: request({ askedAt: backdated }) }));

    it('only managers list the requests, at most 1000 at a time', async () => {
      const list = (db: Firestore, n: number) => getDocs(query(collection(db, 'seatsBack'), limit(n)));
      await assertSucceeds(list(as(env, 'manager'), 1000));
      await assertFails(list(as(env, 'manager'), 1001));
      await assertFails(list(as(env, 'visitor'), 10));
      await assertFails(list(as(env, 'signed-in'), 10));
      await assertFails(list(ada(), 10));
    });

    it("only managers find an address's requests, subscriptions and e-mails by the address (the erase)", async () => {
      const byAddress = (db: Firestore, name: string, field: string, n: number) =>
        getDocs(query(collection(db, name), where(field, 'in', [ADA.email]), limit(n)));
      const find = (db: Firestore) =>
        Promise.all([
          byAddress(db, 'seatsBack', 'email', 190),
          byAddress(db, 'subscribers', 'email', 10),
          byAddress(db, 'mail', 'to', 300),
        ]);
      await assertSucceeds(find(as(env, 'manager')));
      for (const db of [as(env, 'visitor'), as(env, 'signed-in'), ada()]) {
        await assertFails(byAddress(db, 'seatsBack', 'email', 190));
        await assertFails(byAddress(db, 'subscribers', 'email', 10));
        await assertFails(byAddress(db, 'mail', 'to', 300));
      }
    });

    it("the owner reads their own, nobody else reads anyone's", async () => {
      await assertSucceeds(getDoc(adaRequest(ada())));
      await assertSucceeds(getDoc(adaRequest(as(env, 'manager'))));
      await assertFails(getDoc(adaRequest(as(env, 'visitor'))));
      await assertFails(getDoc(adaRequest(signedInAs(env, { uid: 'eve', email: 'eve@example.test' }))));
    });
  });

  describe('leaving and being told', () => {
    beforeEach(() => store({ [`seatsBack/${ID}`]: request({ askedAt: backdated }) }));

    it('anyone with the token may leave, which keeps no address; a wrong token may not', async () => {
      const visitor = as(env, 'visitor');
      await assertFails(setDoc(adaRequest(visitor), { token: 'f'.repeat(32), leftAt: serverTimestamp() }));
      await assertFails(setDoc(adaRequest(visitor), { token: TOKEN, leftAt: serverTimestamp(), email: 'x' }));
      await assertSucceeds(setDoc(adaRequest(visitor), { token: TOKEN, leftAt: serverTimestamp() }));
    });

    it('a manager marks it told, now, and changes nothing else', async () => {
      const manager = adaRequest(as(env, 'manager'));
      await assertFails(updateDoc(manager, { told: true, toldAt: backdated }));
      await assertFails(updateDoc(manager, { told: true, toldAt: serverTimestamp(), partySize: 9 }));
      await assertSucceeds(updateDoc(manager, { told: true, toldAt: serverTimestamp() }));
      await assertFails(updateDoc(adaRequest(ada()), { told: false }));
    });

    it('managers and the owner delete it; a visitor or someone else may not', async () => {
      await assertFails(deleteDoc(adaRequest(as(env, 'visitor'))));
      await assertFails(deleteDoc(adaRequest(signedInAs(env, { uid: 'eve', email: 'eve@example.test' }))));
      await assertSucceeds(deleteDoc(adaRequest(ada())));
      await store({ [`seatsBack/${ID}`]: request({ askedAt: backdated }) });
      await assertSucceeds(deleteDoc(adaRequest(as(env, 'manager'))));
    });
  });
});

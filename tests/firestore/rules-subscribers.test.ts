import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import { as, backdated, modular, startRulesEnvironment, text, without } from './rules-env';

const TOKEN = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';
const CONSENT = 'E-mail me when JFK has a new date in York.';

const subscription = (overrides: Record<string, unknown> = {}) => ({
  email: 'ada@example.test',
  show: 'JFK',
  city: 'York',
  consent: true,
  consentText: CONSENT,
  consentPage: '/jfk',
  consentedAt: serverTimestamp(),
  confirmedAt: null,
  ...overrides,
});

const confirmationMail = (token: string, overrides: Record<string, unknown> = {}) => ({
  to: 'ada@example.test',
  template: { name: 'subscription-confirmation', data: { token, consentText: CONSENT } },
  createdAt: serverTimestamp(),
  ...overrides,
});

/** What the hosted form writes: the subscription and its confirmation e-mail in one batch. */
function subscribe(
  db: Firestore,
  token: string,
  sub: Record<string, unknown> = subscription(),
  mail: Record<string, unknown> = confirmationMail(token),
) {
  const batch = writeBatch(db);
  batch.set(doc(db, `subscribers/${token}`), sub);
  batch.set(doc(db, `mail/${token}`), mail);
  return batch.commit();
}

describeOnEmulator('firestore.rules: subscribers and mail', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-subscribers');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modular(ctx), `subscribers/${OTHER}`), {
        ...subscription(),
        email: 'bob@example.test',
      });
    });
  });
  const visitor = () => as(env, 'visitor');

  describe('public create', () => {
    it('succeeds with consent, with its confirmation e-mail in the same batch', async () => {
      await assertSucceeds(subscribe(visitor(), TOKEN));
    });

    it.each([
      ['without consent', without(subscription(), 'consent')],
      ['with consent false', subscription({ consent: false })],
      ['with consent "yes"', subscription({ consent: 'yes' })],
      ['already confirmed', subscription({ confirmedAt: serverTimestamp() })],
      ['back-dated', subscription({ consentedAt: backdated })],
      ['with an e-mail of 255 characters', subscription({ email: `${text(243)}@example.com` })],
      ['with an unknown show', subscription({ show: 'Hamlet' })],
      ['with consent text of 301 characters', subscription({ consentText: text(301) })],
      ['with an extra field', subscription({ source: 'import' })],
    ])('fails %s', async (_case, sub) => {
      await assertFails(subscribe(visitor(), TOKEN, sub, confirmationMail(TOKEN)));
    });

    it('fails under an id that is not a 128-bit token', async () => {
      await assertFails(
        subscribe(visitor(), 'my-guessable-id', subscription(), confirmationMail('my-guessable-id')),
      );
    });
  });

  describe('public read', () => {
    it.each(['visitor', 'signed-in'] as const)('is denied to a %s, one by one or as a list', async (role) => {
      await assertFails(getDoc(doc(as(env, role), `subscribers/${OTHER}`)));
      await assertFails(getDocs(collection(as(env, role), 'subscribers')));
      await assertFails(getDocs(collection(as(env, role), 'mail')));
    });

    it('is allowed to managers', async () => {
      await assertSucceeds(getDocs(collection(as(env, 'manager'), 'subscribers')));
      await assertSucceeds(getDocs(collection(as(env, 'manager'), 'mail')));
    });
  });

  describe('the token holder', () => {
    it('may delete exactly that document (unsubscribe), and it is gone', async () => {
      await assertSucceeds(subscribe(visitor(), TOKEN));
      await assertSucceeds(deleteDoc(doc(visitor(), `subscribers/${TOKEN}`)));
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = modular(ctx);
        if ((await getDoc(doc(db, `subscribers/${TOKEN}`))).exists()) throw new Error('not deleted');
        if (!(await getDoc(doc(db, `subscribers/${OTHER}`))).exists()) throw new Error('other one gone');
      });
    });

    it('may confirm (confirmedAt from null to now) and change nothing else', async () => {
      await assertSucceeds(subscribe(visitor(), TOKEN));
      const ref = doc(visitor(), `subscribers/${TOKEN}`);
      await assertFails(updateDoc(ref, { confirmedAt: serverTimestamp(), email: 'eve@example.test' }));
      await assertFails(updateDoc(ref, { confirmedAt: backdated }));
      await assertFails(updateDoc(ref, { city: 'Cardiff' }));
      await assertSucceeds(updateDoc(ref, { confirmedAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { confirmedAt: serverTimestamp() }));
    });
  });

  describe('mail', () => {
    it('may be created by a manager', async () => {
      const db = as(env, 'manager');
      await assertSucceeds(
        setDoc(doc(db, 'mail/new-date-1'), {
          to: 'ada@example.test',
          message: { subject: 'New date', text: 'x' },
        }),
      );
    });

    it('may not be created by the public on its own, even copying the template', async () => {
      await assertFails(
        setDoc(doc(visitor(), `mail/${OTHER}`), confirmationMail(OTHER, { to: 'bob@example.test' })),
      );
      await assertFails(
        setDoc(doc(visitor(), 'mail/free'), {
          to: 'anyone@example.test',
          message: { subject: 'Hi', text: 'spam' },
        }),
      );
    });

    it.each([
      ['to another address', confirmationMail(TOKEN, { to: 'victim@example.test' })],
      ['with a free-text message', { ...confirmationMail(TOKEN), message: { subject: 'Buy', text: 'spam' } }],
      [
        'from another template',
        confirmationMail(TOKEN, {
          template: { name: 'new-date', data: { token: TOKEN, consentText: CONSENT } },
        }),
      ],
      [
        'with other words',
        confirmationMail(TOKEN, {
          template: { name: 'subscription-confirmation', data: { token: TOKEN, consentText: 'Click here' } },
        }),
      ],
      ['for another token', confirmationMail(OTHER)],
    ])('may not be created by the public %s, even in the subscription batch', async (_case, mail) => {
      await assertFails(subscribe(visitor(), TOKEN, subscription(), mail));
    });

    it.each(['visitor', 'signed-in', 'manager'] as const)(
      // Who may delete one (the token holder its confirmation, managers any): rules-mail-notices.test.ts.
      'may not be changed by a %s',
      async (role) => {
        await assertSucceeds(subscribe(visitor(), TOKEN));
        await assertFails(updateDoc(doc(as(env, role), `mail/${TOKEN}`), { to: 'eve@example.test' }));
      },
    );
  });
});

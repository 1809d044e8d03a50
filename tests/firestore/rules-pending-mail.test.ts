import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import { as, ROLES, startRulesEnvironment, TOKEN } from './rules-env';

const ID = 'ada-uid-listing1-date-cancelled-2';

/** A waiting e-mail as pending-notices.ts writes it; tests override one field at a time. */
const waiting = (overrides: Record<string, unknown> = {}) => ({
  mail: {
    to: 'ada@example.test',
    template: { name: 'date-cancelled', data: { id: 'ada-uid', token: TOKEN, show: 'Titanic' } },
  },
  listing: 'listing1',
  kind: 'date-cancelled',
  date: '2031-05-01',
  dueAt: Timestamp.fromMillis(Date.now() + 10 * 60_000),
  createdAt: serverTimestamp(),
  ...overrides,
});

describeOnEmulator('firestore.rules: e-mails waiting to go (pendingMail)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-pending-mail');
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());

  const stored = () =>
    env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'pendingMail', ID), {
        ...waiting(),
        createdAt: Timestamp.now(),
      });
    });

  it('a manager writes one, reads them and deletes one (sent or dropped)', async () => {
    const db = as(env, 'manager');
    await assertSucceeds(setDoc(doc(db, 'pendingMail', ID), waiting()));
    await assertSucceeds(getDocs(collection(db, 'pendingMail')));
    await assertSucceeds(deleteDoc(doc(db, 'pendingMail', ID)));
  });

  describe('nobody else may', () => {
    for (const role of ROLES.filter((r) => r !== 'manager')) {
      it(`${role}: not write one, read one, list them or delete one`, async () => {
        await stored();
        const db = as(env, role);
        await assertFails(setDoc(doc(db, 'pendingMail', 'other'), waiting()));
        await assertFails(getDoc(doc(db, 'pendingMail', ID)));
        await assertFails(getDocs(collection(db, 'pendingMail')));
        await assertFails(deleteDoc(doc(db, 'pendingMail', ID)));
      });
    }
  });

  it('what waits is what goes: a manager cannot change one', async () => {
    await stored();
    const db = as(env, 'manager');
    await assertFails(updateDoc(doc(db, 'pendingMail', ID), { 'mail.to': 'someone@example.test' }));
    await assertFails(updateDoc(doc(db, 'pendingMail', ID), { dueAt: Timestamp.now() }));
  });

  it('refuses a malformed one, even from a manager', async () => {
    const db = as(env, 'manager');
    const bad: Record<string, unknown>[] = [
      waiting({ kind: 'contact-message-notice' }),
      waiting({ kind: 'new-date' }), // the template says another kind
      waiting({ mail: { to: 'not an address', template: { name: 'date-cancelled', data: {} } } }),
      waiting({ date: '2031-02-30' }),
      waiting({ dueAt: '2031-05-01T10:00:00Z' }),
      waiting({ createdAt: Timestamp.fromMillis(0) }),
      waiting({ listing: '' }),
      waiting({ extra: true }),
    ];
    for (const data of bad) await assertFails(setDoc(doc(db, 'pendingMail', 'bad'), data));
  });
});

describeOnEmulator('firestore.rules: a seats-back request whose e-mail was withdrawn waits again', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-pending-seats');
  });
  afterAll(() => env.cleanup());

  it('a manager sets told back to false, and nothing else with it; nobody else may', async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'seatsBack', 'l1_ada'), {
        listing: 'l1',
        email: 'ada@example.test',
        partySize: 2,
        told: true,
        toldAt: Timestamp.now(),
      });
    });
    await assertFails(updateDoc(doc(as(env, 'visitor'), 'seatsBack', 'l1_ada'), { told: false }));
    const manager = as(env, 'manager');
    await assertFails(updateDoc(doc(manager, 'seatsBack', 'l1_ada'), { told: false, partySize: 20 }));
    await assertSucceeds(updateDoc(doc(manager, 'seatsBack', 'l1_ada'), { told: false }));
  });
});

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { interestKey } from '../../src/data/firebase/subscriber-interests';
import { consentText } from '../../src/domain/subscription';
import { describeOnEmulator } from './emulator';
import { firstChoice, modular, signedInAs, startRulesEnvironment } from './rules-env';

// The attacks of the second security review, tried against firestore.rules directly, as a stranger would:
// unauthenticated, and signed in with an address Firebase has not verified (anyone can create such an
// account with e-mail and password, or hold a token for someone else's address they never read). Each
// count is printed, so the result can be quoted; each must be zero.

const VICTIM = 'victim@example.test';
const PHISH = 'URGENT: your account is locked. Verify now at https://phish.example/login';
const ROUNDS = 3;
const hex = (n: number) => n.toString(16).padStart(32, '0');

/** Runs every attempt, `at` a time, and counts the ones the rules accepted. */
async function accepted(attempts: (() => Promise<unknown>)[], at = 20): Promise<number> {
  let count = 0;
  for (let i = 0; i < attempts.length; i += at) {
    const results = await Promise.allSettled(attempts.slice(i, i + at).map((attempt) => attempt()));
    count += results.filter((r) => r.status === 'fulfilled').length;
  }
  return count;
}

describeOnEmulator('probe: strangers against the hosted keep-in-touch rules', () => {
  let env: RulesTestEnvironment;
  let clients: [string, Firestore][];
  const raw = async (path: string) => {
    let out: Record<string, unknown>[] = [];
    await env.withSecurityRulesDisabled(async (ctx) => {
      out = (await getDocs(collection(modular(ctx), path))).docs.map((d) => ({ id: d.id, ...d.data() }));
    });
    return out;
  };

  beforeAll(async () => {
    env = await startRulesEnvironment('demo-probe-mail-abuse');
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modular(ctx), 'config/notify'), { email: 'bookings@company.example' });
      // A real subscriber the stranger wants to mail, or to read.
      await setDoc(doc(modular(ctx), 'subscribers/real-uid'), {
        ...firstChoice('real@example.test'),
        consents: {},
        updatedAt: new Date(),
      });
    });
    clients = [
      ['unauthenticated', modular(env.unauthenticatedContext())],
      ['signed in, address not verified', signedInAs(env, { uid: 'eve', email: VICTIM }, false)],
    ];
  });
  afterAll(() => env.cleanup());

  it('no mail document addressed to someone else, with words the stranger chose, is accepted', async () => {
    const attempts = clients.flatMap(([, db]) =>
      Array.from({ length: ROUNDS }, (_, i) => {
        const token = hex(i + 1);
        return [
          // The old hosted form's batch: a subscription and its confirmation e-mail, words chosen freely.
          () => {
            const batch = writeBatch(db);
            batch.set(doc(db, `subscribers/${token}`), {
              email: VICTIM,
              show: null,
              city: 'Phishville',
              consent: true,
              consentText: PHISH,
              consentPage: '/',
              consentedAt: serverTimestamp(),
              confirmedAt: null,
            });
            batch.set(doc(db, `mail/${token}`), {
              to: VICTIM,
              template: { name: 'subscription-confirmation', data: { token, consentText: PHISH } },
              createdAt: serverTimestamp(),
            });
            return batch.commit();
          },
          // A mail document on its own: free text, or a template with the stranger's data.
          () => setDoc(doc(db, `mail/free-${i}`), { to: VICTIM, message: { subject: PHISH, text: PHISH } }),
          () =>
            setDoc(doc(db, `mail/nd-${i}`), {
              to: VICTIM,
              template: { name: 'new-date', data: { show: PHISH, token } },
              createdAt: serverTimestamp(),
            }),
          // The company's own notice, but with words added or sent to the victim as well.
          () =>
            setDoc(doc(db, `mail/n-${i}`), {
              to: ['bookings@company.example', VICTIM],
              template: { name: 'contact-message-notice', data: { message: PHISH } },
              createdAt: serverTimestamp(),
            }),
        ];
      }).flat(),
    );
    const count = await accepted(attempts);
    const stored = await raw('mail');
    console.log(
      `[probe] mail: ${count} of ${attempts.length} writes accepted, ${stored.length} mail documents stored`,
    );
    expect(count).toBe(0);
    expect(stored).toEqual([]);
  }, 300_000);

  it('no stranger ends with a subscription for an address whose mailbox it never read', async () => {
    const key = interestKey('JFK', 'York');
    const victimDoc = {
      ...firstChoice(VICTIM),
      consents: { [key]: { text: consentText('JFK', 'York'), page: '/', at: serverTimestamp() } },
    };
    const attempts = clients.flatMap(([, db]) =>
      Array.from({ length: ROUNDS }, (_, i) => [
        // Under the stranger's own uid, under another's, and under an old-style token id.
        () => setDoc(doc(db, 'subscribers/eve'), victimDoc),
        () => setDoc(doc(db, `subscribers/victim-${i}`), victimDoc),
        // The old double opt-in skip: create unconfirmed, then confirm it yourself.
        async () => {
          const ref = doc(db, `subscribers/${hex(1000 + i)}`);
          await setDoc(ref, { email: VICTIM, show: null, city: null, consent: true, confirmedAt: null });
          await updateDoc(ref, { confirmedAt: serverTimestamp() });
        },
        // Rewriting a real subscriber's address to the victim's.
        () => updateDoc(doc(db, 'subscribers/real-uid'), { email: VICTIM }),
      ]).flat(),
    );
    const count = await accepted(attempts);
    const forVictim = (await raw('subscribers')).filter((s) => s.email === VICTIM);
    console.log(
      `[probe] subscriptions: ${count} of ${attempts.length} writes accepted, ${forVictim.length} documents for the victim's address`,
    );
    expect(count).toBe(0);
    expect(forVictim).toEqual([]);
  }, 300_000);

  it('no stranger reads the subscribers, one by one or as a list', async () => {
    const attempts = clients.flatMap(([, db]) => [
      () => getDocs(collection(db, 'subscribers')),
      () => getDoc(doc(db, 'subscribers/real-uid')),
      () => getDocs(collection(db, 'mail')),
    ]);
    const count = await accepted(attempts);
    console.log(`[probe] reads: ${count} of ${attempts.length} accepted`);
    expect(count).toBe(0);
  });
});

import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import {
  as,
  backdated,
  contactMessageDoc,
  hostingRequestDoc,
  modular,
  ROLES,
  startRulesEnvironment,
  text,
  without,
} from './rules-env';

interface SubmissionCase {
  name: string;
  valid: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  bad: [string, Record<string, unknown>][];
  missing: string;
}

/** Hosting enquiries and contact messages follow the same terms: anyone creates, managers read and delete. */
const COLLECTIONS: SubmissionCase[] = [
  {
    name: 'requests',
    valid: hostingRequestDoc,
    bad: [
      ['a show the form does not offer', { show: 'Hamlet' }],
      ['another show the form does not offer', { shows: ['JFK', 'Hamlet'] }],
      ['no show in its list', { shows: [] }],
      ['a first show that is not `show`', { shows: ['Scrooge', 'JFK'] }],
      ['a show asked about twice', { shows: ['JFK', 'JFK'] }],
      [
        'six shows',
        { shows: ['JFK', 'Titanic', 'Scrooge', 'TheOverlookHotel', 'NoShowInParticular', 'JFK'] },
      ],
      ['shows that are not a list', { shows: 'JFK' }],
      ['a blank contact name', { contactName: ' ' }],
      ['a contact name of 121 characters', { contactName: text(121) }],
      ['a venue name of 121 characters', { venueName: text(121) }],
      ['a blank venue name', { venueName: ' ' }],
      ['a venue link of 2049 characters', { venueLink: text(2049) }],
      ['a message of 5001 characters', { venueMessage: text(5001) }],
      ['an e-mail without @', { venueEmail: 'events.seaview.example' }],
      ['a phone number made of words', { venueNumber: 'call reception' }],
      ['a phone number that is a number', { venueNumber: 1234567890 }],
      ['a back-dated createdAt', { createdAt: backdated }],
      ['an extra field', { status: 'approved' }],
    ],
    missing: 'venueMessage',
  },
  {
    name: 'messages',
    valid: contactMessageDoc,
    bad: [
      ['a name of 121 characters', { name: text(121) }],
      ['a blank message', { message: '' }],
      ['a message of 5001 characters', { message: text(5001) }],
      ['an e-mail of 255 characters', { email: `${text(243)}@example.com` }],
      ['a phone number with five digits', { phone: '12345' }],
      ['a message that is not text', { message: ['hi'] }],
      ['a back-dated createdAt', { createdAt: backdated }],
      ['an extra field', { captcha: 'abc' }],
    ],
    missing: 'phone',
  },
];

describeOnEmulator('firestore.rules: submissions', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-submissions');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const { name, valid } of COLLECTIONS) await setDoc(doc(modular(ctx), `${name}/s1`), valid());
    });
  });

  for (const { name, valid, bad, missing } of COLLECTIONS) {
    it.each(ROLES)(`lets a %s send one to ${name}`, async (role) => {
      await assertSucceeds(addDoc(collection(as(env, role), name), valid()));
    });

    it.each(bad)(`refuses to ${name} %s`, async (_case, overrides) => {
      await assertFails(addDoc(collection(as(env, 'visitor'), name), valid(overrides)));
    });

    it(`refuses to ${name} a document missing ${missing}`, async () => {
      await assertFails(addDoc(collection(as(env, 'visitor'), name), without(valid(), missing)));
    });

    it.each(['01792 000123 ext. 2', '07700 900123 (mobile)', 'Mob: 07700 900123'])(
      `accepts to ${name} a phone number typed as people do: %s`,
      async (phone) => {
        const field = name === 'requests' ? 'venueNumber' : 'phone';
        await assertSucceeds(addDoc(collection(as(env, 'visitor'), name), valid({ [field]: phone })));
      },
    );

    it.each(['01792\n000123', '01792\t000123', '01792\u2028000123'])(
      `refuses to ${name} a phone number on more than one line: %j`,
      async (phone) => {
        const field = name === 'requests' ? 'venueNumber' : 'phone';
        await assertFails(addDoc(collection(as(env, 'visitor'), name), valid({ [field]: phone })));
      },
    );

    it(`accepts to ${name} the longest allowed text`, async () => {
      const longest =
        name === 'requests' ? { venueMessage: text(5000), venueName: text(120) } : { message: text(5000) };
      await assertSucceeds(addDoc(collection(as(env, 'visitor'), name), valid(longest)));
    });

    it.each(['visitor', 'signed-in'] as const)(`keeps ${name} from a %s`, async (role) => {
      const db = as(env, role);
      await assertFails(getDoc(doc(db, `${name}/s1`)));
      await assertFails(getDocs(collection(db, name)));
    });

    it(`lets a manager read ${name}`, async () => {
      const db = as(env, 'manager');
      await assertSucceeds(getDoc(doc(db, `${name}/s1`)));
      await assertSucceeds(getDocs(collection(db, name)));
    });

    it.each(ROLES)(`lets no %s change ${name}`, async (role) => {
      await assertFails(updateDoc(doc(as(env, role), `${name}/s1`), { createdAt: backdated }));
    });

    it(`lets a manager mark one of ${name} opened and handled, at the request's time, and back`, async () => {
      const ref = doc(as(env, 'manager'), `${name}/s1`);
      await assertSucceeds(updateDoc(ref, { openedAt: serverTimestamp(), handledAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(ref, { handledAt: deleteField() }));
      await assertSucceeds(updateDoc(ref, { handledAt: serverTimestamp() }));
    });

    it.each([
      ['a back-dated opening', { openedAt: backdated }],
      ['a back-dated handling', { openedAt: serverTimestamp(), handledAt: backdated }],
      [
        "a change to the visitor's words with the mark",
        { openedAt: serverTimestamp(), createdAt: backdated },
      ],
      ['another field', { openedAt: serverTimestamp(), status: 'spam' }],
    ])(`refuses a manager's mark on ${name} with %s`, async (_case, change) => {
      await assertFails(updateDoc(doc(as(env, 'manager'), `${name}/s1`), change));
    });

    it(`keeps the first opening of one of ${name}: a later one cannot move it`, async () => {
      const ref = doc(as(env, 'manager'), `${name}/s1`);
      await assertSucceeds(updateDoc(ref, { openedAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { openedAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { openedAt: deleteField() }));
    });

    it.each(['visitor', 'signed-in'] as const)(`lets no %s mark one of ${name} handled`, async (role) => {
      await assertFails(
        updateDoc(doc(as(env, role), `${name}/s1`), {
          openedAt: serverTimestamp(),
          handledAt: serverTimestamp(),
        }),
      );
      await assertFails(
        addDoc(collection(as(env, role), name), {
          ...valid(),
          openedAt: serverTimestamp(),
          handledAt: serverTimestamp(),
        }),
      );
    });

    it.each(['visitor', 'signed-in'] as const)(`refuses a deletion from ${name} by a %s`, async (role) => {
      await assertFails(deleteDoc(doc(as(env, role), `${name}/s1`)));
    });

    it(`lets a manager delete from ${name}`, async () => {
      await assertSucceeds(deleteDoc(doc(as(env, 'manager'), `${name}/s1`)));
    });
  }
});

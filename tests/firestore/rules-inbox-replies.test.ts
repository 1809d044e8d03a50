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
import {
  as,
  backdated,
  contactMessageDoc,
  hostingRequestDoc,
  modular,
  startRulesEnvironment,
  text,
  type Role,
} from './rules-env';

const SENDER = 'ann@example.test';
const VENUE = 'events@seaview.example';

/** The answer as reply-store.ts keeps it with the message; tests override one field at a time. */
const replyDoc = (overrides: Record<string, unknown> = {}) => ({
  to: SENDER,
  subject: 'Re: vegans',
  body: 'Yes, every course.',
  by: 'm@example.test',
  sentAt: serverTimestamp(),
  ...overrides,
});

/** Its e-mail as reply-store.ts writes it to /mail under the reply's id. */
const mailDoc = (overrides: Record<string, unknown> = {}) => ({
  to: SENDER,
  replyTo: 'hello@example.test',
  template: {
    name: 'inbox-reply',
    data: {
      subject: 'Re: vegans',
      answer: 'Yes, every course.',
      quoteHeading: 'On ..., Ann wrote:',
      quote: '> Hi',
    },
  },
  reply: { collection: 'messages', message: 'm1' },
  createdAt: serverTimestamp(),
  ...overrides,
});

/** The reply and its e-mail in one batch, as the dashboard sends them. */
function sendReply(
  db: Firestore,
  {
    reply = replyDoc(),
    mail = mailDoc() as Record<string, unknown> | null,
    path = 'messages/m1',
    id = 'r1',
  } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, `${path}/replies/${id}`), reply);
  if (mail) batch.set(doc(db, `mail/${id}`), mail);
  return batch.commit();
}

describeOnEmulator('firestore.rules: answers from the inbox', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-inbox-replies');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = modular(ctx);
      await setDoc(doc(db, 'messages/m1'), contactMessageDoc({ email: SENDER }));
      await setDoc(doc(db, 'requests/q1'), hostingRequestDoc({ venueEmail: VENUE }));
      await setDoc(doc(db, 'messages/m1/replies/kept'), replyDoc());
    });
  });

  describe('writing one', () => {
    it('lets a manager answer a message: the answer kept with it, its e-mail to the sender', async () => {
      await assertSucceeds(sendReply(as(env, 'manager')));
    });

    it("lets a manager answer a hosting enquiry at the venue's address", async () => {
      await assertSucceeds(
        sendReply(as(env, 'manager'), {
          path: 'requests/q1',
          reply: replyDoc({ to: VENUE }),
          mail: mailDoc({ to: VENUE, reply: { collection: 'requests', message: 'q1' } }),
        }),
      );
    });

    it.each(['visitor', 'signed-in'] as Role[])('lets no %s answer', async (role) => {
      await assertFails(sendReply(as(env, role)));
    });

    it.each([
      ['to another address', { to: 'someone@else.example' }],
      ['signed as another manager', { by: 'other@example.test' }],
      ['back-dated', { sentAt: backdated }],
      ['with a blank answer', { body: ' \n ' }],
      ['with an answer of 5001 characters', { body: text(5001) }],
      ['with a subject of 201 characters', { subject: text(201) }],
      ['with a subject over two lines', { subject: 'Re:\nvegans' }],
      ['with another field', { state: 'sent' }],
    ])('refuses an answer %s', async (_case, overrides) => {
      await assertFails(sendReply(as(env, 'manager'), { reply: replyDoc(overrides) }));
    });

    it('refuses an answer kept without its e-mail', async () => {
      await assertFails(sendReply(as(env, 'manager'), { mail: null }));
    });

    it('refuses an answer to a message that is not there (erased)', async () => {
      await assertFails(
        sendReply(as(env, 'manager'), {
          path: 'messages/gone',
          mail: mailDoc({ reply: { collection: 'messages', message: 'gone' } }),
        }),
      );
    });

    it("refuses an enquiry's answer addressed to anyone but the venue", async () => {
      await assertFails(
        sendReply(as(env, 'manager'), {
          path: 'requests/q1',
          mail: mailDoc({ reply: { collection: 'requests', message: 'q1' } }),
        }),
      );
    });
  });

  describe("the answer's e-mail", () => {
    it("must go to the message's sender, even beside a true answer", async () => {
      await assertFails(sendReply(as(env, 'manager'), { mail: mailDoc({ to: 'someone@else.example' }) }));
    });

    it('is refused alone, without the answer it carries', async () => {
      await assertFails(setDoc(doc(as(env, 'manager'), 'mail/r1'), mailDoc()));
    });

    it.each([
      ['a collection other than the inbox', { reply: { collection: 'subscribers', message: 'm1' } }],
      ['the reply template without naming its message', { reply: undefined }],
      ['another field', { bcc: 'someone@else.example' }],
      ['a Reply-To that is not an address', { replyTo: 'nobody' }],
      ['a back-dated creation', { createdAt: backdated }],
    ])('is refused with %s', async (_case, overrides) => {
      const mail = Object.fromEntries(
        Object.entries(mailDoc(overrides)).filter(([, value]) => value !== undefined),
      );
      await assertFails(sendReply(as(env, 'manager'), { mail }));
    });

    it('cannot be made by a visitor, even to the sender', async () => {
      await assertFails(setDoc(doc(as(env, 'visitor'), 'mail/r1'), mailDoc()));
    });

    it("leaves a manager's other e-mails (a new-date notice) as they were", async () => {
      await assertSucceeds(
        setDoc(doc(as(env, 'manager'), 'mail/n1'), {
          to: 'sub@example.test',
          template: { name: 'new-date', data: { show: 'Titanic' } },
        }),
      );
    });
  });

  describe('reading, changing and erasing', () => {
    it('lets a manager read the answers kept with a message', async () => {
      const db = as(env, 'manager');
      await assertSucceeds(getDoc(doc(db, 'messages/m1/replies/kept')));
      await assertSucceeds(getDocs(collection(db, 'messages/m1/replies')));
    });

    it.each(['visitor', 'signed-in'] as Role[])('keeps the answers from a %s', async (role) => {
      const db = as(env, role);
      await assertFails(getDoc(doc(db, 'messages/m1/replies/kept')));
      await assertFails(getDocs(collection(db, 'requests/q1/replies')));
    });

    it.each(['visitor', 'signed-in', 'manager'] as Role[])(
      'lets no %s change an answer sent',
      async (role) => {
        await assertFails(
          updateDoc(doc(as(env, role), 'messages/m1/replies/kept'), { body: 'Something else' }),
        );
      },
    );

    it('lets a manager erase an answer (with its message), and nobody else', async () => {
      await assertFails(deleteDoc(doc(as(env, 'visitor'), 'messages/m1/replies/kept')));
      await assertFails(deleteDoc(doc(as(env, 'signed-in'), 'messages/m1/replies/kept')));
      await assertSucceeds(deleteDoc(doc(as(env, 'manager'), 'messages/m1/replies/kept')));
    });
  });
});

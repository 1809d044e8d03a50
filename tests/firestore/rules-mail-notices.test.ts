import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { describeOnEmulator } from './emulator';
import {
  as,
  contactMessageDoc,
  hostingRequestDoc,
  modular,
  startRulesEnvironment,
  without,
} from './rules-env';

const MANAGER_ADDRESS = 'bookings@company.example';
const TOKEN = '0123456789abcdef0123456789abcdef';

const fieldsOf = (submission: Record<string, unknown>) => without(submission, 'createdAt');

const notice = (
  template: string,
  submission: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) => ({
  to: MANAGER_ADDRESS,
  template: { name: template, data: fieldsOf(submission) },
  createdAt: serverTimestamp(),
  ...overrides,
});

/** What the hosted forms write: the submission and, under the same id, the manager's notice, in one batch. */
function send(
  db: Firestore,
  collectionName: 'messages' | 'requests',
  submission: Record<string, unknown>,
  mail: Record<string, unknown>,
  { id = 'sub-1', mailId = id }: { id?: string; mailId?: string } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, `${collectionName}/${id}`), submission);
  batch.set(doc(db, `mail/${mailId}`), mail);
  return batch.commit();
}

const message = contactMessageDoc();

describeOnEmulator('firestore.rules: notices of submissions, and deleting mail', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment('demo-rules-mail-notices');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modular(ctx), 'config/notify'), { email: MANAGER_ADDRESS });
    });
  });
  const visitor = () => as(env, 'visitor');

  describe('a visitor', () => {
    it('may send a contact message with its notice to the configured address in the same batch', async () => {
      const message = contactMessageDoc();
      await assertSucceeds(send(visitor(), 'messages', message, notice('contact-message-notice', message)));
    });

    it("may send a hosting enquiry with its notice in the same batch, Reply-To the sender's address", async () => {
      const enquiry = hostingRequestDoc();
      const mail = notice('hosting-request-notice', enquiry, { replyTo: enquiry.venueEmail });
      await assertSucceeds(send(visitor(), 'requests', enquiry, mail));
    });

    it("may name the sender's own address as the notice's Reply-To, and no other", async () => {
      await assertSucceeds(
        send(
          visitor(),
          'messages',
          message,
          notice('contact-message-notice', message, { replyTo: message.email }),
          {
            id: 'ok-1',
          },
        ),
      );
      await assertFails(
        send(
          visitor(),
          'messages',
          message,
          notice('contact-message-notice', message, { replyTo: 'eve@example.test' }),
          { id: 'bad-1' },
        ),
      );
    });

    it.each([
      ['to another recipient', notice('contact-message-notice', message, { to: 'eve@example.test' })],
      [
        'to the manager and someone else',
        notice('contact-message-notice', message, { to: [MANAGER_ADDRESS, 'eve@example.test'] }),
      ],
      ['from another template', notice('subscription-confirmation', message)],
      ["from the enquiries' template", notice('hosting-request-notice', message)],
      [
        'with free text of its own',
        notice('contact-message-notice', message, {
          message: { subject: 'Win a prize', text: 'Click here' },
        }),
      ],
      [
        'with data that is not the message',
        notice('contact-message-notice', { ...message, message: 'Something else entirely' }),
      ],
      [
        'with a field added to the data',
        notice('contact-message-notice', { ...message, link: 'https://spam.example' }),
      ],
      ['back-dated', notice('contact-message-notice', message, { createdAt: new Date('2020-01-01') })],
    ])('may not send a notice %s', async (_case, mail) => {
      await assertFails(send(visitor(), 'messages', message, mail));
    });

    it('may not send a notice under another id than its submission', async () => {
      await assertFails(
        send(visitor(), 'messages', message, notice('contact-message-notice', message), { mailId: 'sub-2' }),
      );
    });

    it('may not send a notice alone, or one about a message stored earlier', async () => {
      await assertFails(setDoc(doc(visitor(), 'mail/lonely'), notice('contact-message-notice', message)));
      await env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(modular(ctx), 'messages/old-1'), message);
      });
      await assertFails(setDoc(doc(visitor(), 'mail/old-1'), notice('contact-message-notice', message)));
    });

    it('may not send any notice when no recipient is configured (the message alone still goes)', async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await deleteDoc(doc(modular(ctx), 'config/notify'));
      });
      await assertFails(send(visitor(), 'messages', message, notice('contact-message-notice', message)));
      await assertSucceeds(setDoc(doc(visitor(), 'messages/sub-1'), message));
    });

    it('may neither read nor change who is notified', async () => {
      await assertFails(getDoc(doc(visitor(), 'config/notify')));
      await assertFails(setDoc(doc(visitor(), 'config/notify'), { email: 'eve@example.test' }));
      await assertFails(setDoc(doc(as(env, 'signed-in'), 'config/notify'), { email: 'eve@example.test' }));
    });
  });

  describe('managers', () => {
    it('set who is notified', async () => {
      await assertSucceeds(
        setDoc(doc(as(env, 'manager'), 'config/notify'), { email: 'new@company.example' }),
      );
    });

    it('write a new-date e-mail once: writing the same document again is refused', async () => {
      const db = as(env, 'manager');
      const mail = { to: 'ada@example.test', template: { name: 'new-date', data: { token: TOKEN } } };
      await assertSucceeds(setDoc(doc(db, `mail/${TOKEN}-venue-1-2031-05-17`), mail));
      await assertFails(setDoc(doc(db, `mail/${TOKEN}-venue-1-2031-05-17`), mail));
    });

    it('write a cancelled, postponed or moved date e-mail once per change, and a visitor none', async () => {
      const db = as(env, 'manager');
      for (const name of ['date-cancelled', 'date-postponed', 'date-moved']) {
        const id = `mail/${TOKEN}-venue-1-${name.slice(5)}-3`;
        const mail = { to: 'ada@example.test', template: { name, data: { token: TOKEN } } };
        await assertFails(setDoc(doc(visitor(), id), mail));
        // Not even to the office's own address, which a submission's notice may reach.
        await assertFails(setDoc(doc(visitor(), `mail/${name}`), { ...mail, to: MANAGER_ADDRESS }));
        await assertSucceeds(setDoc(doc(db, id), mail));
        await assertFails(setDoc(doc(db, id), mail));
      }
    });

    it('may delete any e-mail (erasure)', async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(modular(ctx), 'mail/notice-1'), { to: MANAGER_ADDRESS });
      });
      await assertSucceeds(deleteDoc(doc(as(env, 'manager'), 'mail/notice-1')));
    });
  });

  describe('deleting mail', () => {
    beforeEach(async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = modular(ctx);
        await setDoc(doc(db, `mail/${TOKEN}`), {
          to: 'ada@example.test',
          template: { name: 'subscription-confirmation', data: { token: TOKEN } },
        });
        await setDoc(doc(db, `mail/${TOKEN}-venue-1-2031-05-17`), {
          to: 'ada@example.test',
          template: { name: 'new-date', data: { token: TOKEN } },
        });
        await setDoc(doc(db, 'mail/sub-1'), notice('contact-message-notice', message));
      });
    });

    it('is refused to a visitor for every e-mail, a former confirmation included', async () => {
      await assertFails(deleteDoc(doc(visitor(), `mail/${TOKEN}`)));
      await assertFails(deleteDoc(doc(visitor(), `mail/${TOKEN}-venue-1-2031-05-17`)));
      await assertFails(deleteDoc(doc(visitor(), 'mail/sub-1')));
      await assertFails(deleteDoc(doc(as(env, 'signed-in'), 'mail/sub-1')));
    });
  });
});

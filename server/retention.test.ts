import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aContactMessageInput, aHostingRequestInput } from '../tests/builders/inputs';
import { hostingRequestInputSchema } from '../src/domain/hosting-request';
import { applyRetention } from './retention';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('retention', () => {
  it('deletes contact messages and hosting enquiries older than RETENTION_MONTHS, keeping newer ones', () => {
    const { store } = t.app;
    store.contactMessages.create(aContactMessageInput({ name: 'Old' }), new Date('2028-01-01T09:00:00Z'));
    store.contactMessages.create(aContactMessageInput({ name: 'Recent' }), new Date('2029-06-01T09:00:00Z'));
    store.hostingRequests.create(
      hostingRequestInputSchema.parse(aHostingRequestInput({ venueName: 'Old Hall' })),
      new Date('2027-12-31T09:00:00Z'),
    );

    const deleted = applyRetention(store, new Date('2030-03-01T10:00:00Z'), 24);
    expect(deleted).toMatchObject({ contactMessages: 1, hostingRequests: 1 });
    expect(store.contactMessages.pageNewestFirst({ limit: 100 }).items.map((m) => m.name)).toEqual([
      'Recent',
    ]);
    expect(store.hostingRequests.pageNewestFirst({ limit: 100 }).items).toEqual([]);
  });

  it('deletes a subscription nobody confirmed 30 days after it was asked for, keeping confirmed ones', () => {
    const { store } = t.app;
    const asked = new Date('2030-01-01T09:00:00Z');
    const ask = (email: string) =>
      store.subscribers.save(
        { email, show: 'JFK', city: 'York', consent: true, page: '/jfk' },
        'words',
        asked,
      );
    ask('never@example.co.uk');
    store.subscribers.confirm(ask('confirmed@example.co.uk').token, asked);

    expect(applyRetention(store, new Date('2030-01-30T09:00:00Z'), 24)).toMatchObject({
      unconfirmedSubscriptions: 0,
    });
    expect(applyRetention(store, new Date('2030-02-01T09:00:00Z'), 24)).toMatchObject({
      unconfirmedSubscriptions: 1,
    });
    expect(store.subscribers.listAll().map((s) => s.email)).toEqual(['confirmed@example.co.uk']);
  });

  it('purges the e-mail log, and a reply still says how its e-mail ended: failed with why, held as not sent', () => {
    const { store } = t.app;
    const written = new Date('2030-01-01T09:00:00Z');
    const message = store.contactMessages.create(aContactMessageInput(), written);
    const to = message.email;
    for (const [id, status] of [
      ['failed', 'waiting'],
      ['held', 'held'],
    ] as const) {
      const mailKey = `inbox-reply:${id}`;
      const mail = {
        kind: 'inbox-reply',
        to,
        subject: 'Re: hello',
        text: 'Hello',
        html: 'Hello',
        dedupeKey: mailKey,
      };
      store.outbox.enqueue(mail, written, status);
      const body = { subject: 'Re: hello', body: 'Hello', sentBy: 'manager@example.test' };
      const where = { kind: 'contactMessages', submissionId: message.id } as const;
      store.inboxReplies.add({ id, ...where, ...body, to, sentAt: written.toISOString(), mailKey });
    }
    const sending = store.outbox.claimDue(written);
    if (!sending) throw new Error('the reply was not queued');
    store.outbox.markFailed(sending.id, 'Mailbox full');

    // Five months on: the e-mail log (90 days) is purged; the message (24 months) is kept, and its replies.
    expect(applyRetention(store, new Date('2030-06-01T09:00:00Z'), 24)).toMatchObject({ mailLog: 2 });
    expect(store.outbox.listNewest()).toEqual([]);
    const replies = store.inboxReplies.of('contactMessages', message.id);
    expect(replies.map(({ id, state, error }) => ({ id, state, error }))).toEqual([
      { id: 'failed', state: 'failed', error: 'Mailbox full' },
      { id: 'held', state: 'not-sent', error: undefined },
    ]);
  });

  it('runs when the server starts', async () => {
    const { dataDir } = t;
    t.app.store.contactMessages.create(aContactMessageInput(), new Date('2020-01-01T00:00:00Z'));
    await t.app.close();
    t = await createTestApp({ dataDir, retentionMonths: 12, now: () => new Date('2030-03-01T10:00:00Z') });
    expect(t.app.store.contactMessages.pageNewestFirst({ limit: 100 }).items).toEqual([]);
  });
});

import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { isDataError } from '../../src/data/errors';
import { describeOnEmulator } from './emulator';
import { makeFirebaseHarness, storeRaw, subscribeVerified, type FirebaseHarness } from './firebase-harness';

const PROJECT = 'demo-subscribers-dashboard';
const TITANIC_CARLISLE = { show: 'Titanic', city: 'Carlisle', page: '/whats-on?city=carlisle' } as const;
const ADA = { uid: 'ada-uid', email: 'ada@example.co.uk' };
const BOB = { uid: 'bob-uid', email: 'bob@example.co.uk' };

describeOnEmulator("the hosted dashboard's subscribers and e-mail views", () => {
  let h: FirebaseHarness;
  beforeAll(() => {
    h = makeFirebaseHarness(PROJECT);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  it('lists subscribers a page at a time with demand by city and show, and erases one', async () => {
    await subscribeVerified(PROJECT, ADA, TITANIC_CARLISLE);
    await subscribeVerified(PROJECT, BOB, TITANIC_CARLISLE);
    // A second choice of the same address is a row of its own; asking again for one changes nothing.
    await subscribeVerified(PROJECT, ADA, { city: 'York' });
    await subscribeVerified(PROJECT, ADA, { city: 'York' });
    const first = await h.manager.listSubscribers({ limit: 1 });
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const all = await h.manager.listSubscribers();
    const ada = all.items.find((s) => s.email === ADA.email);
    if (!ada) throw new Error('ada@example.co.uk was not listed');
    expect(ada.confirmedAt).not.toBeNull();

    // Every row is confirmed: the e-mail link proved the address before anything was stored.
    expect(all.demand.byCity).toEqual([
      { city: 'Carlisle', count: 2, waiting: 0 },
      { city: 'York', count: 1, waiting: 0 },
    ]);
    expect(all.demand.byShow).toEqual([
      { show: 'Titanic', count: 2, waiting: 0 },
      { show: null, count: 1, waiting: 0 },
    ]);

    await h.manager.eraseSubscriber(ada.id);
    expect((await h.manager.listSubscribers()).items.map((s) => s.email)).toEqual(['bob@example.co.uk']);
    const refused = await h.visitor.listSubscribers().catch((error: unknown) => error);
    expect(isDataError(refused)).toBe(true);
  });

  it('reads the e-mail outbox from the Trigger Email delivery state, failures with their reason', async () => {
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    await storeRaw(PROJECT, {
      'mail/failed': {
        to: 'gone@example.co.uk',
        message: { subject: 'Titanic comes to Carlisle' },
        createdAt: at('2026-03-03T10:00:00Z'),
        delivery: { state: 'ERROR', error: '550 mailbox unavailable', attempts: 3 },
      },
      'mail/sent': {
        to: 'ada@example.co.uk',
        template: { name: 'subscription-confirmation' },
        createdAt: at('2026-03-02T10:00:00Z'),
        delivery: { state: 'SUCCESS', attempts: 1, endTime: at('2026-03-02T10:00:04Z') },
      },
      'mail/new': { to: 'bob@example.co.uk', createdAt: at('2026-03-04T10:00:00Z') },
    });
    const outbox = await h.manager.listOutbox();
    expect(outbox.counts).toEqual({ waiting: 1, sending: 0, sent: 1, failed: 1, held: 0 });
    expect(outbox.messages.map((m) => [m.id, m.status])).toEqual([
      ['new', 'waiting'],
      ['failed', 'failed'],
      ['sent', 'sent'],
    ]);
    expect(outbox.messages[1]).toMatchObject({
      to: 'gone@example.co.uk',
      subject: 'Titanic comes to Carlisle',
      attempts: 3,
      lastError: '550 mailbox unavailable',
    });
    expect(outbox.messages[2]?.sentAt).toBe('2026-03-02T10:00:04.000Z');
    // Opened: the extension's template writes a templated e-mail's words, so none are kept to show.
    expect(await h.manager.readOutboxMessage('sent')).toMatchObject({ status: 'sent', text: null });
    const refused = await h.visitor.readOutboxMessage('sent').catch((error: unknown) => error);
    expect(isDataError(refused)).toBe(true);
  });
});

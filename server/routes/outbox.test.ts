import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxMessageText, OutboxSummary } from '../../src/domain/subscription';
import { aHostingRequestInput, aSubscriptionInput } from '../../tests/builders/inputs';
import { MAIL_OFF_REFUSAL } from '../../src/content/subscriptions';
import { mailingApp } from '../testing/mailing-app';
import { SOLD_OUT } from '../testing/seats-back-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

const SITE = 'https://shows.example.test';

const read = async <T>(t: TestApp, cookie: string | null, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
};

describe('without SMTP', () => {
  let off: TestApp;
  afterEach(() => off.close());

  it('refuses "tell me when" and "tell me if seats come back" with a clear message, storing nothing', async () => {
    off = await createTestApp();
    const cookie = await off.signIn();
    const venue = await off.createVenue(cookie, SOLD_OUT);
    const asks = [
      { url: '/api/subscriptions', payload: aSubscriptionInput() },
      {
        url: '/api/seats-back',
        payload: { email: 'a@example.co.uk', listing: venue.id, partySize: 2, consent: true },
      },
    ];
    for (const { url, payload } of asks) {
      const response = await off.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(409);
      expect(response.json(), url).toEqual({ error: { code: 'mail_off', message: MAIL_OFF_REFUSAL } });
    }
    const subscribers = await read<{ total: number; mailEnabled: boolean }>(
      off,
      cookie,
      '/api/subscriptions',
    );
    expect(subscribers.body).toMatchObject({ total: 0, mailEnabled: false });
    expect(off.app.store.seatsBack.countWaiting()).toEqual({});
  });

  it('keeps every e-mail the site would send in the outbox, unsent, for a manager to open and read', async () => {
    off = await createTestApp({ siteUrl: SITE });
    const cookie = await off.signIn();
    const enquiry = await off.app.inject({
      method: 'POST',
      url: '/api/hosting-requests',
      payload: aHostingRequestInput(),
    });
    expect(enquiry.statusCode).toBe(201);

    const outbox = await read<OutboxSummary>(off, cookie, '/api/outbox');
    expect(outbox.body.mailEnabled).toBe(false);
    expect(outbox.body.counts).toMatchObject({ held: 1, waiting: 0, sent: 0 });
    const [listed] = outbox.body.messages;
    expect(listed).toMatchObject({ to: 'events@old-rectory.example.co.uk', status: 'held' });
    expect(listed).not.toHaveProperty('text');

    const opened = await read<OutboxMessageText>(off, cookie, `/api/outbox/${listed?.id}`);
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toMatchObject({ id: listed?.id, status: 'held', subject: listed?.subject });
    expect(opened.body.text).toContain(`${SITE}/eventContact`);
  });

  it('shows one e-mail to managers only, and says when it is no longer kept', async () => {
    off = await createTestApp();
    off.app.store.transaction(() =>
      off.app.mail.enqueue({ kind: 'k', to: 'a@example.test', subject: 'Private', paragraphs: ['words'] }),
    );
    const [held] = off.app.store.outbox.listNewest();
    expect((await read(off, null, `/api/outbox/${held?.id}`)).status).toBe(401);
    const cookie = await off.signIn();
    for (const id of ['999999', 'abc', '-1']) {
      const gone = await read<{ error: { message: string } }>(off, cookie, `/api/outbox/${id}`);
      expect(gone.status, id).toBe(404);
      expect(gone.body.error.message).toMatch(/no longer kept/);
    }
  });
});

describe('with SMTP', () => {
  const server = mailingApp(SITE);

  it('opens a sent e-mail with its state and the words that went', async () => {
    const sent = await server.sentAfter(() =>
      server.t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: aSubscriptionInput() }),
    );
    expect(sent).toHaveLength(1);
    const outbox = await read<OutboxSummary>(server.t, server.cookie, '/api/outbox');
    const [listed] = outbox.body.messages;
    const opened = await read<OutboxMessageText>(server.t, server.cookie, `/api/outbox/${listed?.id}`);
    expect(opened.body).toMatchObject({ status: 'sent', to: sent[0]?.to[0] });
    expect(opened.body.text?.trim()).toBe(sent[0]?.text.trim());
  });
});

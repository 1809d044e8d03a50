import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact-message';
import type { HostingRequest } from '../../src/domain/hosting-request';
import type { ListPage } from '../../src/domain/paging';
import { HONEYPOT_FIELD } from '../../src/domain/spam-guard';
import { aContactMessageInput, aHostingRequestInput } from '../../tests/builders/inputs';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let clock: Date;
beforeEach(async () => {
  clock = new Date('2030-03-01T10:00:00Z');
  t = await createTestApp({ now: () => clock });
});
afterEach(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
async function pageAs<T>(url: string): Promise<ListPage<T>> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: await t.signIn() } });
  expect(response.statusCode).toBe(200);
  return response.json<ListPage<T>>();
}
const listAs = async <T>(url: string): Promise<T[]> => (await pageAs<T>(url)).items;

describe('hosting requests', () => {
  it('are accepted from anyone and listed to managers newest first', async () => {
    expect(
      (await post('/api/hosting-requests', aHostingRequestInput({ venueName: 'First' }))).statusCode,
    ).toBe(201);
    clock = new Date('2030-03-02T10:00:00Z');
    expect(
      (await post('/api/hosting-requests', aHostingRequestInput({ venueName: 'Second', venueLink: '' })))
        .statusCode,
    ).toBe(201);

    const requests = await listAs<HostingRequest>('/api/hosting-requests');
    expect(requests.map((r) => r.venueName)).toEqual(['Second', 'First']);
    expect(requests[0]).toMatchObject({
      venueLink: '',
      createdAt: '2030-03-02T10:00:00.000Z',
      id: expect.any(String),
    });
  });

  it('are refused with a message per field when invalid', async () => {
    const response = await post(
      '/api/hosting-requests',
      aHostingRequestInput({ venueEmail: 'not-an-email', venueNumber: 'call me' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      venueEmail: 'Enter a valid e-mail address, like name@example.com',
      venueNumber: 'Enter a phone number, like 01792 123456',
    });
    expect(await listAs('/api/hosting-requests')).toEqual([]);
  });
});

describe('contact messages', () => {
  it('are accepted from anyone and listed to managers newest first', async () => {
    await post('/api/contact-messages', aContactMessageInput({ name: 'Older' }));
    clock = new Date('2030-03-01T11:00:00Z');
    await post('/api/contact-messages', aContactMessageInput({ name: 'Newer' }));
    expect((await listAs<ContactMessage>('/api/contact-messages')).map((m) => m.name)).toEqual([
      'Newer',
      'Older',
    ]);
  });

  it('are refused when a required field is missing', async () => {
    const response = await post('/api/contact-messages', { ...aContactMessageInput(), message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ message: 'Message is required' });
  });
});

describe('manager lists', () => {
  it('come a page at a time, newest first, with the total and a cursor to the next page', async () => {
    for (let i = 1; i <= 5; i += 1) {
      clock = new Date(`2030-03-0${i}T10:00:00Z`);
      await post('/api/contact-messages', aContactMessageInput({ name: `Visitor ${i}` }));
    }
    const first = await pageAs<ContactMessage>('/api/contact-messages?limit=2');
    expect(first.items.map((m) => m.name)).toEqual(['Visitor 5', 'Visitor 4']);
    expect(first.total).toBe(5);
    expect(first.nextCursor).toEqual(expect.any(String));

    // A visitor writing meanwhile does not shift the pages a manager is reading.
    clock = new Date('2030-03-09T10:00:00Z');
    await post('/api/contact-messages', aContactMessageInput({ name: 'Latecomer' }));
    const second = await pageAs<ContactMessage>(`/api/contact-messages?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((m) => m.name)).toEqual(['Visitor 3', 'Visitor 2']);
    expect(second.total).toBe(6);
    const last = await pageAs<ContactMessage>(`/api/contact-messages?limit=2&cursor=${second.nextCursor}`);
    expect(last.items.map((m) => m.name)).toEqual(['Visitor 1']);
    expect(last.nextCursor).toBeNull();
  });

  it('keep submissions stored in the same millisecond apart, each shown once', async () => {
    for (let i = 1; i <= 5; i += 1)
      await post('/api/hosting-requests', aHostingRequestInput({ venueName: `Hall ${i}` }));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: ListPage<HostingRequest> = await pageAs(`/api/hosting-requests?limit=2&cursor=${cursor}`);
      seen.push(...page.items.map((r) => r.venueName));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['Hall 5', 'Hall 4', 'Hall 3', 'Hall 2', 'Hall 1']);
  });

  it('send 25 by default and refuse a page size over 100 or a forged cursor', async () => {
    for (let i = 0; i < 30; i += 1) await post('/api/contact-messages', aContactMessageInput());
    expect((await listAs('/api/contact-messages')).length).toBe(25);
    const cookie = await t.signIn();
    for (const query of ['limit=101', 'limit=0', 'limit=x', 'cursor=bm9wZQ', `cursor=${'a'.repeat(300)}`]) {
      const response = await t.app.inject({ url: `/api/contact-messages?${query}`, headers: { cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('invalid_input');
    }
  });

  it('are refused without a session', async () => {
    expect((await t.app.inject({ url: '/api/contact-messages?limit=1' })).statusCode).toBe(401);
  });
});

describe('the daily cap on submissions from all addresses', () => {
  it("refuses with a clear 429 once a form has its day's worth, logs it, and opens again a day later", async () => {
    await t.close();
    const warnings: string[] = [];
    const logger = {
      level: 'warn',
      stream: { write: (line: string) => void warnings.push(line) },
    };
    t = await createTestApp({
      now: () => clock,
      rateLimits: { submissionsPerDay: 3, submissionsPerMinute: 100 },
      logger,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await post('/api/contact-messages', aContactMessageInput({ name: `Visitor ${i}` }))).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);

    const refused = await post('/api/contact-messages', aContactMessageInput());
    expect(refused.json()).toEqual({
      error: {
        code: 'daily_limit',
        message: expect.stringMatching(/unusually large number.*try again tomorrow/),
      },
    });
    expect(warnings.join('')).toMatch(/daily cap reached: contact messages/);
    expect((await pageAs<ContactMessage>('/api/contact-messages')).total).toBe(3);
    // The other form has its own cap.
    expect((await post('/api/hosting-requests', aHostingRequestInput())).statusCode).toBe(201);

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect((await post('/api/contact-messages', aContactMessageInput())).statusCode).toBe(201);
  });
});

describe('bots', () => {
  // Bots get the same answer as people, so they have no reason to try something cleverer; nothing is kept.
  it('that fill the hidden honeypot field get 201 and nothing is stored', async () => {
    const bot = await post('/api/contact-messages', {
      ...aContactMessageInput(),
      [HONEYPOT_FIELD]: 'http://spam.example',
    });
    const person = await post('/api/contact-messages', {
      ...aContactMessageInput({ name: 'Person' }),
      [HONEYPOT_FIELD]: '',
    });
    const botRequest = await post('/api/hosting-requests', {
      ...aHostingRequestInput(),
      [HONEYPOT_FIELD]: 'x',
    });
    expect([bot.statusCode, person.statusCode, botRequest.statusCode]).toEqual([201, 201, 201]);
    expect(bot.json()).toEqual(person.json());

    expect((await listAs<ContactMessage>('/api/contact-messages')).map((m) => m.name)).toEqual(['Person']);
    expect(await listAs('/api/hosting-requests')).toEqual([]);
  });

  it('that flood a form are rate-limited with 429 in the error shape', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { submissionsPerMinute: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post('/api/contact-messages', aContactMessageInput())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);

    const limited = await post('/api/hosting-requests', aHostingRequestInput());
    expect(limited.statusCode).toBe(201); // each form has its own budget
    const flooded = await post('/api/contact-messages', aContactMessageInput());
    expect(flooded.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again/) },
    });
    expect(flooded.headers['retry-after']).toBeDefined();
  });
});

describe('erasure', () => {
  it('removes one contact message or hosting enquiry by id, managers only', async () => {
    await post('/api/contact-messages', aContactMessageInput({ name: 'Erase me' }));
    await post('/api/contact-messages', aContactMessageInput({ name: 'Keep me' }));
    await post('/api/hosting-requests', aHostingRequestInput());
    const messages = await listAs<ContactMessage>('/api/contact-messages');
    const target = messages.find((m) => m.name === 'Erase me');
    const [request] = await listAs<HostingRequest>('/api/hosting-requests');

    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/contact-messages/${target?.id}` });
    expect(anonymous.statusCode).toBe(401);

    const cookie = await t.signIn();
    const erase = (url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    expect((await erase(`/api/contact-messages/${target?.id}`)).statusCode).toBe(204);
    expect((await erase(`/api/hosting-requests/${request?.id}`)).statusCode).toBe(204);
    expect((await listAs<ContactMessage>('/api/contact-messages')).map((m) => m.name)).toEqual(['Keep me']);
    expect(await listAs('/api/hosting-requests')).toEqual([]);
    const again = await erase(`/api/contact-messages/${target?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('That message has already been erased.');
  });
});

describe('erasure with e-mail on', () => {
  it("also erases the manager's e-mail about the message, which holds the same words", async () => {
    const inbox = await startSmtpInbox();
    const withMail = await createTestApp({
      mail: { smtpUrl: inbox.url, from: 'site@example.test' },
      notifyEmail: 'office@example.test',
    });
    await withMail.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: aContactMessageInput(),
    });
    await inbox.waitFor(1);
    await withMail.app.mail.drain();
    expect(withMail.app.store.outbox.listNewest()).toHaveLength(1);
    const [message] = withMail.app.store.contactMessages.pageNewestFirst({ limit: 100 }).items;
    const erase = await withMail.app.inject({
      method: 'DELETE',
      url: `/api/contact-messages/${message?.id}`,
      headers: { cookie: await withMail.signIn() },
    });
    expect(erase.statusCode).toBe(204);
    expect(withMail.app.store.outbox.listNewest()).toEqual([]);
    await withMail.close();
    await inbox.close();
  });
});

describe('the inbox', () => {
  it('refuses an unknown mark or filter with a message, and changes nothing', async () => {
    await post('/api/contact-messages', aContactMessageInput());
    const [message] = await listAs<ContactMessage>('/api/contact-messages');
    const cookie = await t.signIn();
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/contact-messages/${message?.id}/inbox`,
      headers: { cookie },
      payload: { mark: 'read' },
    });
    expect(marked.statusCode).toBe(400);
    expect(marked.json().error.fields).toEqual({ mark: 'The mark must be opened, handled or not-handled.' });
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages?filter=spam',
      headers: { cookie },
    });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().error.fields).toEqual({ filter: 'The filter must be all, new or handled.' });
    expect((await listAs<ContactMessage>('/api/contact-messages'))[0]?.openedAt).toBeUndefined();
  });

  it('stamps the opening and the handling with the server clock', async () => {
    await post('/api/hosting-requests', aHostingRequestInput());
    const [request] = await listAs<HostingRequest>('/api/hosting-requests');
    clock = new Date('2030-03-05T09:30:00Z');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/hosting-requests/${request?.id}/inbox`,
      headers: { cookie: await t.signIn() },
      payload: { mark: 'handled' },
    });
    expect(response.statusCode).toBe(204);
    expect((await listAs<HostingRequest>('/api/hosting-requests?filter=handled'))[0]).toMatchObject({
      id: request?.id,
      openedAt: '2030-03-05T09:30:00.000Z',
      handledAt: '2030-03-05T09:30:00.000Z',
    });
  });
});

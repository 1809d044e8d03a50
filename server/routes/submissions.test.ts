import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact-message';
import type { HostingRequest } from '../../src/domain/hosting-request';
import { HONEYPOT_FIELD } from '../../src/domain/spam-guard';
import { aContactMessageInput, aHostingRequestInput } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let clock: Date;
beforeEach(async () => {
  clock = new Date('2030-03-01T10:00:00Z');
  t = await createTestApp({ now: () => clock });
});
afterEach(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
async function listAs<T>(url: string): Promise<T[]> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: await t.signIn() } });
  expect(response.statusCode).toBe(200);
  return response.json<T[]>();
}

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

import { afterEach, beforeEach, expect, it } from 'vitest';
import { aSubscriptionInput } from '../../tests/builders/inputs';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
let inbox: SmtpInbox;
// The forms are taken only where the site can send e-mail (no SMTP: refused before any count).
const mail = () => ({ smtpUrl: inbox.url, from: 'Shows <news@example.test>' });
beforeEach(async () => {
  inbox = await startSmtpInbox();
});
afterEach(async () => {
  await t?.close();
  await inbox.close();
});

it("refuses new subscriptions with a clear 429 once the day's cap is reached, logs it, and opens again a day later", async () => {
  let clock = new Date('2030-03-01T10:00:00Z');
  const warnings: string[] = [];
  t = await createTestApp({
    now: () => clock,
    mail: mail(),
    rateLimits: { submissionsPerDay: 3, submissionsPerMinute: 100 },
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  });
  const app = t.app;
  const subscribe = (email: string) =>
    app.inject({ method: 'POST', url: '/api/subscriptions', payload: aSubscriptionInput({ email }) });
  const signIn = t.signIn;
  // Signs in each time: a day later the first session has ended.
  const stored = async () => {
    const cookie = await signIn();
    const response = await app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie } });
    return (response.json() as { total: number }).total;
  };

  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await subscribe(`person${i}@example.co.uk`)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429]);

  const refused = await subscribe('late@example.co.uk');
  expect(refused.json()).toEqual({
    error: {
      code: 'daily_limit',
      message: expect.stringMatching(/unusually large number.*try again tomorrow/),
    },
  });
  expect(warnings.join('')).toMatch(/daily cap reached: subscriptions/);
  expect(await stored()).toBe(3);

  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1);
  expect((await subscribe('tomorrow@example.co.uk')).statusCode).toBe(201);
  expect(await stored()).toBe(4);
});

it('checks the input before the cap: a bad subscription is a 400 with its message, whatever the count', async () => {
  t = await createTestApp({ mail: mail(), rateLimits: { submissionsPerDay: 0, submissionsPerMinute: 100 } });
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: aSubscriptionInput({ consent: false as true }),
  });
  expect(bad.statusCode).toBe(400);
  const good = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: aSubscriptionInput(),
  });
  expect(good.statusCode).toBe(429);
});

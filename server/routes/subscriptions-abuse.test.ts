import { afterEach, beforeEach, expect, it } from 'vitest';
import { CITY_KEYS } from '../../src/domain/cities';
import { SHOW_KEYS } from '../../src/domain/shows';
import { aSubscriptionInput } from '../../tests/builders/inputs';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { networkShare } from './daily-cap';

// A stranger trying to mail-bomb a third party through the "tell me when" form (issue 17's review: one
// address x every show x every city from 56 source addresses sent 280 confirmations in 0.8 s).

const DAY_MS = 24 * 60 * 60 * 1000;
const VICTIM = 'victim@example.co.uk';
const EVERY_CHOICE = [...SHOW_KEYS, ''].flatMap((show) => [...CITY_KEYS, ''].map((city) => ({ show, city })));

let inbox: SmtpInbox;
// The forms are taken only where the site can send e-mail (no SMTP: refused before any count).
const mailTo = (to: SmtpInbox) => ({ smtpUrl: to.url, from: 'Shows <news@example.test>' });
let t: TestApp | undefined;
let clock = new Date('2030-03-01T10:00:00Z');
beforeEach(async () => {
  inbox = await startSmtpInbox();
});
afterEach(async () => {
  await t?.close();
  await inbox.close();
});

const subscribe = (
  app: TestApp['app'],
  from: string,
  overrides: Parameters<typeof aSubscriptionInput>[0] = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: aSubscriptionInput(overrides),
    remoteAddress: from,
  });

it('one address asked for every show x city from 56 source addresses gets one confirmation a day', async () => {
  clock = new Date('2030-03-01T10:00:00Z');
  t = await createTestApp({
    now: () => clock,
    mail: { smtpUrl: inbox.url, from: 'Shows <news@example.test>' },
    siteUrl: 'https://shows.example.test',
  });
  const app = t.app;
  // Spread over 56 addresses in 56 networks, five requests each (the per-address limit a minute).
  const storm = async (day: number) => {
    const statuses = await Promise.all(
      EVERY_CHOICE.map(({ show, city }, i) =>
        subscribe(app, `10.${day}.${i % 56}.7`, { email: VICTIM, show: show as never, city: city as never }),
      ),
    );
    return statuses.map((r) => ({ status: r.statusCode, outcome: r.json<{ outcome: string }>().outcome }));
  };

  const first = await storm(1);
  expect(first.filter((r) => r.status === 201).length).toBe(EVERY_CHOICE.length);
  // Each form is told the truth: one e-mail is on its way, and for every other request none is today.
  expect(first.filter((r) => r.outcome === 'confirmation-sent')).toHaveLength(1);
  expect(first.filter((r) => r.outcome === 'confirmation-sent-earlier')).toHaveLength(
    EVERY_CHOICE.length - 1,
  );
  await app.mail.drain();
  const afterDayOne = inbox.received.filter((m) => m.to.includes(VICTIM)).length;
  console.log(`[probe] day 1: ${EVERY_CHOICE.length} requests, ${afterDayOne} confirmation e-mail(s) sent`);
  expect(afterDayOne).toBe(1);

  clock = new Date(clock.getTime() + DAY_MS);
  await storm(2);
  await app.mail.drain();
  const afterDayTwo = inbox.received.filter((m) => m.to.includes(VICTIM)).length;
  console.log(
    `[probe] day 2: ${EVERY_CHOICE.length} more requests, ${afterDayTwo - afterDayOne} more e-mail(s)`,
  );
  expect(afterDayTwo - afterDayOne).toBeLessThanOrEqual(1);

  // The one link confirms the one choice its e-mail named: the rest stays unconfirmed, so nothing is sent.
  const token = /token=([0-9a-f]{32})/.exec(inbox.received[0]?.text ?? '')?.[1];
  expect(
    (await app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${token}` })).statusCode,
  ).toBe(200);
  const cookie = await t.signIn();
  const confirmed: (string | null)[] = [];
  let total = 0;
  for (let cursor: string | null = ''; cursor !== null;) {
    const url: string = `/api/subscriptions?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await app.inject({ method: 'GET', url, headers: { cookie } })).json() as {
      total: number;
      nextCursor: string | null;
      items: { confirmedAt: string | null }[];
    };
    total = page.total;
    confirmed.push(...page.items.map((s) => s.confirmedAt).filter((at) => at !== null));
    cursor = page.nextCursor;
  }
  expect(total).toBe(EVERY_CHOICE.length);
  expect(confirmed).toHaveLength(1);
}, 120_000);

it('a request confirmed before, asked again: one e-mail says there is nothing to do, and confirms nothing', async () => {
  clock = new Date('2030-03-01T10:00:00Z');
  t = await createTestApp({ now: () => clock, mail: mailTo(inbox), siteUrl: 'https://shows.example.test' });
  const app = t.app;
  const ask = async () => {
    const response = await subscribe(app, '10.9.0.1', { email: VICTIM, show: 'Titanic', city: 'Cardiff' });
    await app.mail.drain();
    return response.json<{ outcome: string }>().outcome;
  };
  expect(await ask()).toBe('confirmation-sent');
  const token = /token=([0-9a-f]{32})/.exec(inbox.received[0]?.text ?? '')?.[1];
  await app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${token}` });

  // The next day the form says an e-mail is on its way, as it does for anyone, and one is.
  clock = new Date(clock.getTime() + DAY_MS);
  expect(await ask()).toBe('confirmation-sent');
  expect(inbox.received).toHaveLength(2);
  const again = inbox.received[1];
  expect(again?.subject).toMatch(/^Already signed up: /);
  expect(again?.text).toContain('This address is signed up for that already, so there is nothing to do');
  expect(again?.text).not.toContain('Yes, send me these e-mails');
  // Still one e-mail a day to the address, whatever is asked.
  expect(await ask()).toBe('confirmation-sent-earlier');
  expect(inbox.received).toHaveLength(2);
});

it('counts repeats of the same subscription toward the daily cap', async () => {
  t = await createTestApp({
    mail: mailTo(inbox),
    rateLimits: { submissionsPerDay: 10, submissionsPerMinute: 100 },
  });
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) statuses.push((await subscribe(t.app, `10.0.${i}.1`)).statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
});

it("refuses one network past its share of the day, while other networks' visitors still subscribe", async () => {
  t = await createTestApp({
    mail: mailTo(inbox),
    rateLimits: { submissionsPerDay: 500, submissionsPerMinute: 100 },
  });
  const share = networkShare(500);
  const fromOneNetwork: number[] = [];
  for (let i = 0; i <= share; i += 1) {
    fromOneNetwork.push(
      (await subscribe(t.app, `192.0.2.${i + 1}`, { email: `p${i}@example.co.uk` })).statusCode,
    );
  }
  expect(fromOneNetwork.slice(0, share).every((s) => s === 201)).toBe(true);
  expect(fromOneNetwork[share]).toBe(429);
  // IPv6: one /56 is one network, whatever the rest of the address.
  const app = t.app;
  const v6 = async (ip: string) => (await subscribe(app, ip)).statusCode;
  for (let i = 0; i < share; i += 1)
    expect(await v6(`2001:db8:1:2${i.toString(16).padStart(2, '0')}::${i}`)).toBe(201);
  expect(await v6('2001:db8:1:2ff::1')).toBe(429);
  expect(await v6('2001:db8:1:300::1')).toBe(201);
  expect(await v6('198.51.100.1')).toBe(201);
});

import { describe, expect, it } from 'vitest';
import { BOOKING_SOURCE } from '../../src/domain/booking-link';
import { formatDateWithWeekday } from '../../src/domain/dates';
import type { Venue, VenueInput } from '../../src/domain/venue';
import { aSubscriptionInput, daysFromToday } from '../../tests/builders/inputs';
import { applyRetention } from '../retention';
import { linkIn } from '../testing/mail-links';
import { mailingApp } from '../testing/mailing-app';
import { askSeatsBack, askSeatsBackAndConfirm, SOLD_OUT } from '../testing/seats-back-requests';
import { createTestApp } from '../testing/test-app';

const SITE = 'https://shows.example.test';
// The server's clock runs this many days ahead of the machine's (a test moves it; each test starts at 0).
let daysAhead = 0;
const server = mailingApp(SITE, { now: () => new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000) });

const ask = (venue: Venue, email: string, partySize: number | string = 2, extra: object = {}) =>
  askSeatsBack(server, venue, email, partySize, extra);

const put = (venue: Venue, change: Partial<VenueInput>) =>
  server.t.app.inject({
    method: 'PUT',
    url: `/api/venues/${venue.id}`,
    headers: { cookie: server.cookie },
    payload: { ...SOLD_OUT, ...change },
  });

const askAndConfirm = (venue: Venue, email: string, partySize: number) =>
  askSeatsBackAndConfirm(server, SITE, venue, email, partySize);

const waiting = async () =>
  (
    await server.t.app.inject({
      method: 'GET',
      url: '/api/seats-back/waiting',
      headers: { cookie: server.cookie },
    })
  ).json<{
    waiting: Record<string, number>;
  }>().waiting;

describe('tell me if seats come back', () => {
  it('a sold-out date put back on sale e-mails its list in the order they asked, once each', async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askAndConfirm(venue, 'first@example.co.uk', 2);
    await askAndConfirm(venue, 'second@example.co.uk', 4);
    await askAndConfirm(venue, 'third@example.co.uk', 1);
    await ask(venue, 'never.confirmed@example.co.uk');
    // Asking again keeps the place in the queue and takes the new party size.
    await ask(venue, 'first@example.co.uk', 3);
    // The manager sees who waits before putting the date back on sale: the three who confirmed.
    expect(await waiting()).toEqual({ [venue.id]: 3 });

    const told = await server.sentAfter(() => put(venue, { availability: 'few-left' }));
    expect(told.map((mail) => mail.to[0])).toEqual([
      'first@example.co.uk',
      'second@example.co.uk',
      'third@example.co.uk',
    ]);
    const [first] = told;
    expect(first?.subject).toBe(`Seats are back: JFK on ${formatDateWithWeekday(SOLD_OUT.date)}`);
    expect(first?.text).toContain(`on ${formatDateWithWeekday(SOLD_OUT.date)}, starting at 7:30 pm.`);
    expect(first?.text).toContain('You asked for 3 seats.');
    // The date page's Book link, naming this site to the hotel's analytics.
    expect(linkIn(first, 'Book with the venue', 'https://tickets.example.co.uk')).toBe(
      `/jfk/york?utm_source=${BOOKING_SOURCE}`,
    );
    expect(first?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Sold out again and back again: nobody is told twice.
    const again = await server.sentAfter(async () => {
      await put(venue, { availability: 'sold-out' });
      await put(venue, { availability: 'on-sale' });
    });
    expect(again).toEqual([]);
    expect(await waiting()).toEqual({});
  });

  it('asked again the next day once confirmed: one e-mail says it is on the list already, and confirms nothing', async () => {
    daysAhead = 0;
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askAndConfirm(venue, 'twice@example.co.uk', 2);
    daysAhead = 1;
    try {
      const mails = await server.sentAfter(async () => {
        expect((await ask(venue, 'twice@example.co.uk', 6)).json()).toEqual({ outcome: 'confirmation-sent' });
      });
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Already on the list: /)]);
      expect(mails[0]?.text).toContain('This address is on the list for that date already');
      expect(mails[0]?.text).toContain('Party size: 6 seats.');
      expect(mails[0]?.text).toContain('on the list for that date already, with that party size now');
      expect(mails[0]?.text).not.toContain('Yes, tell me if seats come back');
    } finally {
      daysAhead = 0;
    }
  });

  it('only managers see how many are waiting', async () => {
    const response = await server.t.app.inject({ method: 'GET', url: '/api/seats-back/waiting' });
    expect(response.statusCode).toBe(401);
  });

  it("back on sale from the dashboard's list (a change to a selection of one) e-mails the list too", async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askAndConfirm(venue, 'first@example.co.uk', 2);
    await askAndConfirm(venue, 'second@example.co.uk', 4);
    const told = await server.sentAfter(() =>
      server.t.app.inject({
        method: 'POST',
        url: '/api/venues/selection/update',
        headers: { cookie: server.cookie },
        payload: { ids: [venue.id], change: { availability: 'on-sale' } },
      }),
    );
    expect(told.map((mail) => mail.to[0])).toEqual(['first@example.co.uk', 'second@example.co.uk']);
  });

  it('one click leaves the list, and nothing goes to whoever left', async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askAndConfirm(venue, 'stays@example.co.uk', 2);
    await askAndConfirm(venue, 'leaves@example.co.uk', 2);
    const confirmation = server.inbox.received[1];
    const oneClick = /^<(.+)>$/.exec(confirmation?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    const leave = await server.t.app.inject({
      method: 'POST',
      url: oneClick.slice(SITE.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.google.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(leave.statusCode).toBe(200);
    const told = await server.sentAfter(() => put(venue, { availability: 'on-sale' }));
    expect(told.map((mail) => mail.to[0])).toEqual(['stays@example.co.uk']);
  });

  it("the manager's erase of a subscriber removes their seats-back requests and e-mails too", async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askAndConfirm(venue, 'stays@example.co.uk', 2);
    await askAndConfirm(venue, 'erased@example.co.uk', 3);
    const subscribed = await server.t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: aSubscriptionInput({ email: 'erased@example.co.uk' }),
    });
    expect(subscribed.statusCode).toBe(201);
    expect(await waiting()).toEqual({ [venue.id]: 2 });

    const list = await server.t.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: { cookie: server.cookie },
    });
    const [subscriber] = list.json<{ items: { id: string; email: string }[] }>().items;
    expect(subscriber?.email).toBe('erased@example.co.uk');
    const erase = await server.t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${subscriber?.id}`,
      headers: { cookie: server.cookie },
    });
    expect(erase.statusCode).toBe(204);

    expect(await waiting()).toEqual({ [venue.id]: 1 });
    expect(server.t.app.store.seatsBack.waitingFor(venue.id).map((entry) => entry.email)).toEqual([
      'stays@example.co.uk',
    ]);
    await server.t.app.mail.drain();
    expect(server.t.app.store.outbox.listNewest().map((m) => m.to)).not.toContain('erased@example.co.uk');
    const told = await server.sentAfter(() => put(venue, { availability: 'on-sale' }));
    expect(told.map((mail) => mail.to[0])).toEqual(['stays@example.co.uk']);
  });

  it('is refused with a message, storing nothing, without consent or on a date that is not sold out', async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    const onSale = await server.t.createVenue(server.cookie, {
      ...SOLD_OUT,
      availability: 'on-sale',
      date: daysFromToday(21),
    });
    const noConsent = await ask(venue, 'a@example.co.uk', 2, { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields).toEqual({ consent: 'Tick the box to say you want these e-mails' });
    const tooMany = await ask(venue, 'a@example.co.uk', 40);
    expect(tooMany.json().error.fields.partySize).toMatch(/At most 20 seats/);
    const notSoldOut = await ask(onSale, 'a@example.co.uk');
    expect(notSoldOut.statusCode).toBe(409);
    expect(notSoldOut.json().error.message).toMatch(/not sold out/);
    expect((await ask({ ...venue, id: 'no-such-date' }, 'a@example.co.uk')).statusCode).toBe(404);
    await server.t.app.mail.drain();
    expect(server.inbox.received).toEqual([]);
    expect(server.t.app.store.seatsBack.waitingFor(venue.id)).toEqual([]);
  });

  it('deletes the requests 30 days after the date', async () => {
    const venue = await server.t.createVenue(server.cookie, SOLD_OUT);
    await askAndConfirm(venue, 'waiting@example.co.uk', 2);
    const day = (offset: number) => new Date(Date.parse(`${SOLD_OUT.date}T12:00:00Z`) + offset * 86_400_000);
    expect(applyRetention(server.t.app.store, day(30), 24).seatsBack).toBe(0);
    expect(server.t.app.store.seatsBack.waitingFor(venue.id)).toHaveLength(1);
    expect(applyRetention(server.t.app.store, day(31), 24).seatsBack).toBe(1);
    expect(server.t.app.store.seatsBack.waitingFor(venue.id)).toEqual([]);
  });
});

it('shares the subscription form’s daily cap: subscriptions and seats-back requests count together', async () => {
  const capped = await createTestApp({
    mail: { smtpUrl: server.inbox.url, from: 'Shows <news@example.test>' },
    rateLimits: { submissionsPerDay: 3, submissionsPerMinute: 100 },
  });
  const venue = await capped.createVenue(await capped.signIn(), SOLD_OUT);
  const subscribe = (email: string) =>
    capped.app.inject({ method: 'POST', url: '/api/subscriptions', payload: aSubscriptionInput({ email }) });
  const seatsBack = (email: string) =>
    capped.app.inject({
      method: 'POST',
      url: '/api/seats-back',
      payload: { email, listing: venue.id, partySize: 2, consent: true },
    });
  const statuses = [
    (await subscribe('one@example.co.uk')).statusCode,
    (await subscribe('two@example.co.uk')).statusCode,
    (await seatsBack('three@example.co.uk')).statusCode,
    (await seatsBack('four@example.co.uk')).statusCode,
  ];
  await capped.close();
  expect(statuses).toEqual([201, 201, 201, 429]);
});

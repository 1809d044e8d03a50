import { describe, expect, it } from 'vitest';
import type { PendingNotices } from '../../src/domain/notice-wait';
import type { Venue, VenueInput } from '../../src/domain/venue';
import { aVenueInput } from '../../tests/builders/inputs';
import { confirmedSubscriber } from '../testing/mail-links';
import { mailingApp } from '../testing/mailing-app';

const SITE = 'https://shows.example.test';
const MINUTE = 60_000;
// The server's clock: the test moves it past the wait instead of waiting.
let clock = Date.now();
const server = mailingApp(SITE, { noticeDelayMinutes: 10, now: () => new Date(clock) });

const TITANIC_CARDIFF = aVenueInput({ show: 'Titanic', city: 'Cardiff', hotelName: 'The Angel Hotel' });
const PEOPLE = ['ada@example.co.uk', 'bob@example.co.uk', 'cy@example.co.uk'];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.t.app.inject({ method, url, headers: { cookie: server.cookie }, payload });
const put = (venue: Venue, change: Partial<VenueInput>) =>
  call('PUT', `/api/venues/${venue.id}`, { ...TITANIC_CARDIFF, date: venue.date, ...change });
const waiting = async () => (await call('GET', '/api/notices')).json<{ notices: PendingNotices[] }>().notices;

/** Three confirmed people who asked about Titanic in Cardiff, then the date, its new-date e-mails waiting. */
async function dateAnnouncedSoon(): Promise<Venue> {
  clock = Date.now();
  for (const email of PEOPLE) {
    await confirmedSubscriber(server.t, server.inbox, SITE, { email, show: 'Titanic', city: 'Cardiff' });
  }
  return server.t.createVenue(server.cookie, TITANIC_CARDIFF);
}

/** The same date with its new-date e-mails sent. */
async function dateWithThreeSubscribers(): Promise<Venue> {
  const venue = await dateAnnouncedSoon();
  const [announced] = await waiting();
  expect(announced).toMatchObject({ kind: 'new-date', people: 3 });
  expect((await call('POST', '/api/notices/send', { listingId: venue.id, kind: 'new-date' })).json()).toEqual(
    { sent: 3 },
  );
  await server.t.app.mail.drain();
  return venue;
}

/** Someone who asks about Titanic in Cardiff after the date was announced. */
const aLateSubscriber = () =>
  confirmedSubscriber(server.t, server.inbox, SITE, {
    email: 'late@example.co.uk',
    show: 'Titanic',
    city: 'Cardiff',
  });

/** What reaches the inbox once the outbox has sent everything due at the server's clock. */
async function arrivedSince(before: number) {
  await server.t.app.mail.drain();
  return server.inbox.received.slice(before).map((mail) => mail.to[0]);
}

describe("a listing change's e-mails wait, and can be recalled", () => {
  it("asks first: the date's audience is the 3 confirmed people its show and city match", async () => {
    const venue = await dateWithThreeSubscribers();
    const audience = await call('GET', `/api/notices/audience?listing=${venue.id}`);
    expect(audience.json()).toEqual({ people: 3, mailEnabled: true, delayMinutes: 10, unannounced: false });
  });

  it('a date called off before its "new date" e-mails went was never announced: nobody is told anything', async () => {
    const venue = await dateAnnouncedSoon();
    const before = server.inbox.received.length;
    const audience = await call('GET', `/api/notices/audience?listing=${venue.id}`);
    expect(audience.json()).toMatchObject({ people: 3, unannounced: true });
    clock += 5 * MINUTE;
    expect((await put(venue, { status: 'cancelled' })).statusCode).toBe(200);

    expect(await waiting()).toEqual([]);
    clock += 60 * MINUTE;
    expect(await arrivedSince(before)).toEqual([]);
  });

  it('a date moved before its "new date" e-mails went is announced at its new day, not as a move', async () => {
    const venue = await dateAnnouncedSoon();
    const before = server.inbox.received.length;
    clock += 5 * MINUTE;
    await put(venue, { date: '2099-01-08' });

    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'new-date', people: 3 })]);
    clock += 10 * MINUTE;
    await server.t.app.mail.drain();
    const arrived = server.inbox.received.slice(before);
    expect(arrived.map((mail) => mail.to[0]).sort()).toEqual(PEOPLE);
    for (const { subject } of arrived)
      expect(subject).toMatch(/ comes to Cardiff on Thursday 8 January 2099$/);
  });

  it('cancelled: nothing goes before the wait ends, then 3 e-mails go', async () => {
    const venue = await dateWithThreeSubscribers();
    const before = server.inbox.received.length;
    expect((await put(venue, { status: 'cancelled' })).statusCode).toBe(200);

    expect(await waiting()).toEqual([
      expect.objectContaining({
        listingId: venue.id,
        kind: 'date-cancelled',
        people: 3,
        dueAt: new Date(clock + 10 * MINUTE).toISOString(),
      }),
    ]);
    // Read at the server's time, which the dashboard counts the minutes left from (not its own clock).
    expect((await call('GET', '/api/notices')).json()).toMatchObject({
      readAt: new Date(clock).toISOString(),
    });
    clock += 10 * MINUTE - 1;
    expect(await arrivedSince(before)).toEqual([]);
    clock += 1;
    expect((await arrivedSince(before)).sort()).toEqual(PEOPLE);
    expect(await waiting()).toEqual([]);
  });

  it('put back on after its cancellation went: the people told it was off hear it is on again', async () => {
    const venue = await dateWithThreeSubscribers();
    const before = server.inbox.received.length;
    await put(venue, { status: 'cancelled' });
    clock += 10 * MINUTE;
    expect((await arrivedSince(before)).sort()).toEqual(PEOPLE);

    const after = server.inbox.received.length;
    await put(venue, { status: 'scheduled' });
    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'new-date', people: 3 })]);
    clock += 10 * MINUTE;
    expect((await arrivedSince(after)).sort()).toEqual(PEOPLE);
    for (const mail of server.inbox.received.slice(after)) {
      expect(mail.subject).toMatch(/^Back on: .* in Cardiff on /);
      expect(mail.text).toContain('is going ahead after all.');
    }
  });

  it("put back on after its cancellation was withdrawn (Don't send): nobody hears it is back, a newcomer hears of it", async () => {
    const venue = await dateWithThreeSubscribers();
    const before = server.inbox.received.length;
    await put(venue, { status: 'cancelled' });
    const drop = { listingId: venue.id, kind: 'date-cancelled' };
    expect((await call('POST', '/api/notices/drop', drop)).json()).toEqual({ dropped: 3 });
    await aLateSubscriber();
    const after = server.inbox.received.length;

    await put(venue, { status: 'scheduled' });
    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'new-date', people: 1 })]);
    clock += 10 * MINUTE;
    await server.t.app.mail.drain();
    const arrived = server.inbox.received.slice(after);
    expect(arrived.map((mail) => [mail.to[0], mail.subject])).toEqual([
      [
        'late@example.co.uk',
        expect.stringMatching(/^The Queen of the Ocean \(Titanic\) comes to Cardiff on /),
      ],
    ]);
    expect(
      server.inbox.received.slice(before, after).filter((mail) => mail.to[0] !== 'late@example.co.uk'),
    ).toEqual([]);
  });

  it('cancelled, back on, cancelled again and withdrawn, back on: the last e-mail said it is on, so none goes', async () => {
    const venue = await dateWithThreeSubscribers();
    const before = server.inbox.received.length;
    await put(venue, { status: 'cancelled' });
    clock += 10 * MINUTE;
    expect(await arrivedSince(before)).toHaveLength(3);
    await put(venue, { status: 'scheduled' });
    clock += 10 * MINUTE;
    expect(await arrivedSince(before)).toHaveLength(6);

    const after = server.inbox.received.length;
    await put(venue, { status: 'cancelled' });
    const drop = { listingId: venue.id, kind: 'date-cancelled' };
    expect((await call('POST', '/api/notices/drop', drop)).json()).toEqual({ dropped: 3 });
    await put(venue, { status: 'scheduled' });
    expect(await waiting()).toEqual([]);
    clock += 60 * MINUTE;
    expect(await arrivedSince(after)).toEqual([]);
  });

  it('undone within the wait: the notices are withdrawn and no e-mail ever goes', async () => {
    const venue = await dateWithThreeSubscribers();
    const before = server.inbox.received.length;
    await put(venue, { status: 'cancelled' });
    clock += 5 * MINUTE;
    // The dashboard's Undo puts the status back.
    expect((await put(venue, { status: 'scheduled' })).statusCode).toBe(200);

    expect(await waiting()).toEqual([]);
    clock += 60 * MINUTE;
    expect(await arrivedSince(before)).toEqual([]);
  });

  it('an Undo tells nobody anything, even people who asked after the date was announced', async () => {
    const venue = await dateWithThreeSubscribers();
    await aLateSubscriber();
    const before = server.inbox.received.length;
    // Cancelled and put back; moved a week and put back: each undone within the wait.
    await put(venue, { status: 'cancelled' });
    await put(venue, { status: 'scheduled' });
    expect(await waiting()).toEqual([]);
    await put(venue, { date: '2099-01-08' });
    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'date-moved', people: 4 })]);
    await put(venue, { date: venue.date, status: 'scheduled' });
    expect(await waiting()).toEqual([]);
    clock += 60 * MINUTE;
    expect(await arrivedSince(before)).toEqual([]);
  });

  it("Send now sends them at once; Don't send withdraws them for good", async () => {
    const venue = await dateWithThreeSubscribers();
    const before = server.inbox.received.length;
    await put(venue, { status: 'cancelled' });
    expect(
      (await call('POST', '/api/notices/send', { listingId: venue.id, kind: 'date-cancelled' })).json(),
    ).toEqual({ sent: 3 });
    expect(await arrivedSince(before)).toHaveLength(3);

    const moved = await put(venue, { status: 'scheduled', date: '2099-01-01' });
    const after = server.inbox.received.length;
    expect(moved.statusCode).toBe(200);
    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'date-moved', people: 3 })]);
    const drop = { listingId: venue.id, kind: 'date-moved' };
    expect((await call('POST', '/api/notices/drop', drop)).json()).toEqual({ dropped: 3 });
    clock += 60 * MINUTE;
    expect(await arrivedSince(after)).toEqual([]);

    const again = await call('POST', '/api/notices/drop', drop);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: { message: 'These e-mails have already gone or were withdrawn.' },
    });
  });

  it('refuses a notice that is not one, and changes nothing', async () => {
    const venue = await dateWithThreeSubscribers();
    await put(venue, { status: 'cancelled' });
    const refused = await call('POST', '/api/notices/send', { listingId: venue.id, kind: 'anything' });
    expect(refused.statusCode).toBe(400);
    expect(await waiting()).toEqual([expect.objectContaining({ kind: 'date-cancelled', people: 3 })]);
    expect((await server.t.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
  });
});

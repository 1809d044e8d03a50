import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { formatDateWithWeekday } from '../../src/domain/dates';
import type { Venue, VenueInput } from '../../src/domain/venue';
import { aSubscriptionInput, aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { confirmedSubscriber, linkIn, tokenOf } from '../testing/mail-links';
import { mailingApp } from '../testing/mailing-app';

const SITE = 'https://shows.example.test';
const server = mailingApp(SITE);

const TITANIC_CARDIFF = aVenueInput({ show: 'Titanic', city: 'Cardiff', hotelName: 'The Angel Hotel' });

const put = (venue: Venue, change: Partial<VenueInput>) =>
  server.t.app.inject({
    method: 'PUT',
    url: `/api/venues/${venue.id}`,
    headers: { cookie: server.cookie },
    payload: { ...TITANIC_CARDIFF, date: venue.date, ...change },
  });

/**
 * One person with two subscriptions that both match a Titanic date in Cardiff (Titanic+Cardiff and any
 * show in Cardiff), others whose show or city differ, and one who never confirmed; then the date itself.
 */
async function subscribersAndDate(): Promise<Venue> {
  const subscribe = (input: object) =>
    server.t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: aSubscriptionInput(input) });
  await subscribe({ email: 'ada@example.co.uk', show: 'Titanic', city: 'Cardiff' });
  await subscribe({ email: 'ada@example.co.uk', show: '', city: 'Cardiff' });
  // One confirmation e-mail a day per address; its link confirms both.
  const [confirmation] = await server.inbox.waitFor(1);
  const token = tokenOf(linkIn(confirmation, 'Yes, send me these e-mails', SITE));
  await server.t.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${token}` });
  await confirmedSubscriber(server.t, server.inbox, SITE, {
    email: 'jfk@example.co.uk',
    show: 'JFK',
    city: 'Cardiff',
  });
  await confirmedSubscriber(server.t, server.inbox, SITE, {
    email: 'york@example.co.uk',
    show: 'Titanic',
    city: 'York',
  });
  await subscribe({ email: 'waiting@example.co.uk', show: 'Titanic', city: 'Cardiff' });
  let venue: Venue | undefined;
  const told = await server.sentAfter(async () => {
    venue = await server.t.createVenue(server.cookie, TITANIC_CARDIFF);
  });
  expect(told.map((mail) => mail.to)).toEqual([['ada@example.co.uk']]);
  return venue as Venue;
}

describe('a date called off', () => {
  it('cancelled: each matching confirmed address gets one e-mail, with the date page and one-click leave', async () => {
    const venue = await subscribersAndDate();
    const sent = await server.sentAfter(async () =>
      expect((await put(venue, { status: 'cancelled' })).statusCode).toBe(200),
    );

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toEqual(['ada@example.co.uk']);
    const date = formatDateWithWeekday(venue.date);
    // The weekday first: "Friday 4 December 2026", never "4th of December 2026".
    expect(date).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(mail?.subject).toBe(`Cancelled: The Queen of the Ocean (Titanic) in Cardiff on ${date}`);
    expect(mail?.text).toContain(
      `The Angel Hotel, ${TITANIC_CARDIFF.hotelLocation}, on ${date} is cancelled.`,
    );
    expect(linkIn(mail, 'See the date', SITE)).toBe(datePagePath(venue));
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${SITE}/api/subscriptions/unsubscribe?token=`)).toBe(true);

    // Saving the cancelled date again, or changing its booking link, is no news.
    const again = await server.sentAfter(async () => {
      await put(venue, { status: 'cancelled' });
      await put(venue, { status: 'cancelled', bookingUrl: 'https://tickets.example.co.uk/other' });
    });
    expect(again).toEqual([]);
  });

  it('postponed: the same, in its own words', async () => {
    const venue = await subscribersAndDate();
    const sent = await server.sentAfter(() => put(venue, { status: 'postponed' }));
    expect(sent.map((mail) => mail.to)).toEqual([['ada@example.co.uk']]);
    expect(sent[0]?.subject).toBe(
      `Postponed: The Queen of the Ocean (Titanic) in Cardiff on ${formatDateWithWeekday(venue.date)}`,
    );
    expect(sent[0]?.text).toContain('will not go ahead on');
  });
});

describe("the dashboard's quick status actions (a change to a selection of one)", () => {
  const quick = (venue: Venue, change: object) =>
    server.t.app.inject({
      method: 'POST',
      url: '/api/venues/selection/update',
      headers: { cookie: server.cookie },
      payload: { ids: [venue.id], change },
    });

  it('cancel from the list sends the same one e-mail as the form, and an undo after it went says the date is on', async () => {
    const venue = await subscribersAndDate();
    const sent = await server.sentAfter(async () =>
      expect((await quick(venue, { status: 'cancelled' })).json()).toMatchObject([{ status: 'cancelled' }]),
    );
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [
        ['ada@example.co.uk'],
        `Cancelled: The Queen of the Ocean (Titanic) in Cardiff on ${formatDateWithWeekday(venue.date)}`,
      ],
    ]);
    // No wait here (NOTICE_DELAY_MINUTES 0): the cancellation has gone, so the undo tells her the date is on.
    const undone = await server.sentAfter(async () =>
      expect((await quick(venue, { status: 'scheduled' })).json()).toMatchObject([{ status: 'scheduled' }]),
    );
    expect(undone.map((mail) => [mail.to, mail.subject])).toEqual([
      [
        ['ada@example.co.uk'],
        `Back on: The Queen of the Ocean (Titanic) in Cardiff on ${formatDateWithWeekday(venue.date)}`,
      ],
    ]);
  });

  it('refuses a status the site does not know, changing nothing', async () => {
    const venue = await server.t.createVenue(server.cookie, TITANIC_CARDIFF);
    const refused = await quick(venue, { status: 'delayed' });
    expect(refused.statusCode).toBe(400);
    const all = await server.t.app.inject({
      method: 'GET',
      url: '/api/venues',
      headers: { cookie: server.cookie },
    });
    expect(all.json<Venue[]>().find((v) => v.id === venue.id)).toMatchObject({
      status: 'scheduled',
      sequence: 0,
    });
  });
});

describe('a date moved', () => {
  it('tells each matching address once, with both days, and is not news again when back on sale', async () => {
    const venue = await subscribersAndDate();
    const newDay = daysFromToday(45);
    const sent = await server.sentAfter(() => put(venue, { date: newDay }));
    expect(sent.map((mail) => mail.to)).toEqual([['ada@example.co.uk']]);
    expect(sent[0]?.subject).toBe(
      `Moved: The Queen of the Ocean (Titanic) in Cardiff is now on ${formatDateWithWeekday(newDay)}`,
    );
    expect(sent[0]?.text).toContain(
      `has moved from ${formatDateWithWeekday(venue.date)} to ${formatDateWithWeekday(newDay)}, starting at 7 pm.`,
    );

    const later = await server.sentAfter(async () => {
      await put(venue, { date: newDay, availability: 'sold-out' });
      await put(venue, { date: newDay, availability: 'on-sale' });
    });
    expect(later).toEqual([]);
  });
});

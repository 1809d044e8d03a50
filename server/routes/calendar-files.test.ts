import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Venue } from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';
import { datePagePath } from '../../src/domain/date-page-paths';
import { eventFacts } from '../../src/content/event-facts';
import { aVenueInput } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | null = null;
afterEach(() => t?.close());

const SITE = 'https://shows.example.co.uk';

function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the file');
  return new ICAL.Event(vevent);
}

const get = (url: string) => (t as TestApp).app.inject({ method: 'GET', url });

describe('calendar files (.ics) beside each date page', () => {
  it('serves every upcoming demo listing as text/calendar that parses, starting at its show time', async () => {
    t = await createTestApp({ seedDemo: true, siteUrl: SITE });
    const upcoming = (await get('/api/venues/upcoming')).json<Venue[]>();
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    for (const venue of upcoming) {
      const response = await get(`${datePagePath(venue)}.ics`);
      expect(response.statusCode, venue.hotelName).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const event = parsedEvent(response.body);
      expect(event.startDate.toString().slice(0, 10)).toBe(venue.date);
      expect(event.startDate.zone?.tzid).toBe('Europe/London');
      expect(['19:00:00', '19:30:00']).toContain(event.startDate.toString().slice(11));
      expect(event.uid).toBe(`${venue.id}@shows.example.co.uk`);
      // RFC 5545: every line ends in CRLF, the last one too, and none is longer than 75 octets.
      expect(response.body.endsWith('END:VCALENDAR\r\n'), venue.hotelName).toBe(true);
      const lines = response.body.split('\r\n').slice(0, -1);
      for (const line of lines) {
        expect(line).not.toContain('\n');
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
      // A sold-out date's file says so and does not invite its reader to book.
      if (venue.soldOut) {
        expect(event.description).toContain('Sold out');
        expect(event.description).not.toMatch(/\bbook/i);
      } else {
        expect(event.description).toContain(`Book with the venue: ${venue.bookingUrl}`);
      }
    }
    expect(upcoming.some((venue) => venue.soldOut)).toBe(true);
  });

  it('has the right local start in winter (GMT) and in summer (BST)', async () => {
    t = await createTestApp({ siteUrl: SITE });
    const cookie = await t.signIn();
    const year = new Date().getUTCFullYear() + 1;
    for (const [date, utc] of [
      [`${year}-01-15`, `${year}-01-15T19:00:00.000Z`],
      [`${year}-07-15`, `${year}-07-15T18:00:00.000Z`],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { cookie },
        payload: aVenueInput({ date }),
      });
      const event = parsedEvent((await get(`${datePagePath(created.json<Venue>())}.ics`)).body);
      expect(event.startDate.toString()).toBe(`${date}T19:00:00`);
      expect(event.startDate.toJSDate().toISOString()).toBe(utc);
    }
  });

  it('starts a 01:30 show on the day the clocks go back at its first 01:30 (BST), as the date page says', async () => {
    t = await createTestApp({ siteUrl: SITE });
    const cookie = await t.signIn();
    const year = new Date().getUTCFullYear() + 1;
    // The last Sunday of October: the clocks go back from 02:00 BST to 01:00 GMT, so 01:30 happens twice.
    const lastSunday = new Date(Date.UTC(year, 9, 31));
    lastSunday.setUTCDate(31 - lastSunday.getUTCDay());
    const date = lastSunday.toISOString().slice(0, 10);
    const venue = (
      await t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { cookie },
        payload: aVenueInput({ date, startTime: '01:30' }),
      })
    ).json<Venue>();
    const file = (await get(`${datePagePath(venue)}.ics`)).body;
    // Written in UTC, which no reader can take for the second 01:30 (ical.js would, from local time).
    expect(file).toContain(`DTSTART:${date.replaceAll('-', '')}T003000Z`);
    const event = parsedEvent(file);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${date}T00:30:00.000Z`);
    // The date page and its JSON-LD name the same instant.
    expect(eventFacts(venue, SITE).startDate).toBe(`${date}T01:30:00+01:00`);
  });

  it("redirects an edited listing's old file to the current one, and answers 410 once it is deleted", async () => {
    t = await createTestApp({ siteUrl: SITE });
    const cookie = await t.signIn();
    const venue = (
      await t.app.inject({ method: 'POST', url: '/api/venues', headers: { cookie }, payload: aVenueInput() })
    ).json<Venue>();
    const renamed = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/venues/${venue.id}`,
        headers: { cookie },
        payload: aVenueInput({ date: venue.date, hotelName: 'The Grand Brighton' }),
      })
    ).json<Venue>();

    const old = await get(`/titanic/${venueSlug(venue)}.ics`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/titanic/${venueSlug(renamed)}.ics`);

    await t.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}`, headers: { cookie } });
    expect((await get(`/titanic/${venueSlug(renamed)}.ics`)).statusCode).toBe(410);
    expect((await get(`/titanic/${venueSlug(venue)}.ics`)).statusCode).toBe(410);
    expect((await get('/titanic/2030-01-01-never-listed.ics')).statusCode).toBe(404);
  });

  it("a date marked cancelled keeps its file's UID, with a higher SEQUENCE and STATUS:CANCELLED", async () => {
    t = await createTestApp({ siteUrl: SITE });
    const cookie = await t.signIn();
    const input = aVenueInput({ show: 'Titanic', city: 'Cardiff' });
    const venue = (
      await t.app.inject({ method: 'POST', url: '/api/venues', headers: { cookie }, payload: input })
    ).json<Venue>();
    const before = parsedEvent((await get(`${datePagePath(venue)}.ics`)).body);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/venues/${venue.id}`,
      headers: { cookie },
      payload: { ...input, status: 'cancelled' },
    });
    expect(put.statusCode).toBe(200);

    const file = (await get(`${datePagePath(venue)}.ics`)).body;
    const after = parsedEvent(file);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(file).toContain('STATUS:CANCELLED');
  });
});

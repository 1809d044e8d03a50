import { afterEach, describe, expect, it } from 'vitest';
import type { Venue } from '../../src/domain/venue';
import { calendarFilePath, datePagePath } from '../../src/domain/date-page-paths';
import { calendarFeedPath, NEW_DATES_FEED_PATH } from '../../src/domain/feed-paths';
import { readWithIcalJs, readWithNodeIcal } from '../../tests/builders/calendar-parsers';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | null = null;
afterEach(() => t?.close());

const SITE = 'https://shows.example.co.uk';
const get = (url: string, headers: Record<string, string> = {}) =>
  (t as TestApp).app.inject({ method: 'GET', url, headers });

/**
 * Two Cardiff dates of two shows, one Brighton date and one past Cardiff date, added a minute apart on the
 * server's clock: on a fast machine two added in the same millisecond would have no newest.
 */
async function cardiffAndBrighton() {
  let clock = Date.now();
  t = await createTestApp({ siteUrl: SITE, now: () => new Date(clock) });
  const cookie = await t.signIn();
  const add = (input: Parameters<TestApp['createVenue']>[1]) => {
    clock += 60_000;
    return (t as TestApp).createVenue(cookie, input);
  };
  const cardiff = { city: 'Cardiff' as const, hotelLocation: 'Park Place, Cardiff CF10 3UD' };
  const created = {
    titanicCardiff: await add(aVenueInput({ ...cardiff, hotelName: 'The Park Hotel' })),
    jfkCardiff: await add(
      aVenueInput({ ...cardiff, show: 'JFK', hotelName: 'The Angel', date: daysFromToday(45) }),
    ),
    titanicBrighton: await add(aVenueInput({ date: daysFromToday(20) })),
    pastCardiff: await add(aVenueInput({ ...cardiff, hotelName: 'The Old Park', date: daysFromToday(-3) })),
  };
  return { cookie, ...created };
}

describe('calendars people subscribe to', () => {
  it("a city's feed holds that city's upcoming dates only, read alike by ical.js and node-ical, with the UIDs of their own .ics files", async () => {
    const { titanicCardiff, jfkCardiff } = await cardiffAndBrighton();
    const response = await get(calendarFeedPath({ kind: 'city', city: 'Cardiff' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const byIcalJs = readWithIcalJs(response.body);
    const byNodeIcal = readWithNodeIcal(response.body);
    expect(byIcalJs.name).toBe('Show dates in Cardiff');
    const expected = [titanicCardiff, jfkCardiff].map((venue) => `${venue.id}@shows.example.co.uk`);
    expect(byIcalJs.events.map((event) => event.uid)).toEqual(expected);
    expect(byNodeIcal.map((event) => event.uid).sort()).toEqual([...expected].sort());
    // The two libraries agree on every start, and it is the show's 19:00 on London's clock.
    for (const event of byIcalJs.events) {
      expect(byNodeIcal.find((other) => other.uid === event.uid)?.start).toBe(event.start);
      expect(event.summary).toMatch(/Cardiff$/);
    }
    // The same UID as the date's own file, so a calendar holding either recognises the date.
    for (const venue of [titanicCardiff, jfkCardiff]) {
      const single = readWithIcalJs((await get(calendarFilePath(venue))).body).events[0];
      expect(byIcalJs.events.find((event) => event.uid === single?.uid)?.start).toBe(single?.start);
    }

    expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(response.body).toContain(`SOURCE;VALUE=URI:${SITE}/calendars/cities/cardiff.ics`);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of response.body.split('\r\n').slice(0, -1)) {
      expect(line).not.toContain('\n');
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });

  it("a show's feed and the all-dates feed hold what they say; a city without dates has an empty calendar, not an error", async () => {
    const { titanicCardiff, jfkCardiff, titanicBrighton } = await cardiffAndBrighton();
    const uids = async (path: string) => readWithNodeIcal((await get(path)).body).map((event) => event.uid);
    const uid = (venue: Venue) => `${venue.id}@shows.example.co.uk`;
    expect((await uids(calendarFeedPath({ kind: 'show', show: 'Titanic' }))).sort()).toEqual(
      [uid(titanicCardiff), uid(titanicBrighton)].sort(),
    );
    expect(await uids(calendarFeedPath({ kind: 'show', show: 'JFK' }))).toEqual([uid(jfkCardiff)]);
    expect((await uids(calendarFeedPath({ kind: 'all' }))).sort()).toEqual(
      [uid(titanicCardiff), uid(jfkCardiff), uid(titanicBrighton)].sort(),
    );
    const empty = await get(calendarFeedPath({ kind: 'city', city: 'Milton Keynes' }));
    expect(empty.statusCode).toBe(200);
    expect(readWithIcalJs(empty.body)).toEqual({ name: 'Show dates in Milton Keynes', events: [] });
    // At least one component, as RFC 5545's grammar asks: the zone its dates will use.
    expect(empty.body).toMatch(
      /\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n[^]*\r\nEND:VTIMEZONE\r\nEND:VCALENDAR\r\n$/,
    );
    expect((await get('/calendars/cities/atlantis.ics')).statusCode).toBe(404);
  });

  it('answers a repeat poll with 304 until a listing is written, then has the new date', async () => {
    const { cookie } = await cardiffAndBrighton();
    const path = calendarFeedPath({ kind: 'city', city: 'Cardiff' });
    const first = await get(path);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get(path, { 'if-none-match': etag })).statusCode).toBe(304);

    const added = await (t as TestApp).createVenue(
      cookie,
      aVenueInput({ city: 'Cardiff', hotelName: 'The Coal Exchange', date: daysFromToday(60) }),
    );
    const after = await get(path, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(readWithIcalJs(after.body).events.map((event) => event.uid)).toContain(
      `${added.id}@shows.example.co.uk`,
    );
  });

  it('serves the Atom feed of new dates, newest first, each entry linking to its date page', async () => {
    const { titanicCardiff, jfkCardiff, titanicBrighton } = await cardiffAndBrighton();
    const response = await get(NEW_DATES_FEED_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    // Entries' links in order (the past date is not there); the feed's own links come first.
    const links = [...response.body.matchAll(/<link href="([^"]+)"\/>/g)].map((match) => match[1]);
    expect(links).toEqual(
      [titanicBrighton, jfkCardiff, titanicCardiff].map((venue) => `${SITE}${datePagePath(venue)}`),
    );
  });
});

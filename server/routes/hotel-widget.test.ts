import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarFeedPath } from '../../src/domain/feed-paths';
import { hotelWidgetPath } from '../../src/domain/hotel-widget-paths';
import { readWithIcalJs } from '../../tests/builders/calendar-parsers';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

// jsdom (a dev dependency) ships no types; this is the one part of it used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let t: TestApp | null = null;
afterEach(() => t?.close());

const SITE = 'https://shows.example.co.uk';
const get = (url: string, headers: Record<string, string> = {}) =>
  (t as TestApp).app.inject({ method: 'GET', url, headers });

/** The Grand Hotel's two upcoming dates (one sold out) and a past one, and one date at another hotel. */
async function grandHotel() {
  t = await createTestApp({ siteUrl: SITE });
  const cookie = await t.signIn();
  const later = await t.createVenue(cookie, aVenueInput({ show: 'JFK', date: daysFromToday(40) }));
  const sooner = await t.createVenue(
    cookie,
    aVenueInput({ date: daysFromToday(10), availability: 'sold-out' }),
  );
  await t.createVenue(cookie, aVenueInput({ date: daysFromToday(-2) }));
  const elsewhere = await t.createVenue(
    cookie,
    aVenueInput({
      hotelName: 'The Angel',
      hotelLocation: 'Castle Street, Cardiff CF10 1SZ',
      city: 'Cardiff',
    }),
  );
  if (!later.hotelId || !elsewhere.hotelId) throw new Error('listings were stored without a hotel');
  return { cookie, hotelId: later.hotelId, later, sooner, elsewhere };
}

const readWidget = (html: string) => {
  const { document } = new JSDOM(html).window;
  return {
    document,
    dates: [...document.querySelectorAll('.hw-date')].map((item) => ({
      when: item.querySelector('time')?.getAttribute('datetime'),
      show: item.querySelector('.hw-date__show a')?.textContent,
      status: item.querySelector('.hw-status')?.textContent,
      book: item.querySelector<HTMLAnchorElement>('a.hw-book'),
    })),
  };
};

describe("a hotel's widget for its own website", () => {
  it("lists the hotel's upcoming dates only, in date order, each with its status, and Book where seats are left", async () => {
    const { hotelId, later, sooner } = await grandHotel();
    const response = await get(hotelWidgetPath(hotelId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');

    const { document, dates } = readWidget(response.body);
    expect(document.querySelector('h1')?.textContent).toBe('Our show dates at The Grand Hotel');
    expect(dates.map(({ when, show, status }) => ({ when, show, status }))).toEqual([
      { when: sooner.date, show: 'The Queen of the Ocean (opens in a new tab)', status: 'Sold out' },
      { when: later.date, show: 'JFK (opens in a new tab)', status: 'On sale' },
    ]);
    expect(dates[0]?.book).toBeNull();
    // The time kept whole on its line (a no-break space): "7" at a line's end and "pm" on the next read as two things.
    expect(document.querySelector('.hw-date__when time')?.textContent).toMatch(
      /^\w+day \d+ \w+ \d{4}, \d{1,2}(:\d{2})?\u00a0[ap]m$/,
    );
    const book = dates[1]?.book;
    expect(book?.textContent).toBe('Book');
    // The hotel's booking page sees where the visitor came from: the site's origin, and a utm_source.
    expect(book?.getAttribute('rel')).toBe('noopener');
    expect(book?.getAttribute('referrerpolicy')).toBe('origin');
    const href = new URL(book?.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(later.bookingUrl);
    expect(href.searchParams.get('utm_source')).toBe('queenoftheocean');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('may be framed by any site, alone of the pages, and sets no cookie and admits no other origin to the API', async () => {
    const { hotelId } = await grandHotel();
    const widget = await get(hotelWidgetPath(hotelId), { origin: 'https://grand-hotel.example' });
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(widget.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(widget.headers['set-cookie']).toBeUndefined();
    expect(widget.headers['access-control-allow-origin']).toBeUndefined();

    for (const url of [
      calendarFeedPath({ kind: 'all' }),
      '/api/health',
      '/widgets/other',
      `${hotelWidgetPath(hotelId)}x!`,
    ]) {
      const other = await get(url);
      expect(other.headers['x-frame-options'], url).toBe('DENY');
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('follows a change at once, and answers 404 for a hotel there is not', async () => {
    const { cookie, hotelId, later } = await grandHotel();
    const first = await get(hotelWidgetPath(hotelId));
    expect(
      (await get(hotelWidgetPath(hotelId), { 'if-none-match': String(first.headers.etag) })).statusCode,
    ).toBe(304);

    const put = await (t as TestApp).app.inject({
      method: 'PUT',
      url: `/api/venues/${later.id}`,
      headers: { cookie },
      payload: { ...aVenueInput({ show: 'JFK', date: later.date }), availability: 'few-left' },
    });
    expect(put.statusCode).toBe(200);
    const after = readWidget((await get(hotelWidgetPath(hotelId))).body);
    expect(after.dates[1]?.status).toBe('Few seats left');
    expect(after.dates[1]?.book).not.toBeNull();

    expect((await get(hotelWidgetPath('no-such-hotel'))).statusCode).toBe(404);
  });

  it('says so when the hotel has no dates coming', async () => {
    const { cookie, elsewhere } = await grandHotel();
    const del = await (t as TestApp).app.inject({
      method: 'DELETE',
      url: `/api/venues/${elsewhere.id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBeLessThan(300);
    const { document, dates } = readWidget((await get(hotelWidgetPath(elsewhere.hotelId ?? ''))).body);
    expect(dates).toEqual([]);
    expect(document.body.textContent).toContain('No dates announced yet.');
  });
});

describe("a hotel's calendar", () => {
  it("holds the hotel's upcoming dates only, named for the hotel, with the UIDs of their own files", async () => {
    const { hotelId, later, sooner } = await grandHotel();
    const response = await get(calendarFeedPath({ kind: 'hotel', hotel: { id: hotelId, name: '' } }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    const calendar = readWithIcalJs(response.body);
    expect(calendar.name).toBe('Show dates at The Grand Hotel');
    expect(calendar.events.map((event) => event.uid)).toEqual(
      [sooner, later].map((venue) => `${venue.id}@shows.example.co.uk`),
    );
    expect((await get('/calendars/hotels/no-such-hotel.ics')).statusCode).toBe(404);
  });
});

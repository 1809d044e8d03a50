import { afterEach, describe, expect, it } from 'vitest';
import type { Hotel } from '../../src/domain/hotel';
import type { Venue } from '../../src/domain/venue';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { hotelWidgetFiles } from './hotel-widget-files';

let t: TestApp | null = null;
afterEach(() => t?.close());

const SITE = 'https://shows.example.co.uk';

/**
 * A hosted build writes each hotel's widget page and calendar as files (docs/decisions/0042-hotel-widget.md).
 * Everything a hotel's own website sees of the widget (its dates, statuses, Book links, no cookie, axe) is
 * proven on the embedded server's answer (server/routes/hotel-widget.test.ts, tests/e2e/hotel-widget.spec.ts);
 * these tests hold the hosted files to the same bytes, at the address Hosting serves them from.
 */
describe('the hosted build’s hotel widget files', () => {
  async function twoHotels() {
    t = await createTestApp({ siteUrl: SITE });
    const cookie = await t.signIn();
    const grand = await t.createVenue(cookie, aVenueInput({ date: daysFromToday(12) }));
    await t.createVenue(
      cookie,
      aVenueInput({ show: 'JFK', date: daysFromToday(30), availability: 'few-left' }),
    );
    const angel = await t.createVenue(
      cookie,
      aVenueInput({
        hotelName: 'The Angel',
        hotelLocation: 'Castle Street, Cardiff CF10 1SZ',
        city: 'Cardiff',
      }),
    );
    const get = async <T>(url: string) =>
      (await (t as TestApp).app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();
    const hotels = await get<Hotel[]>('/api/hotels');
    const upcoming = await get<Venue[]>('/api/venues/upcoming');
    return { grand, angel, hotels, upcoming };
  }

  it('are the bytes the embedded server answers, for every saved hotel, at the addresses Hosting serves', async () => {
    const { hotels, upcoming } = await twoHotels();
    const files = hotelWidgetFiles(hotels, upcoming, SITE);
    expect(files).toHaveLength(hotels.length * 2);
    for (const { path, body } of files) {
      const served = path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
      const answer = await (t as TestApp).app.inject({ method: 'GET', url: served });
      expect(answer.statusCode, served).toBe(200);
      expect(body, served).toBe(answer.body);
    }
  });

  it('list a hotel’s own dates only, and a hotel with none still gets its page and calendar', async () => {
    const { grand, angel, hotels, upcoming } = await twoHotels();
    const forGrand = hotelWidgetFiles(hotels, upcoming, SITE).find(
      ({ path }) => path.endsWith('.html') && path.includes(String(grand.hotelId)),
    );
    expect(forGrand?.body).toContain(grand.hotelName);
    expect(forGrand?.body).not.toContain(angel.hotelName);
    const angelHotel = hotels.filter((hotel) => hotel.id === angel.hotelId);
    const withoutDates = hotelWidgetFiles(angelHotel, [], SITE);
    expect(withoutDates.map(({ path }) => path.split('.').pop())).toEqual(['html', 'ics']);
  });
});

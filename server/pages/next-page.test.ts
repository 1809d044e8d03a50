import { describe, expect, it } from 'vitest';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { PATHS } from '../../src/domain/paths';
import { signedInSiteApp } from '../testing/site-app';

const SITE_URL = 'https://shows.example.co.uk';
const server = signedInSiteApp(SITE_URL);
const get = (url: string) => server.t.app.inject({ method: 'GET', url });
const create = (input = aVenueInput()) => server.t.createVenue(server.cookie, input);

/** The hotels of the next-dates links, in the order the page lists them. */
const nextHotels = (html: string) =>
  [...html.matchAll(/<span class="next-date__where">([^,<]*)/g)].map((match) => match[1]);
const cardNames = (html: string) =>
  [...html.matchAll(/<h3 class="venue-card__name">(?:<a [^>]*>)?([^<]*)/g)].map((match) => match[1]);

describe('the next dates (/next) from the embedded server', () => {
  it("arrives with every show's upcoming dates, soonest first, with weekdays", async () => {
    await create(aVenueInput({ show: 'JFK', hotelName: 'Later House', date: daysFromToday(40) }));
    await create(aVenueInput({ hotelName: 'Sooner Hall', date: daysFromToday(3) }));
    await create(aVenueInput({ show: 'Scrooge', hotelName: 'Past Inn', date: daysFromToday(-2) }));

    const response = await get(PATHS.next);
    expect(response.statusCode).toBe(200);
    expect(nextHotels(response.body)).toEqual(['Sooner Hall', 'Later House']);
    expect(response.body).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d+ \w+ \d{4}/);
    expect(response.body).toContain('<h1 class="page-header__title">Next dates</h1>');
  });

  it('narrows to the city in the address, then the dates within 50 miles, and offers every city', async () => {
    await create(aVenueInput({ hotelName: 'Cardiff Castle Hotel', city: 'Cardiff', date: daysFromToday(9) }));
    await create(aVenueInput({ show: 'JFK', hotelName: 'Brighton Grand', city: 'Brighton' }));
    await create(
      aVenueInput({ show: 'JFK', hotelName: 'Marina Hotel', city: 'Swansea', date: daysFromToday(5) }),
    );

    const page = (await get(`${PATHS.next}?city=CARDIFF&utm_source=instagram`)).body;
    // Cardiff's own date, then Swansea's (34 miles away); not Brighton's.
    expect(nextHotels(page)).toEqual(['Cardiff Castle Hotel', 'Marina Hotel']);
    expect(page).toContain('Within 50 miles of Cardiff');
    expect(page).toContain('Marina Hotel, Swansea, 34 miles away');
    expect(page).toMatch(/<option value="cardiff" selected="">Cardiff<\/option>/);
    expect(page).toContain('<option value="brighton">Brighton</option>');
    // A city without dates of its own may have some near it.
    expect(page).toContain('<option value="york">York</option>');
  });

  it('is listed in the sitemap', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${SITE_URL}${PATHS.next}</loc>`);
  });
});

describe("a show page's city chooser from the embedded server", () => {
  it('narrows the date cards to the city in the address', async () => {
    await create(aVenueInput({ hotelName: 'Cardiff Castle Hotel', city: 'Cardiff', date: daysFromToday(9) }));
    await create(aVenueInput({ hotelName: 'Brighton Grand', city: 'Brighton', date: daysFromToday(12) }));

    expect(cardNames((await get('/titanic')).body)).toEqual([
      'Cardiff Castle Hotel',
      'Brighton Grand',
      'Coming soon',
    ]);
    const cardiff = (await get('/titanic?city=cardiff')).body;
    expect(cardNames(cardiff)).toEqual(['Cardiff Castle Hotel', 'Coming soon']);
    expect(cardiff).toMatch(/<option value="cardiff" selected="">Cardiff<\/option>/);
  });

  it('is left out while the show plays in one city only', async () => {
    await create(aVenueInput({ hotelName: 'Brighton Grand', city: 'Brighton' }));
    expect((await get('/titanic')).body).not.toContain('class="city-chooser"');
  });
});

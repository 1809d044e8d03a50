import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { aHotelInput, aVenueInput } from '../../tests/builders/inputs';
import { signedInSiteApp } from '../testing/site-app';

const server = signedInSiteApp('https://shows.example.co.uk');
const get = (url: string) => server.t.app.inject({ method: 'GET', url });

// The Park Hotel, step-free, its allergen information a number to ring; parking and rooms never given.
const park = aHotelInput({ allergenInfo: 'Kitchen 029 2000 0002' });

/** The page's body as HTML: the page state, in the head, carries the listing's fields as data too. */
const body = (html: string) => html.slice(html.indexOf('<body'));

describe('Before you book on the embedded server’s pages', () => {
  it('arrives in a date page’s HTML: the evening on its clock, the dietary deadline, the hotel’s facts', async () => {
    const saved = await server.t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: { cookie: server.cookie },
      payload: park,
    });
    expect(saved.statusCode).toBe(201);
    // A Friday matinee of the Titanic.
    const venue = await server.t.createVenue(
      server.cookie,
      aVenueInput({
        hotelName: park.name,
        hotelLocation: park.address,
        city: park.city,
        date: '2030-12-06',
        startTime: '13:30',
      }),
    );
    const page = await get(datePagePath(venue));
    expect(page.statusCode).toBe(200);
    const html = body(page.body);
    expect(html).toContain('<h2 id="before-you-book" class="h4">Before you book</h2>');
    expect(html).toContain('Arrive 1 pm, 1:30 pm to about 4:30 pm (3 hours)');
    expect(html).toContain('Tell the hotel by Friday 29 November 2030');
    expect(html).toContain('<a href="tel:02920000002">Kitchen 029 2000 0002</a>');
    expect(html).toContain('<dt>Step-free entrance</dt><dd>Yes</dd>');
    // Parking and staying the night, never given: said so, not guessed.
    expect(html.match(/Not confirmed: ask the venue/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('arrives in a show page’s HTML with the usual times and no hotel’s parts', async () => {
    const page = await get('/jfk');
    expect(page.statusCode).toBe(200);
    const html = body(page.body);
    expect(html).toContain('Before you book');
    expect(html).toContain('Arrive 7 pm, 7:30 pm to about 9:30 pm (2 hours)');
    expect(html).toContain('Tell the hotel at least 7 days before');
    expect(html).not.toContain('Staying the night');
  });
});

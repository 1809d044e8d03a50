import { describe, expect, it } from 'vitest';
import { calendarFilePath, datePagePath } from '../../src/domain/date-page-paths';
import type { Venue, VenueInput } from '../../src/domain/venue';
import type { PageState } from '../../src/render/template-markers';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { signedInSiteApp } from '../testing/site-app';

const SITE_URL = 'https://shows.example.co.uk';
const server = signedInSiteApp(SITE_URL);

const get = (url: string) => server.t.app.inject({ method: 'GET', url });

const create = (input = aVenueInput()) => server.t.createVenue(server.cookie, input);
/** A manager's edit of a listing through the API (PUT with its new fields, or DELETE). */
const asManager = (method: 'PUT' | 'DELETE', venue: Venue, payload?: VenueInput) =>
  server.t.app.inject({
    method,
    url: `/api/venues/${venue.id}`,
    headers: { cookie: server.cookie },
    payload,
  });

/** The links a visitor without JavaScript can follow: every href in the page's body. */
function bodyLinks(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

const pageState = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as PageState;

describe('a date page from the embedded server', () => {
  it('has one address: another case or a trailing slash is sent there for good, and the page names it', async () => {
    const venue = await create(aVenueInput({ hotelName: 'The Canon Hotel', date: daysFromToday(21) }));
    const address = datePagePath(venue);
    for (const other of [address.toUpperCase(), `${address}/`, address.replace('/titanic/', '/Titanic/')]) {
      const response = await get(other);
      expect(response.statusCode, other).toBe(301);
      expect(response.headers.location, other).toBe(address);
    }
    const page = await get(address);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE_URL}${address}" />`);
  });

  it('arrives with its calendar and share links, built on the public origin the browser hydrates with', async () => {
    const venue = await create(aVenueInput({ hotelName: 'The Grand Hotel', date: daysFromToday(20) }));
    const pageUrl = `${SITE_URL}${datePagePath(venue)}`;

    const response = await get(datePagePath(venue));
    expect(response.statusCode).toBe(200);
    const links = bodyLinks(response.body);

    expect(response.body).toContain('Add to calendar');
    expect(links).toContain(calendarFilePath(venue));
    const google = links.find((href) => href.startsWith('https://calendar.google.com/'));
    expect(new URL(google ?? 'https://missing.invalid').searchParams.get('details')).toContain(pageUrl);

    expect(response.body).toContain('Share this date');
    const facebook = links.find((href) => href.startsWith('https://www.facebook.com/sharer/'));
    expect(new URL(facebook ?? 'https://missing.invalid').searchParams.get('u')).toBe(pageUrl);
    expect(
      links.some((href) => href.startsWith('https://wa.me/') && href.includes(encodeURIComponent(pageUrl))),
    ).toBe(true);

    // The browser renders the same links only if it knows the origin the server used.
    expect(pageState(response.body).origin).toBe(SITE_URL);
  });

  it("shares the date's own picture (server/routes/date-pictures.test.ts), not the show's", async () => {
    const venue = await create(
      aVenueInput({ show: 'JFK', hotelName: 'Motorcade Inn', date: daysFromToday(9) }),
    );
    const response = await get(datePagePath(venue));
    const picture = `${SITE_URL}${datePagePath(venue)}.jpg?v=0`;
    expect(response.body).toContain(`<meta property="og:image" content="${picture}" />`);
    expect(response.body).toContain(`<meta name="twitter:image" content="${picture}" />`);
    expect(response.body).not.toContain('/images/share/jfk.jpg');
  });

  it("answers an address that was never listed with the site's not-found page, as any unknown path", async () => {
    await create(aVenueInput({ hotelName: 'Sooner Hall', date: daysFromToday(7) }));

    const response = await get('/titanic/2031-03-14-nowhere-in-particular');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Prepared at start-up, not rendered: made-up addresses cost nothing (page-cost.test.ts). In a browser
    // the date page then says the date is not listed, with the dates to come (tests/e2e/whats-on.spec.ts).
    expect(response.body).toBe((await get('/no-such-page')).body);
    expect(bodyLinks(response.body)).toContain('/contact');
    expect(response.body).not.toContain('Add to calendar');
  });

  it("sends a renamed hotel's old address to the new one for good, and the sitemap names only the new", async () => {
    const venue = await create(aVenueInput({ hotelName: 'The Old Name', date: daysFromToday(25) }));
    const renaming = await asManager(
      'PUT',
      venue,
      aVenueInput({ date: venue.date, hotelName: 'The New Name' }),
    );
    expect(renaming.statusCode, renaming.body).toBe(200);
    const renamed = renaming.json<Venue>();

    const old = await get(datePagePath(venue));
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(datePagePath(renamed));
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toMatch(
      new RegExp(`${SITE_URL}${datePagePath(renamed)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(sitemap).not.toContain(`${datePagePath(venue)}</loc>`);
  });

  it('answers a deleted listing with 410 and the same help', async () => {
    const deleted = await create(aVenueInput({ hotelName: 'Cancelled Court', date: daysFromToday(15) }));
    const remove = await asManager('DELETE', deleted);
    expect(remove.statusCode).toBeLessThan(300);

    const response = await get(datePagePath(deleted));
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('This date is no longer listed.');
    expect(bodyLinks(response.body)).toContain('/contact');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import type { PageData } from '../../src/domain/page-data';
import type { PageState } from '../../src/render/template-markers';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { datePagePath } from '../../src/domain/date-page-paths';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { PATHS } from '../../src/domain/paths';
import { signedInSiteApp } from '../testing/site-app';

const SITE_URL = 'https://shows.example.co.uk';
const server = signedInSiteApp(SITE_URL);

const get = (url: string, headers: Record<string, string> = {}) =>
  server.t.app.inject({ method: 'GET', url, headers });

const create = (input = aVenueInput()) => server.t.createVenue(server.cookie, input);

/** What a browser would read from the page: its state script, JSON-LD and visible dates. */
function readPage(html: string) {
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown> | Record<string, unknown>[],
  );
  const names = [...html.matchAll(/<h3 class="venue-card__name">(?:<a [^>]*>)?([^<]*)/g)].map((m) => m[1]);
  return { state: JSON.parse(state ?? 'null') as PageState | null, jsonLd, names };
}

describe('a show page from the embedded server', () => {
  it('arrives with its upcoming dates and Book links, and the same data embedded for the browser', async () => {
    await create(aVenueInput({ hotelName: 'Past Hotel', date: daysFromToday(-1) }));
    const soon = await create(aVenueInput({ hotelName: 'Sooner Hall', date: daysFromToday(5) }));
    await create(aVenueInput({ hotelName: 'Later House', date: daysFromToday(50) }));
    await create(aVenueInput({ show: 'JFK', hotelName: 'Other Show Inn' }));

    const response = await get('/titanic');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = readPage(response.body);
    expect(page.names).toEqual(['Sooner Hall', 'Later House', 'Coming soon']);
    expect(response.body).toContain(`href="${soon.bookingUrl}?utm_source=queenoftheocean"`);
    expect(response.body).not.toContain('Loading...');

    const data = page.state?.data as PageData;
    expect(page.state?.route).toBe('/titanic');
    expect(data.listings?.Titanic?.map((v) => v.hotelName)).toEqual(['Sooner Hall', 'Later House']);
    const api = await get('/api/venues?show=Titanic');
    expect(data.listings?.Titanic).toEqual(api.json());
  });

  it('describes each upcoming date as a schema.org Event for search engines', async () => {
    await create(aVenueInput({ hotelName: 'Sooner Hall', date: daysFromToday(5), city: 'Cardiff' }));
    const events = readPage((await get('/titanic')).body).jsonLd.flat();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      '@type': 'TheaterEvent',
      startDate: expect.stringContaining(daysFromToday(5)),
      location: { name: 'Sooner Hall', address: { addressLocality: 'Cardiff' } },
      offers: { url: aVenueInput().bookingUrl },
    });
  });

  it("shows a manager's new, changed and deleted dates on the next load", async () => {
    expect(readPage((await get('/overlook')).body).names).toEqual(['Coming soon']);
    const venue = await create(aVenueInput({ show: 'TheOverlookHotel', hotelName: 'First Name' }));
    expect(readPage((await get('/overlook')).body).names).toEqual(['First Name', 'Coming soon']);

    const put = await server.t.app.inject({
      method: 'PUT',
      url: `/api/venues/${venue.id}`,
      headers: { cookie: server.cookie },
      payload: aVenueInput({ show: 'TheOverlookHotel', hotelName: 'Second Name' }),
    });
    expect(put.statusCode).toBe(200);
    expect(readPage((await get('/overlook')).body).names).toEqual(['Second Name', 'Coming soon']);

    await server.t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${venue.id}`,
      headers: { cookie: server.cookie },
    });
    expect(readPage((await get('/overlook')).body).names).toEqual(['Coming soon']);
  });

  it('answers a revisit with 304 until a listing changes', async () => {
    const first = await get('/jfk');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get('/jfk', { 'if-none-match': etag })).statusCode).toBe(304);
    await create(aVenueInput({ show: 'JFK' }));
    expect((await get('/jfk', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('drops a date once its day has passed in London', async () => {
    let now = new Date('2031-03-10T12:00:00Z');
    await server.restart({ now: () => now });
    await create(aVenueInput({ hotelName: 'Tomorrow Hotel', date: '2031-03-11' }));
    expect(readPage((await get('/titanic')).body).names).toContain('Tomorrow Hotel');
    now = new Date('2031-03-12T00:30:00Z');
    expect(readPage((await get('/titanic')).body).names).not.toContain('Tomorrow Hotel');
  });

  it("is rendered without turning on Node's async hooks, which every later request would pay for", async () => {
    // React's Node renderer runs each render in an AsyncLocalStorage (src/render/entry-server.tsx).
    const storage = [
      vi.spyOn(AsyncLocalStorage.prototype, 'run'),
      vi.spyOn(AsyncLocalStorage.prototype, 'enterWith'),
    ];
    try {
      await create(aVenueInput({ hotelName: 'Fresh Render Hotel', date: daysFromToday(9) }));
      const page = readPage((await get('/titanic')).body);
      expect(page.names).toContain('Fresh Render Hotel');
      expect(storage.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    } finally {
      for (const spy of storage) spy.mockRestore();
    }
  });

  it('reaches the same page through the other spelling the original site linked to', async () => {
    const alias = await get('/scrooge');
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toContain(`<link rel="canonical" href="${SITE_URL}/Scrooge" />`);
  });
});

describe('the home page from the embedded server', () => {
  it('arrives with the next real dates in Our shows, each leading to its date page', async () => {
    const soon = await create(
      aVenueInput({ show: 'JFK', hotelName: 'Hilton Cardiff', date: daysFromToday(4) }),
    );
    const html = (await get('/')).body;
    expect(html).toContain('Hilton Cardiff');
    expect(html).toContain(formatDateWithWeekday(soon.date));
    expect(html).toContain(`href="${datePagePath(soon)}"`);
    expect((readPage(html).state?.data as PageData | undefined)?.homeDates?.map((v) => v.id)).toContain(
      soon.id,
    );
  });
});

describe('static pages from the embedded server', () => {
  it('serve the prerendered page with its own head, under the configured origin', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Contact us<\/h1>/);
    expect(response.body).toContain('<title>Contact us | The Queen of the Ocean</title>');
    expect(response.body).toContain(`<link rel="canonical" href="${SITE_URL}/contact" />`);
    expect(response.body).toContain(
      `<meta property="og:image" content="${SITE_URL}/images/share/site.jpg" />`,
    );
    expect(response.body).not.toContain('site-origin.invalid');
  });

  it('carry the Organization JSON-LD on the home page', async () => {
    const [organization] = readPage((await get('/')).body).jsonLd;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: `${SITE_URL}/`,
      address: { addressLocality: 'Swansea' },
    });
  });

  it('answer an unknown path with the not-found page and status 404, naming no canonical address', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Sorry, we can&#x27;t find that page');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('answer every page of the site with 200 and its own HTML, the e-mail links included', async () => {
    for (const path of Object.values(PATHS)) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('Sorry, we can&#x27;t find that page');
    }
    const confirm = await get('/subscribe/confirm?token=x');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toMatch(/<h1[^>]*>Confirm your request<\/h1>/);
    const unsubscribe = await get('/unsubscribe?token=x');
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.body).toMatch(/<h1[^>]*>Unsubscribe<\/h1>/);
  });

  it('name one canonical address whatever the case or trailing slash', async () => {
    for (const path of ['/CONTACT', '/contact/', '/Contact']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain(`<link rel="canonical" href="${SITE_URL}/contact" />`);
    }
  });

  it('are sent compressed to browsers that accept brotli', async () => {
    const response = await server.t.app.inject({
      method: 'GET',
      url: '/team',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Our team');
  });

  it('list every public page in the sitemap, and keep staff pages out of search', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const path of ['/', '/titanic', '/Scrooge', '/contact', '/eventContact', '/ourevents', '/team']) {
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    }
    expect(sitemap).not.toMatch(/dashboard|admin/);
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

/**
 * The picture a browser of `width` CSS pixels (at `dpr` device pixels each) fetches from the head's image
 * preloads, as it would choose: the preload whose media matches, then the narrowest srcset candidate that
 * covers the screen. Null when no preload applies, or it is not asked for at high priority.
 */
function preloadedPicture(html: string, width: number, dpr: number): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [tag] of head.matchAll(/<link rel="preload" as="image"[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    const media = attr('media');
    const min = Number(/min-width: (\d+)px/.exec(media ?? '')?.[1] ?? 0);
    const max = Number(/max-width: (\d+)px/.exec(media ?? '')?.[1] ?? Infinity);
    if (width < min || width > max || attr('fetchpriority') !== 'high') continue;
    const srcset = attr('imagesrcset');
    if (!srcset) return attr('href') ?? null;
    const candidates = srcset.split(',').map((part) => {
      const [url = '', w = '0'] = part.trim().split(/\s+/);
      return { url, w: Number.parseInt(w, 10) };
    });
    const fits = candidates.filter((c) => c.w >= width * dpr).sort((a, b) => a.w - b.w);
    return (fits[0] ?? candidates.sort((a, b) => b.w - a.w)[0])?.url ?? null;
  }
  return null;
}

describe("each page's largest picture", () => {
  const PHONE = [412, 1.75] as const; // Lighthouse's mobile screen
  const DESKTOP = [1600, 1] as const;

  it('is preloaded from the head at high priority, at phone size on a phone, in WebP', async () => {
    const venue = await create(aVenueInput({ show: 'Titanic', date: daysFromToday(30) }));
    const expected: Record<string, { phone: string; desktop: string }> = {
      '/': { phone: 'Titanic-banner-800', desktop: 'Titanic-banner' },
      '/hometwo': { phone: 'TheOverlookHotel-banner-800', desktop: 'TheOverlookHotel-banner' },
      '/homethree': { phone: 'Titanic-banner-narrow', desktop: 'Titanic-banner' },
      '/titanic': { phone: 'Titanic-banner-narrow', desktop: 'Titanic-banner' },
      [datePagePath(venue)]: { phone: 'Titanic-card', desktop: 'Titanic-card' },
    };
    for (const [path, files] of Object.entries(expected)) {
      const html = (await get(path)).body;
      expect([path, preloadedPicture(html, ...PHONE)]).toEqual([path, `/images/shows/${files.phone}.webp`]);
      expect([path, preloadedPicture(html, ...DESKTOP)]).toEqual([
        path,
        `/images/shows/${files.desktop}.webp`,
      ]);
      // The page shows that very file (the preload is not a wasted fetch), and the file exists.
      expect(html).toContain(`/images/shows/${files.phone}.webp`);
      expect(existsSync(`public/images/shows/${files.phone}.webp`)).toBe(true);
    }
  });
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { DEMO_VENUES } from '../../server/db/demo-seed';
import { slugify } from '../../src/domain/venue-slug';
import { expect, test, waitForApp } from './fixtures';

/** The public routes, as the sitemap lists them (absolute URLs on this server). */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/** A page's HTML as a crawler or link preview receives it (no JavaScript). */
async function headOf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    html,
    h1: attribute(/<h1[^>]*>([^<]+)/),
    title: attribute(/<title>([^<]+)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]+)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]+)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]+)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]+)"/),
    ogImage: attribute(/<meta property="og:image" content="([^"]+)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as unknown,
    ),
  };
}

test('every public route arrives as HTML with its heading and its own title, description and share card', async ({
  request,
  baseURL,
}) => {
  // The routes, and the demo seed's date pages: other walks add, rename and delete dates of their own while
  // this one reads (a renamed date's old address answers with its new canonical address, as it should).
  const demoSlugEnds = DEMO_VENUES.map((venue) => `-${slugify(venue.hotelName)}`);
  const isOthersDate = (path: string) =>
    path.split('/').length === 3 && !demoSlugEnds.some((end) => path.endsWith(end));
  const urls = (await sitemapUrls(request)).filter((url) => !isOthersDate(new URL(url).pathname));
  expect(urls.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/', '/titanic', '/jfk', '/overlook', '/Scrooge', '/contact', '/ourevents']),
  );
  const titles = new Set<string>();
  const shareImages = new Set<string>();
  // Asked for all at once, as crawlers do: the server answers while the test reads.
  const heads = await Promise.all(urls.map(async (url) => ({ url, head: await headOf(request, url) })));
  for (const { url, head } of heads) {
    expect(head.h1, url).toMatch(/\S/);
    expect(head.title, url).toMatch(/\S/);
    expect(head.description?.length, url).toBeGreaterThan(40);
    expect(head.canonical, url).toBe(url);
    expect(head.ogUrl, url).toBe(url);
    expect(head.ogTitle, url).toBe(head.title);
    // A built share picture, or a date's own beside its page, with its revision.
    expect(head.ogImage, url).toMatch(
      new RegExp(`^${baseURL}(/images/share/[a-z]+\\.jpg|/[A-Za-z]+/[a-z0-9-]+\\.jpg\\?v=\\d+)$`),
    );
    titles.add(head.title ?? '');
    shareImages.add(head.ogImage ?? '');
  }
  // Each built share picture answers as a JPEG, and so does one date's own, as the served site's address
  // reaches it: the server draws a date's picture on its first request, and what it draws (size, hotel,
  // weekday, kept and redrawn) is proven in server/routes/date-pictures.test.ts, not by drawing every date's.
  const built = [...shareImages].filter((image) => image.includes('/images/share/'));
  const dates = [...shareImages].filter((image) => !image.includes('/images/share/'));
  expect(dates.length, 'the sitemap lists date pages with pictures of their own').toBeGreaterThan(0);
  for (const image of [...built, ...dates.slice(0, 1)]) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/jpeg');
  }
  expect(titles.size, 'each page has its own title').toBe(urls.length);
});

/** Text as React's server renderer writes it between tags. */
const escapeHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

test('the home page and the show pages carry JSON-LD that parses', async ({ request }) => {
  const home = await headOf(request, '/');
  expect(home.jsonLd).toEqual([expect.objectContaining({ '@type': 'Organization' })]);
  const show = await headOf(request, '/titanic');
  const events = show.jsonLd.flat() as { '@type': string; location: { name: string } }[];
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event['@type']).toBe('TheaterEvent');
    // The page escapes a hotel's name as HTML does ("Hotel & Spa" is written "Hotel &amp; Spa").
    expect(show.html).toContain(`>${escapeHtmlText(event.location.name)}<`);
  }
  expect(show.ogImage).toMatch(/\/images\/share\/titanic\.jpg$/);
});

test('a show page arrives with its dates and Book links, and the browser does not fetch them again', async ({
  page,
  request,
}) => {
  // Other specs add and delete listings on the same server meanwhile: the demo ones stay put.
  const demoHotels = new Set(DEMO_VENUES.map((venue) => venue.hotelName));
  const listings = (
    (await (await request.get('/api/venues?show=Titanic')).json()) as { hotelName: string }[]
  ).filter((venue) => demoHotels.has(venue.hotelName));
  expect(listings.length).toBeGreaterThan(0);
  const html = (await headOf(request, '/titanic')).html;
  for (const { hotelName } of listings) expect(html).toContain(hotelName);
  expect(html).toMatch(/<a class="btn btn-primary" href="https:[^"]+"[^>]*>Book<\/a>/);

  // Reads only: the visit's counting beacon (a POST to /api/hits after load) fetches nothing.
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await page.goto('/titanic');
  await waitForApp(page);
  for (const { hotelName } of listings) {
    await expect(page.locator('.venue-card').getByRole('heading', { name: hotelName }).first()).toBeVisible();
  }
  // Hydrated: the tabs answer a click.
  await page.getByRole('tab', { name: 'DRESS CODE' }).click();
  await expect(page.getByRole('tab', { name: 'DRESS CODE' })).toHaveAttribute('aria-selected', 'true');
  expect(apiCalls).toEqual([]);
});

test("a manager's new date is in the show page's HTML on the next load", async ({ page, request }) => {
  const signIn = await page.request.post('/api/session', { data: E2E_MANAGER });
  expect(signIn.ok()).toBe(true);
  const hotelName = `HTML Test Hotel ${Date.now()}`;
  const created = await page.request.post('/api/venues', {
    data: {
      show: 'JFK',
      hotelName,
      hotelLocation: '1 Dock Street, Swansea',
      city: 'Swansea',
      date: '2031-02-14',
      bookingUrl: 'https://tickets.example.com/html-test',
      soldOut: false,
    },
  });
  expect(created.status()).toBe(201);
  try {
    expect((await headOf(request, '/jfk')).html).toContain(hotelName);
  } finally {
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.delete(`/api/venues/${id}`)).status()).toBe(204);
  }
  expect((await headOf(request, '/jfk')).html).not.toContain(hotelName);
});

test('a visitor adds a date to their calendar: the browser makes the file, time zone included', async ({
  page,
}) => {
  await page.goto('/titanic');
  await waitForApp(page);
  await page.locator('.venue-card__date a').first().click();
  await expect(page).toHaveURL(/\/titanic\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Add to calendar' })
    .getByRole('link', { name: 'Download calendar file (.ics)' })
    .click();
  const file = await download;
  // Made in the browser, as in hosted mode where no server answers .ics addresses.
  expect(file.url()).toMatch(/^blob:/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
  expect(text).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}/);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a visitor reads the home page, a show page with its dates, and the contact page, following links', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's own stylesheet is linked in the HTML: the banner picture fits the phone, not its 1600 px.
    const banner = await page.locator('.home-banner__picture').first().boundingBox();
    expect(banner?.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('heading', { name: 'The Queen of the Ocean' }).first()).toBeVisible();

    // The card's title leads to the show page (its Book tickets button leads to the dates on What's on).
    await page
      .locator('.experience-card__title')
      .getByRole('link', { name: 'The Queen of the Ocean' })
      .click();
    await expect(page).toHaveURL(/\/titanic$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const book = page.locator('.venue-card').getByRole('link', { name: /^Book/ }).first();
    await expect(book).toHaveAttribute('href', /^https?:\/\//);

    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/Monday to Friday/)
        .first(),
    ).toBeVisible();
  });

  test('a visitor opens a date from its show page and finds how to add it to a calendar and share it', async ({
    page,
  }) => {
    await page.goto('/titanic');
    await page.locator('.venue-card__date a').first().click();
    await expect(page).toHaveURL(/\/titanic\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The Queen of the Ocean at');

    const calendar = page.getByRole('region', { name: 'Add to calendar' });
    await expect(calendar.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute(
      'href',
      `${path}.ics`,
    );
    await expect(calendar.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\//,
    );
    const share = page.getByRole('region', { name: 'Share this date' });
    const facebook = await share.getByRole('link', { name: /Facebook/ }).getAttribute('href');
    expect(new URL(facebook ?? '').searchParams.get('u')).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    // The calendar file itself, as a visitor without script downloads it.
    const ics = await page.request.get(`${path}.ics`);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  });
});

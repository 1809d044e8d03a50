import { expect, test, waitForApp } from '../fixtures';
import { pageModules } from '../../../src/render/page-modules';
import { HOSTED_MISSING, HOSTED_PORT } from './hosted-config';

/**
 * Hosted mode's pages as HTML: the build's prerendered files, served as firebase.json serves them (a file
 * when there is one, the app shell only for paths without one).
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const SITE_URL = `http://127.0.0.1:${HOSTED_PORT}`;

test('static routes arrive as HTML with their heading and head, under VITE_SITE_URL', async ({ request }) => {
  for (const [path, heading] of [
    ['/', 'Immersive theatre and dining across the UK'],
    ['/contact', 'Contact us'],
    ['/About', 'About us'],
    ['/Menuone', 'The Queen of the Ocean: sample menu'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The attribute's value, however the critical-CSS step serialised the tag (it writes `<meta ...>`).
    expect(html.match(/<meta property="og:url" content="([^"]+)"/)?.[1], path).toBe(
      `${SITE_URL}${path === '/About' ? '/about' : path}`,
    );
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/titanic</loc>`);
});

test('a show page arrives with its text and "Loading...", then lists its dates from Firestore', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/jfk')).text();
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('Loading...');
  expect(html).not.toContain('application/ld+json');

  await page.goto('/jfk');
  await waitForApp(page);
  await expect(page.getByRole('status').filter({ hasText: /upcoming date|Showing/ })).toBeAttached();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a path without a file gets the app shell, which renders the not-found page', async ({
  page,
  request,
}) => {
  const shell = await (await request.get('/no/such/page')).text();
  expect(shell).toContain('<div id="root"></div>');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we can't find that page");
});

test('pages ask for the data client with their own code, and pages of dates for the listings client too', async ({
  request,
}) => {
  // The chunks a page's loader starts after the first paint, by the name Vite gives them (name-hash.js).
  const preloaded = async (path: string) =>
    pageModules(await (await request.get(path)).text()).map((href) =>
      href.replace(/^\/assets\/([\w-]+)-[\w-]{8}\.js$/, '$1'),
    );
  // The entry waits for the data adapter before it hydrates: every page asks for it at once.
  const contact = await preloaded('/contact');
  expect(contact).toContain('contact-page');
  expect(contact).toContain('firebase-adapter');
  expect(contact).not.toContain('public-port');
  // A show page lists its dates as soon as it is up.
  expect(await preloaded('/jfk')).toEqual(
    expect.arrayContaining(['jfk-page', 'firebase-adapter', 'public-port']),
  );
  // A date page is the shell: it asks for the date page's code as well, not only once the entry has run.
  expect(await preloaded('/titanic/2031-01-01-no-such-hotel')).toEqual(
    expect.arrayContaining(['show-date-page', 'firebase-adapter', 'public-port']),
  );
});

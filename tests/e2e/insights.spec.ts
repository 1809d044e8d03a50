import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Page, Response } from '@playwright/test';
import { consentText } from '../../src/domain/subscription';
import { expect, screenshot, signInAsManager, test, waitForApp } from './fixtures';

// A visitor's browser. Headless Chromium names itself "HeadlessChrome", which the server rightly takes
// for a robot and does not count.
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// No demo date is in Lincoln, and no other test adds one or subscribes for it.
const CITY = 'Lincoln';
const DATA_DIR = '.tmp/e2e-data';

test.use({ userAgent: VISITOR_UA });

/** The answer to the beacon the page sends for `path` (or a link followed: `kind`). */
const beacon = (page: Page, match: { path?: string; kind?: string }) =>
  page.waitForResponse((response: Response) => {
    if (!response.url().endsWith('/api/hits')) return false;
    const body = (response.request().postDataJSON() ?? {}) as { path?: string; kind?: string };
    return match.path ? body.path === match.path : body.kind === match.kind;
  });

async function view(page: Page, path: string) {
  const counted = beacon(page, { path });
  await page.goto(path);
  await waitForApp(page);
  expect((await counted).status()).toBe(204);
}

test('visits and a Book click are counted without tracking anyone; Insights shows them and where to go next', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const context = page.context();
  // The venue's booking site is not reachable from here: it answers with a page of its own.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Venue</title>' }),
  );
  const cookieSetters: string[] = [];
  context.on('response', (response) => {
    if (response.headers()['set-cookie'] !== undefined) cookieSetters.push(response.url());
  });

  // Five page views: four opened, the date page reached by a link; then the Book click there.
  await view(page, '/');
  await view(page, '/whats-on');
  await view(page, '/about');
  await view(page, '/titanic');
  const dateLink = page
    .getByRole('main')
    .getByRole('link', { name: /times, map and calendar/ })
    .first();
  const datePath = (await dateLink.getAttribute('href')) ?? '';
  const dateCounted = beacon(page, { path: datePath });
  await dateLink.click();
  expect((await dateCounted).status()).toBe(204);
  const bookCounted = beacon(page, { kind: 'book' });
  const venuePage = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Book with the venue/ }).click();
  expect((await bookCounted).status()).toBe(204);
  await (await venuePage).close();

  // Someone asked to hear about Lincoln, which has no dates, and confirmed by the link in their e-mail. This
  // server sends no e-mail, so it takes no request (keep-in-touch.spec.ts walks that on one that does): the
  // request is written as the form would have left it, and confirmed by its link.
  const email = `insights-${Date.now()}@example.co.uk`;
  const token = randomBytes(16).toString('hex');
  const db = new Database(`${DATA_DIR}/site.sqlite`);
  db.pragma('busy_timeout = 5000');
  const at = new Date().toISOString();
  db.prepare(
    `INSERT INTO subscribers (id, token, email, show, city, consent_text, consent_page, consented_at, created_at)
     VALUES (?, ?, ?, '', ?, ?, '/whats-on', ?, ?)`,
  ).run(randomUUID(), token, email, CITY, consentText(null, CITY), at, at);
  db.close();
  // The e-mail's link opens a page whose button confirms (nothing happens on opening alone).
  await page.goto(`/subscribe/confirm?token=${token}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Yes, I want these e-mails' }).click();
  await expect(page.getByText(/Thank you: confirmed/)).toBeVisible();

  // Nothing was left in the visitor's browser, and no public response set a cookie.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(cookieSetters).toEqual([]);

  // A visit from a browser sending Global Privacy Control: its beacon is answered, and counts nothing.
  const objecting = await page.request.post('/api/hits', {
    headers: { 'Sec-GPC': '1' },
    data: { kind: 'view', path: '/titanic', landing: true },
  });
  expect(objecting.status()).toBe(204);

  // The manager (another browser), in Insights.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto('/dashboard/insights');
  await signInAsManager(manager);
  await expect(manager.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const pages = manager.getByRole('table', { name: 'Page views per page' });
  const viewsOf = async (path: string) =>
    pages
      .getByRole('row', { name: new RegExp(`^${path.replace(/[/]/g, '\\/')} `) })
      .getByRole('cell')
      .textContent();
  await expect(pages).toBeVisible();
  for (const path of ['/', '/titanic', '/whats-on', '/about', datePath])
    expect(await viewsOf(path), path).toBe('1');
  const dates = manager.getByRole('table', { name: 'Page views and Book clicks per date' });
  const dateRow = dates.getByRole('row').filter({ has: manager.locator(`a[href="${datePath}"]`) });
  await expect(dateRow.getByRole('cell').nth(3)).toHaveText('1');
  const whereNext = manager.getByRole('table', { name: 'Demand per city, most wanted first' });
  await expect(whereNext.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(CITY);
  await screenshot(manager, '.tmp/insights-walk.png', true);

  // On a tablet, by keyboard alone: every control and every table in order, nothing inside the charts
  // (they are pictures of the tables, hidden from assistive technology), and the page never sideways.
  await manager.setViewportSize({ width: 768, height: 1024 });
  await screenshot(manager, '.tmp/insights-768.png', true);
  // The charts follow the new width once their resize observers have run: read the page when it has settled.
  await expect
    .poll(() => manager.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(768);
  await manager.getByLabel('From', { exact: true }).focus();
  const stops = await tabThroughMain(manager);
  expect(stops.filter((stop) => stop.hidden)).toEqual([]);
  const named = stops.map((stop) => stop.name);
  for (const control of [
    'To',
    'Download Where next as CSV',
    'Demand per city, most wanted first',
    'Page views and Book clicks per show',
    'Download Dates as CSV',
    'Page views and Book clicks per date',
    'Page views per page',
  ])
    expect(named, control).toContain(control);
  expect(named.indexOf('Download Where next as CSV')).toBeLessThan(named.indexOf('Download Dates as CSV'));

  // On a phone the dates table, wider than the screen, scrolls inside its frame (the page never sideways),
  // and the arrow keys scroll it once the frame has focus.
  await manager.setViewportSize({ width: 390, height: 844 });
  await screenshot(manager, '.tmp/insights-390.png', true);
  await expect(dates).toBeVisible();
  // The charts follow the new width once their resize observers have run: read the page when it has settled.
  await expect
    .poll(() => manager.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  const datesFrame = manager.getByRole('region', { name: 'Page views and Book clicks per date' });
  await datesFrame.focus();
  await manager.keyboard.press('ArrowRight');
  await expect.poll(() => datesFrame.evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(0);
  await managerContext.close();

  // What was kept names nobody: the database holds no visitor's address. The site's own address is on this
  // machine too, and the e-mails kept to read (no SMTP here) link to it: those are not a visitor's.
  const site = new URL(page.url()).origin;
  for (const file of ['site.sqlite', 'site.sqlite-wal']) {
    const kept = readFileSync(`${DATA_DIR}/${file}`).toString('latin1').replaceAll(site, '');
    expect(kept).not.toContain('127.0.0.1');
  }
});

/**
 * Presses Tab from the focused element until focus leaves the page's main content, and gives each stop's
 * accessible name (its label, its text or what names its region) and whether it sits inside something hidden
 * from assistive technology.
 */
async function tabThroughMain(page: Page): Promise<{ name: string; hidden: boolean }[]> {
  const stops: { name: string; hidden: boolean }[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || !element.closest('main')) return null;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name =
        (labelledBy && document.getElementById(labelledBy)?.textContent) ||
        (element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent) ||
        element.textContent ||
        '';
      return { name: name.trim(), hidden: element.closest('[aria-hidden="true"]') !== null };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

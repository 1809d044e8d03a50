import type { APIRequestContext, Browser, Request } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { addDays } from '../../src/domain/venue-batch';
import { todayInLondon } from '../../src/domain/dates';
import type { Insights } from '../../src/domain/insights-report';
import { expect, test, waitForApp } from './fixtures';

// A visitor's browser (headless Chromium's own user agent is a robot's, which is never counted).
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// No other test opens this page as a visitor.
const PAGE = '/ourchefs';

/**
 * The page's views yesterday and today, as the manager's Insights has them: two days, so a run that crosses
 * midnight between two readings still compares like with like.
 */
async function viewsToday(api: APIRequestContext): Promise<number> {
  const today = todayInLondon();
  const answer = await api.get(`/api/insights?from=${addDays(today, -1)}&to=${today}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Insights).routes.find((row) => row.path === PAGE)?.views ?? 0;
}

/**
 * Opens the page in a new browser and lets it go idle, when CountVisits sends its view (after load, within
 * 2 s by the clock): Playwright's clock moves the time on, so no real seconds are waited.
 */
async function visit(browser: Browser, options: { gpc: boolean }) {
  const context = await browser.newContext({
    userAgent: VISITOR_UA,
    // A browser with Global Privacy Control on says so twice: the header on every request, and the flag.
    ...(options.gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
  });
  if (options.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  const beacons: Request[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/hits')) beacons.push(request);
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(PAGE);
  await waitForApp(page);
  await page.clock.runFor(3_000);
  return { context, beacons };
}

test('a browser with Global Privacy Control sends nothing, and its visit changes no count', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const manager = await playwright.request.newContext({ baseURL });
  expect((await manager.post('/api/session', { data: E2E_MANAGER })).status(), 'the manager signs in').toBe(
    200,
  );
  const before = await viewsToday(manager);

  const objecting = await visit(browser, { gpc: true });
  expect(objecting.beacons).toEqual([]);
  await objecting.context.close();
  expect(await viewsToday(manager)).toBe(before);

  // The same visit without it is counted: the check above is not passing for want of a beacon.
  const counted = await visit(browser, { gpc: false });
  await expect.poll(() => counted.beacons.length).toBe(1);
  await expect.poll(() => viewsToday(manager)).toBe(before + 1);
  await counted.context.close();
  await manager.dispose();
});

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import {
  test as base,
  expect,
  request as apiRequest,
  type APIRequestContext,
  type Cookie,
  type Frame,
  type Locator,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { CHROMIUM_PATH, E2E_MANAGER } from '../../playwright.config';
import { MIN_FILL_MS } from '../../src/domain/spam-guard';

export { expect };

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Only the violations are read: axe then names one node per passing rule instead of every node (a CSS
  // selector each), a quarter of its time.
  resultTypes: ['violations'],
  // The page's own document only: the site's one frame is Google's map, cross-origin, shown on request.
  iframes: false,
};

/**
 * axe-core's minified build, 0.6 MB: `axe.source` is the readable one, 1.3 MB, and sending and parsing it took
 * 0.68-0.85 s a page against 0.53-0.70 s for this (five public routes, one worker).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe violations on the current page, or in one frame's document, as readable lines
 * (empty when clean). Axe runs in the document itself, put there once: parsing it again for every call (as
 * @axe-core/playwright does, twice a call) cost as much as a run, and a page is read at two widths and a
 * dashboard in every section.
 */
export async function axeViolations(page: Page | Frame): Promise<string[]> {
  // Colours read mid-transition (a button fading back from its hover or focus colour after a click) are
  // neither end's: axe's contrast check failed on one under load. Finite transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A screenshot for a person to look at (`SCREENSHOTS=1 npx playwright test ...`): no test asserts on one, so
 * the gate does not spend its time taking them.
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

export async function screenshot(target: Page | Locator, path: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * A person takes a while to fill a form; a send quicker than MIN_FILL_MS is asked to be pressed again. The
 * page's clock moves on instead of the test sleeping: the test installs it (`page.clock.install()`) before
 * it opens the form.
 */
export async function humanPause(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS + 300);
}

/**
 * Scrolls to each home section that loads near the viewport (carousels, contact form), as a visitor would,
 * and waits until each has arrived and its code has run. A prerendered section is on screen from the start,
 * but a click on it before its code arrives is lost (React drops a click on HTML it has not hydrated yet).
 */
export async function scrollThroughSections(page: Page) {
  for (const section of await page.locator('[data-deferred-section]').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-ready', '');
  }
}

/** The widths axe reads every page at (accessibility.spec.ts): a phone's and a wide screen's. */
export const AXE_WIDTHS: readonly [ViewportSize, ...ViewportSize[]] = [
  { width: 390, height: 844 },
  { width: 1600, height: 900 },
];

/** Resolves once the page has drawn two frames: what a resize changes (media queries, a carousel's breakpoints) is applied by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Opens `path` once at a phone's width, brings in the sections that load on the way down, and asserts that a
 * phone never scrolls sideways and that axe finds nothing serious; then widens the window to each further
 * width of AXE_WIDTHS and runs axe again. Widening the open page renders what a fresh load at that width
 * renders (the layout is CSS; the header's and the carousels' choices follow the window as it changes), at a
 * third of the cost. `ready` waits for what the page loads after it arrives (a hosted page's dates).
 */
export async function checkPageAtWidths(
  page: Page,
  visit: (path: string) => Promise<void>,
  path: string,
  ready: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  const [phone, ...wider] = AXE_WIDTHS;
  await page.setViewportSize(phone);
  await visit(path);
  await ready(page);
  await scrollThroughSections(page);
  // Back at the top: axe's target-size rule counts links scrolled beneath the sticky header as overlapping.
  // At once: the page scrolls smoothly (Bootstrap's reboot), and axe must not read it on the way up.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), `axe on ${path} at ${phone.width} px`).toEqual([]);
  for (const viewport of wider) {
    await page.setViewportSize(viewport);
    await nextFrames(page);
    expect(await axeViolations(page), `axe on ${path} at ${viewport.width} px`).toEqual([]);
  }
}

/**
 * Expects the visitor's open show page to list `count` dates at `hotel`. Failing, it says what the page listed
 * instead (the page's title, and the name on each card), so that a page sent stale, a save that never
 * happened and a change made by a test beside this one can be told apart from the log alone.
 */
export async function expectDateCards(visitor: Page, hotel: string, count: number): Promise<void> {
  const cards = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: hotel }) });
  try {
    await expect(cards).toHaveCount(count);
  } catch (error) {
    const title = await visitor.title();
    const listed = await visitor.locator('article .venue-card__name').allInnerTexts();
    const hotels = listed.map((name) => name.split('\n')[0]?.trim());
    throw new Error(
      `${(error as Error).message}\n\n${visitor.url()} ("${title}") shows ${listed.length} cards: ${hotels.join('; ')}`,
    );
  }
}

/** Resolves once React has hydrated (or rendered) the page: before that, a prerendered page's buttons do nothing. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * The dashboard is on screen with its section's list read, as a manager sees it before working in it. The
 * list's arrival grows the page by a screen or more (the listings above the Add form): a click whose press
 * and release fall either side of that render lands on nothing, and Playwright, which checks only the press's
 * target, reports it done (an Add that never ran failed the gate once).
 */
export async function dashboardShown(page: Page): Promise<void> {
  // The dashboard's own chunk (about 140 KB gzipped) loads once signed in: on a busy machine that took more
  // than 7 s, and it is the longest wait of a sign-in.
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByText(/^Loading.*\.\.\.$/)).toHaveCount(0);
}

/**
 * Signs the manager in on the dashboard's sign-in form (already open) and waits for the dashboard: what one
 * test per mode walks (dashboard.spec.ts, which also signs out); every other manager test starts signed in
 * with signInAsManager.
 */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dashboardShown(page);
}

/**
 * The manager's session cookie, one per worker process and server: signed in once through the API (the
 * password costs a deliberate scrypt, and the form is walked by signInThroughForm's test). No test may sign
 * this session out: the one that signs out signs in through the form.
 */
const managerCookies = new Map<string, Promise<Cookie[]>>();
async function sessionCookies(origin: string): Promise<Cookie[]> {
  const api = await apiRequest.newContext({ baseURL: origin });
  try {
    const response = await api.post('/api/session', { data: E2E_MANAGER, headers: { origin } });
    expect(response.status(), 'the manager signs in through the API').toBe(200);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/** On the dashboard (already open), starts the worker's manager session and waits for the dashboard. */
export async function signInAsManager(page: Page): Promise<void> {
  const { origin } = new URL(page.url());
  if (!managerCookies.has(origin)) managerCookies.set(origin, sessionCookies(origin));
  await page.context().addCookies(await (managerCookies.get(origin) as Promise<Cookie[]>));
  await page.reload();
  await dashboardShown(page);
}

/** Opens a dashboard section from the dashboard's own navigation and waits for its heading. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/**
 * Fills the dashboard's listing form (`form`, the Add tab's panel) as a manager types it: the show and the
 * city by their names, then the text fields. Without `date` the form's dates are left to the test.
 */
export async function fillListing(
  form: Locator,
  listing: {
    show: string;
    hotelName: string;
    hotelLocation: string;
    city: string;
    bookingUrl: string;
    date?: string;
  },
): Promise<void> {
  await form.getByLabel('Show', { exact: true }).selectOption(listing.show);
  await form.getByLabel('Hotel name').fill(listing.hotelName);
  await form.getByLabel('Hotel location').fill(listing.hotelLocation);
  await form.getByLabel('City', { exact: true }).selectOption(listing.city);
  if (listing.date !== undefined) await form.getByLabel('Show date').fill(listing.date);
  await form.getByLabel('Booking link', { exact: true }).fill(listing.bookingUrl);
}

/**
 * Deletes a listing as a manager does: the "Delete a show" tab, the show, the listing as its picker names it
 * ("Fri 17 May 2030 · The Grand, Swansea"), the question (focused) and its Yes, then the confirmation message.
 */
export async function deleteListing(page: Page, show: string, label: string): Promise<void> {
  await page.getByRole('tab', { name: 'Delete a show' }).click();
  const remove = page.getByRole('tabpanel');
  await remove.getByLabel('Show', { exact: true }).selectOption(show);
  await remove.getByLabel('Hotel and date to delete').selectOption({ label });
  await remove.getByRole('button', { name: 'Delete this listing...' }).click();
  await expect(remove.getByText(/restored for 30 days/)).toBeFocused();
  await remove.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(remove.getByRole('status').filter({ hasText: 'Document deleted successfully' })).toBeVisible();
}

const REQUEST_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;
const retrying = new WeakSet<APIRequestContext>();

/** Makes every call of `request` retry a connection reset once (unless the call sets maxRetries itself). */
function retryResetOnce(request: APIRequestContext): void {
  if (retrying.has(request)) return;
  retrying.add(request);
  for (const method of REQUEST_METHODS) {
    const original = request[method].bind(request) as (url: string, options?: object) => Promise<unknown>;
    (request as unknown as Record<string, unknown>)[method] = (url: string, options: object = {}) =>
      original(url, { maxRetries: 1, ...options });
  }
}

interface Fixtures {
  /**
   * Opens a path and waits for the page's h1 and for React. Axe reads each page as it arrives once, at each
   * width, in accessibility.spec.ts; a test that brings about a state of its own checks it with axeViolations.
   */
  visit: (path: string) => Promise<void>;
  /**
   * Declares a console error the test causes on purpose (a refused sign-in logs the 401 response): any
   * other console error fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
}

export const test = base.extend<
  Fixtures & { browserPresent: void; noConsoleErrors: void; allowedConsoleErrors: RegExp[] }
>({
  browserPresent: [
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!existsSync(CHROMIUM_PATH), `No Chromium at ${CHROMIUM_PATH}`);
      await use();
    },
    { auto: true },
  ],
  // A test's requests, plain or the page's own, retry a connection reset once, as a browser does on a reused
  // connection: one that sat idle can be closed by the server's 5 s keep-alive just as the test sends on it
  // (the final gates got ECONNRESET twice that way, a race of the test's making, not the site's).
  request: async ({ request }, use) => {
    retryResetOnce(request);
    await use(request);
  },
  page: async ({ page }, use) => {
    retryResetOnce(page.request);
    await use(page);
  },
  // oxlint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  // Whatever a test does, the page must never log an error (a hydration mismatch, a violation of the
  // Content-Security-Policy, a failed request) or throw an uncaught one: each means something a visitor
  // relies on silently did not load, run or match. The browser's own line about a page answered with 404
  // on purpose (the not-found page) is not a fault.
  noConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          notFoundPages.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (/status of 404/.test(text) && notFoundPages.has(message.location().url)) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use();
      expect(problems, 'console errors or uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await waitForApp(page);
    });
  },
});

import type { Page } from '@playwright/test';
import { METRIC_CLONES } from '../../scripts/metric-clones-plugin';
import { FALLBACK_FACES } from '../../scripts/weight-metrics-plugin';
import { expect, test, waitForApp } from './fixtures';

// The brand fonts (src/styles/fonts.css, decision 0026): shown on a first visit, asked for after the first
// paint (the page loader adds them), at once on a later page, and every face a page asks for is one the site
// ships, so the browser neither fetches a missing file nor fakes a weight.

/** The font the browser actually drew the element's text with (Chromium's own answer, not the CSS asked). */
async function drawnFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts[0]?.familyName ?? '';
}

/** Holds every font file back until the returned function is called. */
async function holdFonts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The first family of the element's computed font-family: what the CSS asks for. */
const askedFont = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]?.replace(/["']/g, '').trim());

test('a first visit draws the brand fonts, even when they arrive after the page is on screen', async ({
  page,
}) => {
  // A fresh browser context: nothing cached. The font files are held back until the text has been drawn.
  const release = await holdFonts(page);
  // Not until "load": the page's load waits for the fonts held back.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1').first()).toBeVisible();
  await expect.poll(() => drawnFont(page, 'main h2')).not.toBe('Playfair Display');
  release();
  await page.evaluate(() => document.fonts.ready);
  // The banner's title (Lato), a section heading (Playfair Display) and body text (Lato).
  for (const [selector, family] of [
    ['h1', 'Lato'],
    ['main h2', 'Playfair Display'],
    ['main p', 'Lato'],
  ] as const) {
    expect(await askedFont(page, selector), selector).toBe(family);
    await expect.poll(() => drawnFont(page, selector), selector).toBe(family);
  }
  // `optional` would keep the fallback for the whole page view once the font came late.
  const displays = await page.evaluate(() => [...document.fonts].map((face) => face.display));
  expect(new Set(displays)).toEqual(new Set(['swap', 'auto']));
  // Not one font file was asked for before the first paint: the page loader adds the faces after it.
  const { paint, fonts } = await fontRequests(page);
  expect(fonts.length).toBeGreaterThan(0);
  for (const start of fonts) expect(start).toBeGreaterThanOrEqual(paint);
});

/** When the first paint came, and when each font file was asked for (ms since the page's navigation). */
const fontRequests = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));

/** Every brand face the page's visible text asks for, and the faces the site declares, once fonts settle. */
async function facesInUse(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const brand = new Set(['Lato', 'Playfair Display']);
    const asked = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const family =
        style.fontFamily
          .split(',')[0]
          ?.trim()
          .replace(/^["']|["']$/g, '') ?? '';
      if (brand.has(family)) asked.add(`${family} ${style.fontWeight} ${style.fontStyle}`);
    }
    const faces = [...document.fonts].filter((face) => brand.has(face.family.replace(/^["']|["']$/g, '')));
    return {
      asked: [...asked].sort(),
      shipped: faces.map((face) => `${face.family.replace(/^["']|["']$/g, '')} ${face.weight} ${face.style}`),
      failed: faces.filter((face) => face.status === 'error').map((face) => face.family),
    };
  });
}

test("a show banner's title takes as many lines in the fallback face as in the brand's, at every phone width", async ({
  page,
}) => {
  // The brand faces held back: the title is drawn in its metric-matched fallback, as on a first visit.
  const release = await holdFonts(page);
  // Every fourth pixel of phone widths: where a title nearly fills its line, one face may wrap it and the other not.
  const WIDTHS = [...Array.from({ length: 31 }, (_, i) => 320 + 4 * i), 768];
  const title = page.locator('.show-banner__title');
  const heights = async () => {
    const each: number[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      each.push(await title.evaluate((element) => Math.round(element.getBoundingClientRect().height)));
    }
    return each;
  };
  // Its digits make the fallback about 6% wider than Playfair Display: it once wrapped in one face only.
  await page.goto('/jfk', { waitUntil: 'domcontentloaded' });
  await expect(title).toHaveText('Dallas, 22 November 1963');
  // The fallback face is a local font resized: a machine with none of those it names draws the generic serif,
  // which nothing sized (CI installs Liberation, as most Linux desktops have it).
  const sizedFrom = FALLBACK_FACES.fallbacks['Playfair Display'].flatMap((font) => [
    font,
    ...(METRIC_CLONES[font] ?? []),
  ]);
  expect(
    sizedFrom,
    `the fallback face draws a local font it is sized for (${sizedFrom.join(', ')}): install one, such as Debian's fonts-liberation`,
  ).toContain(await drawnFont(page, '.show-banner__title'));
  const fallback = await heights();
  release();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => drawnFont(page, '.show-banner__title')).toBe('Playfair Display');
  expect(await heights()).toEqual(fallback);
});

test('every face the public pages and the side panel ask for is shipped, and every font file loads', async ({
  page,
}) => {
  const fontAnswers: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font' && !response.ok())
      fontAnswers.push(`${response.status()} ${response.url()}`);
  });
  const check = async (where: string) => {
    const { asked, shipped, failed } = await facesInUse(page);
    expect(asked.length, where).toBeGreaterThan(0);
    for (const face of asked) expect(shipped, `${where}: ${face}`).toContain(face);
    expect(failed, where).toEqual([]);
  };
  for (const path of ['/', '/titanic', '/whats-on', '/contact', '/dashboard']) {
    await page.goto(path);
    await waitForApp(page);
    await check(path);
  }
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await check('the side panel');
  expect(fontAnswers).toEqual([]);
});

test('a later page of the visit asks for the brand fonts at once, from the cache, without waiting for its paint', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => drawnFont(page, 'main h2')).toBe('Playfair Display');
  // A page of the site opened from another of its pages as a full load (a link opened in a new tab, say).
  await page.goto('/titanic', { referer: new URL('/', page.url()).href });
  await expect(page.locator('h1').first()).toBeVisible();
  // The page's JavaScript still waits for the paint; the fonts are asked for before it (on a quiet machine,
  // before the paint itself: the loader is cached too), with a short block period instead of a swap. The
  // heading can show before the entry is asked for (a gate read the requests then, and found no entry).
  const requests = () =>
    page.evaluate(() => {
      const all = performance.getEntriesByType('resource');
      return {
        fonts: all.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
        entry: all.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
      };
    });
  await expect.poll(async () => (await requests()).entry, 'the entry script is asked for').toBeDefined();
  const { fonts, entry = 0 } = await requests();
  expect(fonts.length).toBeGreaterThan(0);
  for (const start of fonts) expect(start).toBeLessThan(entry);
  const displays = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family === 'Lato').map((face) => face.display),
  );
  expect(displays).toContain('fallback');
  for (const selector of ['h1', 'main p']) {
    const asked = await askedFont(page, selector);
    await expect.poll(() => drawnFont(page, selector), selector).toBe(asked);
  }
});

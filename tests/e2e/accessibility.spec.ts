import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../scripts/public-routes';
import { DASHBOARD_SECTIONS } from '../../src/content/dashboard';
import { axeViolations, expect, openSection, scrollThroughSections, signInAsManager, test } from './fixtures';

/**
 * Axe reads every page as it arrives, once at a phone's width and once at a wide screen's, and nowhere else
 * (docs/testing.md): the public routes, a date page and each dashboard section. A phone never scrolls
 * sideways. What each page says (its h1, title and description) is proven in jsdom
 * (src/pages/shared/pages.test.tsx) and in the HTML the server sends (server/pages/page-server.test.ts); a
 * state a test brings about (an open menu, a form's errors) is checked with axe by that test.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1600, height: 900 },
];

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function checkPage(page: Page, visit: (path: string) => Promise<void>, path: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await visit(path);
    await scrollThroughSections(page);
    // Back at the top: axe's target-size rule counts links scrolled beneath the sticky header as overlapping.
    await page.evaluate(() => window.scrollTo(0, 0));
    if (viewport.width === 390)
      expect(await sidewaysScroll(page), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `axe on ${path} at ${viewport.width} px`).toEqual([]);
  }
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} passes axe at 390 and 1600 px and never scrolls sideways on a phone`, async ({
    page,
    visit,
  }) => {
    await checkPage(page, visit, path);
  });
}

test('a date page passes axe at 390 and 1600 px and never scrolls sideways on a phone', async ({
  page,
  visit,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const datePage = /<loc>https?:\/\/[^/<]+(\/(?:titanic|jfk|overlook|scrooge)\/[^<]+)<\/loc>/i.exec(
    sitemap,
  )?.[1];
  expect(datePage, 'the sitemap lists a date page').toBeDefined();
  await checkPage(page, visit, datePage ?? '');
});

for (const viewport of WIDTHS) {
  test(`every dashboard section passes axe at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await signInAsManager(page);
    for (const { label } of DASHBOARD_SECTIONS) {
      await openSection(page, label);
      expect(await axeViolations(page), `axe on ${label} at ${viewport.width} px`).toEqual([]);
    }
  });
}

import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../scripts/public-routes';
import { DASHBOARD_SECTIONS } from '../../src/content/dashboard';
import {
  AXE_WIDTHS,
  axeViolations,
  checkPageAtWidths,
  expect,
  nextFrames,
  openSection,
  signInAsManager,
  test,
} from './fixtures';

/**
 * Axe reads every page as it arrives, once at a phone's width and once at a wide screen's, and nowhere else
 * (docs/testing.md): the public routes, a date page and each dashboard section. A phone never scrolls
 * sideways. What each page says (its h1, title and description) is proven in jsdom
 * (src/pages/shared/pages.test.tsx) and in the HTML the server sends (server/pages/page-server.test.ts); a
 * state a test brings about (an open menu, a form's errors) is checked with axe by that test.
 * The routes are read a few to a test, one after another in one page, each in a step of its name: a browser
 * context per route (a renderer started, the page's scripts and fonts fetched and compiled afresh) cost more
 * than reading it.
 */
const ROUTE_GROUPS = 4;
const DATE_PAGE = 'a date page';
const routes = [...PUBLIC_ROUTES, DATE_PAGE];
const groupSize = Math.ceil(routes.length / ROUTE_GROUPS);
for (let first = 0; first < routes.length; first += groupSize) {
  const group = routes.slice(first, first + groupSize);
  test(`${group.join(', ')} pass axe at 390 and 1600 px and never scroll sideways on a phone`, async ({
    page,
    visit,
    request,
  }) => {
    test.setTimeout(60_000 * group.length);
    for (const route of group) {
      const path = route === DATE_PAGE ? await aDatePage(request) : route;
      await test.step(path, () => checkPageAtWidths(page, visit, path));
    }
  });
}

/** An upcoming date's page, from the sitemap. */
async function aDatePage(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const datePage = /<loc>https?:\/\/[^/<]+(\/(?:titanic|jfk|overlook|scrooge)\/[^<]+)<\/loc>/i.exec(
    sitemap,
  )?.[1];
  expect(datePage, 'the sitemap lists a date page').toBeDefined();
  return datePage ?? '';
}

/**
 * Each section at each width, the window widened and narrowed on the open dashboard (one sign-in, one load).
 * The sections are split in two tests, one a worker, for the run's balance.
 */
const half = Math.ceil(DASHBOARD_SECTIONS.length / 2);
for (const sections of [DASHBOARD_SECTIONS.slice(0, half), DASHBOARD_SECTIONS.slice(half)]) {
  const names = sections.map(({ label }) => label);
  test(`the dashboard's ${names.join(', ')} pass axe at 390 and 1600 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(AXE_WIDTHS[0]);
    await page.goto('/dashboard');
    await signInAsManager(page);
    for (const label of names) {
      for (const viewport of AXE_WIDTHS) {
        await page.setViewportSize(viewport);
        if (viewport === AXE_WIDTHS[0]) await openSection(page, label);
        else await nextFrames(page);
        expect(await axeViolations(page), `axe on ${label} at ${viewport.width} px`).toEqual([]);
      }
    }
  });
}

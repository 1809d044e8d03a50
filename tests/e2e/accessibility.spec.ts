import { PUBLIC_ROUTES } from '../../scripts/public-routes';
import { DASHBOARD_SECTIONS } from '../../src/content/dashboard';
import {
  AXE_WIDTHS,
  axeViolations,
  checkPageAtWidths,
  expect,
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
 */
for (const path of PUBLIC_ROUTES) {
  test(`${path} passes axe at 390 and 1600 px and never scrolls sideways on a phone`, async ({
    page,
    visit,
  }) => {
    await checkPageAtWidths(page, visit, path);
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
  await checkPageAtWidths(page, visit, datePage ?? '');
});

for (const viewport of AXE_WIDTHS) {
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

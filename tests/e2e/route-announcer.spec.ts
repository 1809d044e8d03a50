import { expect, test } from './fixtures';

// After a link inside the site, a keyboard or screen-reader user is taken to the new page's heading and told
// which page it is (src/app/route-announcer.tsx; its cases are proven in route-announcer.test.tsx). This walk
// is the one place a real browser, its focus and its live region are seen together.
test('Enter on a link inside the site: focus on the new page’s h1, its title announced', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await visit('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Our Team', exact: true });
  await footerLink.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/team$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // Its ring shows on the navy header: at least 3:1 against it (WCAG 1.4.11; link blue there was 2.1:1).
  const [ring, ground] = await heading.evaluate((h) => [
    getComputedStyle(h).outlineColor,
    getComputedStyle(h.closest('.page-header') ?? document.body).backgroundColor,
  ]);
  expect(contrast(ring, ground), `${ring} on ${ground}`).toBeGreaterThanOrEqual(3);
  await expect(page.locator('#route-announcer')).toHaveText(await page.title());
  await expect(page.locator('#route-announcer')).toHaveAttribute('aria-live', 'polite');

  // The browser's Back is a navigation too.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

/** WCAG's contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

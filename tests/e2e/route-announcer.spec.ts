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
  await expect(page.locator('#route-announcer')).toHaveText(await page.title());
  await expect(page.locator('#route-announcer')).toHaveAttribute('aria-live', 'polite');

  // The browser's Back is a navigation too.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

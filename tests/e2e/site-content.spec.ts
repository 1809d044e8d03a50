import type { APIRequestContext } from '@playwright/test';
import { ABOUT } from '../../src/content/about';
import { expect, openSection, screenshot, signInAsManager, test, waitForApp } from './fixtures';

const NEW_HEADING = 'Who we are, and why we cook';

/** The About page's h1 as a plain GET sends it (no session, no JavaScript: what `curl /about` sees). */
async function aboutHeading(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get('/about');
  expect(response.status()).toBe(200);
  return /<h1[^>]*>(.*?)<\/h1>/.exec(await response.text())?.[1];
}

test('the manager changes the About heading: a draft visitors never see, a preview, a publish without a build, and a restore', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard/content');
  await signInAsManager(page);
  await openSection(page, 'Site content');
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
  await expect(heading).toHaveValue(ABOUT.heading);
  await expect(page.getByText('Up to 80 characters', { exact: false }).first()).toBeVisible();
  await screenshot(page, '.tmp/site-content-1600.png', true);

  // By keyboard: from the section's heading (where the dashboard puts focus on opening a section), past the
  // blocks (one Tab stop, however many blocks there are), to the About heading field; then Enter saves.
  await page.getByRole('heading', { level: 1, name: 'Site content' }).focus();
  let presses = 0;
  while (!(await heading.evaluate((field) => field === document.activeElement)) && presses < 4) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses).toBe(2);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(NEW_HEADING);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  expect(await aboutHeading(request)).toBe(ABOUT.heading);
  // On through the block's fields by Tab: each is scrolled clear of the Save / Preview / Publish bar that stays
  // at the window's foot, never left behind it (WCAG 2.4.11). With reduced motion the page scrolls at once
  // (Bootstrap's smooth scrolling is for everyone else), so each position is read where it ends.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const hidden: string[] = [];
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab');
    const behindBar = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('.content-actions');
      if (!focused || !bar || bar.contains(focused)) return null;
      const [field, foot] = [focused.getBoundingClientRect(), bar.getBoundingClientRect()];
      const under = field.bottom > foot.top + 1 && field.top < foot.bottom - 1;
      return under ? `${focused.tagName} ${focused.id || (focused.textContent ?? '')}` : null;
    });
    if (behindBar) hidden.push(behindBar);
  }
  expect(hidden, 'fields the keyboard reached behind the bar').toEqual([]);
  await page.emulateMedia({ reducedMotion: null });

  // Preview: the real page, with the draft, in a new tab of the manager's browser.
  const previewOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Preview/ }).click();
  const preview = await previewOpened;
  const previewErrors: string[] = [];
  preview.on('console', (message) => {
    if (message.type() === 'error') previewErrors.push(message.text());
  });
  await waitForApp(preview);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
  await expect(preview.getByRole('note')).toContainText('Preview: only you can see this.');
  expect(previewErrors).toEqual([]);
  await preview.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  expect(await aboutHeading(request)).toBe(NEW_HEADING);
  // A visitor's browser: the published heading, hydrated without a mismatch (the fixture fails on one).
  const visitor = await page.context().browser()?.newPage();
  if (visitor) {
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
    await visitor.close();
  }

  const versions = page.getByRole('region', { name: 'Published versions' });
  await expect(versions.getByText('Version 1', { exact: true })).toBeVisible();
  await versions.getByRole('button', { name: /Restore Version 0/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 0 is live again.' })).toBeVisible();
  expect(await aboutHeading(request)).toBe(ABOUT.heading);
  await expect(heading).toHaveValue(ABOUT.heading);

  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await screenshot(page, `.tmp/site-content-${width}.png`, true);
  }
});

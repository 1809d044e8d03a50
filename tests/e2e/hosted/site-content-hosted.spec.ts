import type { Page } from '@playwright/test';
import { ABOUT } from '../../../src/content/about';
import { expect, openSection, screenshot, test, waitForApp } from '../fixtures';
import { HOSTED_MISSING } from './hosted-config';
import { signInAsHostedManager } from './hosted-manager';

/**
 * Issue 21's About walk on the hosted site (Firestore, Auth and Hosting emulators): the page a visitor's
 * browser renders shows the build's words at once, then the published ones once it has checked for newer
 * (docs/hosted-mode.md, Site content).
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const NEW_HEADING = 'Who we are, and why we cook';

/** The About heading a visitor's browser shows once the page has checked Firestore for newer words. */
async function visitorSees(visitor: Page): Promise<string | null> {
  await visitor.goto('/about');
  await waitForApp(visitor);
  await visitor.locator('html[data-content-checked]').waitFor({ state: 'attached' });
  return visitor.getByRole('heading', { level: 1 }).textContent();
}

test('the manager changes the About heading on the hosted site: draft, preview, publish and restore', async ({
  page,
  browser,
}) => {
  // Signing in through the emulator's popup and four page loads in a second browser take a while.
  test.setTimeout(90_000);
  // A visitor: another browser, never signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInAsHostedManager(page);
  await openSection(page, 'Site content');
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
  await expect(heading).toHaveValue(ABOUT.heading);
  await heading.fill(NEW_HEADING);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  expect(await visitorSees(visitor)).toBe(ABOUT.heading);

  // Preview: the page in the manager's own browser, with the draft.
  const previewOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Preview/ }).click();
  const preview = await previewOpened;
  await waitForApp(preview);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
  await preview.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  expect(await visitorSees(visitor)).toBe(NEW_HEADING);
  await screenshot(page, '.tmp/site-content-hosted-1600.png', true);

  const versions = page.getByRole('region', { name: 'Published versions' });
  await expect(versions.getByText('Version 1', { exact: true })).toBeVisible();
  await versions.getByRole('button', { name: /Restore Version 0/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 0 is live again.' })).toBeVisible();
  expect(await visitorSees(visitor)).toBe(ABOUT.heading);
  await expect(heading).toHaveValue(ABOUT.heading);
  await visitorContext.close();
});

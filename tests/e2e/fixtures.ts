import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../playwright.config';

export { expect };

/** Serious and critical axe violations on the current page, as readable lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface Fixtures {
  /** Opens a path, waits for the page's h1, and asserts that axe finds no serious or critical violation. */
  visit: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures & { browserPresent: void; noPolicyViolations: void }>({
  browserPresent: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!existsSync(CHROMIUM_PATH), `No Chromium at ${CHROMIUM_PATH}`);
      await use();
    },
    { auto: true },
  ],
  // Whatever a test does, the page must never hit the Content-Security-Policy or throw an uncaught error:
  // either means something a visitor relies on silently did not load or run.
  noPolicyViolations: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use();
      expect(problems, 'CSP violations or uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
    });
  },
});

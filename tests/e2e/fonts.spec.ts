import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

// The brand fonts on a first visit (a fresh browser context has nothing cached), and every weight the pages
// ask for shipped as its own face, so no text is drawn in a weight the browser made up.

/** The font Chromium actually drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFont(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
}

/** Family and weight of every visible text the page draws, with or without a face declared for them. */
function missingFaces(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const declared = new Set(
      [...document.fonts].map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`),
    );
    const webFamilies = new Set([...document.fonts].map((face) => face.family.replaceAll('"', '')));
    const missing = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      const hasText = [...element.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!hasText || !(element as HTMLElement).offsetParent) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily.split(',')[0]?.trim().replaceAll('"', '') ?? '';
      if (webFamilies.has(family) && !declared.has(`${family} ${style.fontWeight}`)) {
        missing.add(`${family} ${style.fontWeight}`);
      }
    }
    return [...missing];
  });
}

test('a first visit draws the banner heading in Playfair Display and the text in Lato', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(await renderedFont(page, '.home-banner__heading')).toBe('Playfair Display');
  expect(await renderedFont(page, '.home-banner__tagline, .home-banner p')).toBe('Lato');
});

test('every weight the home page, the side panel and a show page use is shipped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await missingFaces(page)).toEqual([]);
  await page.goto('/titanic');
  await waitForApp(page);
  expect(await missingFaces(page)).toEqual([]);
});

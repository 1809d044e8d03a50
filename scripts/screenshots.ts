/**
 * Full-page screenshots of every public route at phone, tablet and wide widths, for looking at what we ship.
 *   npm run build && PORT=4500 DATA_DIR=.tmp/shots-data npm run serve   (in one shell)
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:4500 [/path ...]  (in another; PNGs in .tmp/screenshots)
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { PUBLIC_ROUTES } from './public-routes';

const [base = 'http://127.0.0.1:4500', ...only] = process.argv.slice(2);
const ROUTES = only.length ? only : [...PUBLIC_ROUTES, '/dashboard'];
const WIDTHS = [390, 768, 1600];
const out = '.tmp/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of ROUTES) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Scroll through once so lazy pictures load, then back to the top where the header shows.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-');
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots of ${ROUTES.length} routes at ${WIDTHS.join(', ')} px in ${out}`);

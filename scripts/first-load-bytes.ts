/**
 * First-load bytes of pages as a phone downloads them: HTML, CSS, JS, pictures and fonts, counted as sent
 * over the wire (compressed), from a fresh browser at 390 px until the network goes quiet. The companion of
 * scripts/bundle-report.ts (which reads the build's manifest instead of a real load).
 *   npm run build && PORT=4500 DATA_DIR=.tmp/bytes-data npm run serve     (in one shell)
 *   npx tsx scripts/first-load-bytes.ts http://127.0.0.1:4500 [/path ...] (in another)
 */
import { chromium, type Response } from '@playwright/test';

const [base = 'http://127.0.0.1:4500', ...only] = process.argv.slice(2);
const ROUTES = only.length ? only : ['/', '/titanic'];
const KINDS: Record<string, string> = {
  document: 'HTML',
  stylesheet: 'CSS',
  script: 'JS',
  image: 'pictures',
  font: 'fonts',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
for (const route of ROUTES) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const totals: Record<string, number> = {};
  for (const response of responses) {
    const kind = KINDS[response.request().resourceType()] ?? 'other';
    // Bytes on the wire: headers aside, the encoded body the server sent.
    const sizes = await response.request().sizes();
    totals[kind] = (totals[kind] ?? 0) + sizes.responseBodySize;
  }
  const all = Object.values(totals).reduce((sum, n) => sum + n, 0);
  rows.push([route, ...['HTML', 'CSS', 'JS', 'pictures', 'fonts'].map((k) => kb(totals[k] ?? 0)), kb(all)]);
  await context.close();
}
await browser.close();

const header = ['route', 'HTML', 'CSS', 'JS', 'pictures', 'fonts', 'total'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(`First-load bytes on the wire at 390 px, ${base}`);
console.log(line(header));
for (const row of rows) console.log(line(row));

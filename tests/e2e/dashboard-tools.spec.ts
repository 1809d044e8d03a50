import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Venue } from '../../src/domain/venue';
import {
  axeViolations,
  expect,
  expectDateCards,
  fillListing,
  screenshot,
  signInAsManager,
  test,
} from './fixtures';

// Other specs share the database: every listing here has a hotel name of its own, on dates years ahead
// (so they stay upcoming), and each test signs in once (sign-in is rate limited per IP).
test.describe.configure({ timeout: 90_000 });

const listingsOf = async (page: Page, hotelPrefix: string) =>
  ((await (await page.request.get('/api/venues')).json()) as Venue[]).filter((v) =>
    v.hotelName.startsWith(hotelPrefix),
  );

test('the manager adds six Friday dates in one go, and visitors see all six', async ({ page }) => {
  const hotel = `E2E Fridays ${Date.now()}`;
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard');
  await signInAsManager(page);
  const add = page.getByRole('tabpanel');
  await fillListing(add, {
    show: 'Titanic',
    hotelName: hotel,
    hotelLocation: '1 Marine Parade, Brighton',
    city: 'Brighton',
    bookingUrl: 'https://tickets.example.com/fridays',
  });
  await add.getByLabel('Every week').check();
  await expect(add.getByLabel('Friday', { exact: true })).toBeChecked();
  await add.getByLabel('From', { exact: true }).fill('2032-01-01');
  await add.getByLabel('To', { exact: true }).fill('2032-02-06');

  const preview = add.getByRole('region', { name: '6 dates will be added' });
  await expect(preview.getByRole('listitem')).toHaveText([
    'Friday 2 January 2032',
    'Friday 9 January 2032',
    'Friday 16 January 2032',
    'Friday 23 January 2032',
    'Friday 30 January 2032',
    'Friday 6 February 2032',
  ]);
  expect(await axeViolations(page), 'axe on Add with several dates').toEqual([]);
  await screenshot(page, '.tmp/screenshots/dashboard-tools/add-weekly-1600.png');
  await add.getByRole('button', { name: 'Add 6 listings' }).click();
  await expect(add.getByText('Successfully submitted: 6 dates added.')).toBeVisible();
  expect((await listingsOf(page, hotel)).map((v) => v.date)).toEqual([
    '2032-01-02',
    '2032-01-09',
    '2032-01-16',
    '2032-01-23',
    '2032-01-30',
    '2032-02-06',
  ]);

  const visitor = await page.context().newPage();
  await visitor.goto('/titanic');
  await expectDateCards(visitor, hotel, 6);
  await visitor.close();

  // The same form on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await add.getByLabel('One date, or a list').check();
  await add.getByLabel('Show date').fill('2032-03-05');
  await add.getByRole('button', { name: 'Add another date' }).click();
  await expect(add.getByLabel('Show date 2', { exact: true })).toBeFocused();
  await page.keyboard.type('12032032');
  await expect(add.getByRole('region', { name: '2 dates will be added' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await add.getByRole('region', { name: '2 dates will be added' }).scrollIntoViewIfNeeded();
  await screenshot(page, '.tmp/screenshots/dashboard-tools/add-list-390.png');
});

const HEADER = 'show,hotelName,hotelLocation,city,date,bookingUrl,soldOut,startTime';

function tourFile(prefix: string, bad: boolean): string {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const day = String(i + 1).padStart(2, '0');
    const city = bad && i === 4 ? 'Brigton' : 'Brighton';
    const date = bad && i === 11 ? '31/02/2033' : `${day}/03/2033`;
    return `Titanic,${prefix} ${i + 1},"2 King's Road, Brighton",${city},${date},https://tickets.example.com/t${i},no,${i === 0 ? '14:30' : ''}`;
  });
  // As Excel saves "CSV UTF-8": a byte-order mark, CRLF line ends, day-first dates.
  return `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
}

test('the manager imports a 20-row spreadsheet: two bad rows refuse it all, the fixed file imports 20', async ({
  page,
}) => {
  const prefix = `E2E Import ${Date.now()}`;
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard');
  await signInAsManager(page);
  const panel = page.getByRole('region', { name: 'Spreadsheet (CSV)' });
  const choose = panel.getByLabel(/Import CSV/);

  await choose.setInputFiles({
    name: 'tour.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(tourFile(prefix, true)),
  });
  await expect(panel.getByText('tour.csv: 20 rows, 18 ready, 2 rows to fix.')).toBeFocused();
  await expect(panel.getByRole('listitem').filter({ hasText: /^Row \d+, / })).toHaveText([
    'Row 6, city: Unknown city "Brigton": did you mean Brighton?',
    'Row 13, date: Unreadable date "31/02/2033": write it as 26/01/2027 or 2027-01-26',
  ]);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, '.tmp/screenshots/dashboard-tools/import-errors-1600.png');
  expect(await axeViolations(page), 'axe on the import preview').toEqual([]);
  // The button says what stands in the way, and later what it will do.
  const importAll = panel.getByRole('button', { name: /^(Fix 2 rows first|Import: add 20)$/ });
  await expect(importAll).toHaveText('Fix 2 rows first');
  await expect(importAll).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, not disabled: the button stays reachable and says why it refuses.
  await importAll.click({ force: true });
  await expect(panel.getByText(/Fix the 2 problems listed above/)).toBeVisible();
  expect(await listingsOf(page, prefix)).toEqual([]);

  await choose.setInputFiles({
    name: 'tour.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(tourFile(prefix, false)),
  });
  await expect(panel.getByText('tour.csv: 20 rows, 20 ready.')).toBeFocused();
  // The keyboard goes on from the summary to the import button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(importAll).toBeFocused();
  await expect(importAll).toHaveText('Import: add 20');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('20 listings imported from tour.csv.')).toBeVisible();
  const imported = await listingsOf(page, prefix);
  expect(imported).toHaveLength(20);
  expect(imported.find((v) => v.hotelName === `${prefix} 1`)?.startTime).toBe('14:30');

  const visitor = await page.context().newPage();
  await visitor.goto('/titanic');
  await expectDateCards(visitor, prefix, 20);
  await visitor.close();

  // The spreadsheet round trip: export, rename one hotel, import; that listing changes and none is added.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const exported = await readFile(await download.path(), 'utf8');
  // The manager keeps the rows they work on. The export holds every listing, and the tests beside this one
  // change and delete theirs meanwhile: imported whole, the file would put those back as exported, or be
  // refused for a row whose listing was deleted (a gate's walk waited here for "Import: change 1" in vain).
  const [header = '', ...rows] = exported.split(/\r?\n/);
  const ours = [header, ...rows.filter((row) => row.includes(`,${prefix} `))].join('\r\n');
  expect(ours.split('\r\n')).toHaveLength(21);
  const renamed = ours.replace(`,${prefix} 7,`, `,${prefix} 7 Renamed,`);
  expect(renamed).not.toBe(ours);
  await choose.setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(renamed) });
  await expect(panel.getByRole('table', { name: 'Listings the file would change' })).toContainText(
    `hotel name: ${prefix} 7 to ${prefix} 7 Renamed`,
  );
  await panel.getByRole('button', { name: 'Import: change 1', exact: true }).click();
  await expect(panel.getByText('1 listing changed from season.csv.')).toBeVisible();
  const afterRoundTrip = await listingsOf(page, prefix);
  expect(afterRoundTrip).toHaveLength(20);
  expect(afterRoundTrip.filter((v) => v.hotelName === `${prefix} 7 Renamed`)).toHaveLength(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await choose.setInputFiles({
    name: 'tour.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(tourFile(prefix, true)),
  });
  await expect(panel.getByText(/^tour\.csv: 20 rows/)).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(panel, '.tmp/screenshots/dashboard-tools/import-errors-390.png');
});

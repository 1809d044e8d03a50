import type { Page } from '@playwright/test';
import type { Venue } from '../../src/domain/venue';
import { axeViolations, expect, signInAsManager, test } from './fixtures';
import { walkARun } from './organiser-walk';

// Other specs share the database: the run's hotel has a name of its own, in February 2034 (upcoming for years).
const listingsOf = async (page: Page, hotelPrefix: string) =>
  ((await (await page.request.get('/api/venues')).json()) as Venue[]).filter((v) =>
    v.hotelName.startsWith(hotelPrefix),
  );

test('the manager adds a run of four Fridays, renames it in one save, sells out two and undoes a delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard');
  await signInAsManager(page);
  const hotel = `E2E Run ${Date.now()}`;
  await walkARun(page, hotel, async () =>
    (await listingsOf(page, hotel))
      .map(({ hotelName, date, soldOut }) => ({ hotelName, date, soldOut }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  );
  // The table with two rows sold out and chosen rows marked: every control still readable (axe, contrast too).
  await page.screenshot({ path: '.tmp/screenshots/organiser/listings-1600.png' });
  expect(await axeViolations(page), 'axe on Listings after the walk').toEqual([]);
});

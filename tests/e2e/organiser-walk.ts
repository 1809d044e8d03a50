import { expect, type Page } from '@playwright/test';
import { fillListing } from './fixtures';

/** A listing as the store holds it, as far as the walk checks it. */
export interface Stored {
  hotelName: string;
  date: string;
  soldOut: boolean;
}

const FRIDAYS = ['2034-02-03', '2034-02-10', '2034-02-17', '2034-02-24'];

/**
 * The production manager's organiser, as issue 20's "Done means" walks it, in either mode (the signed-in
 * dashboard is open on Listings): add the Titanic at one hotel every Friday of February (a run of four),
 * rename the hotel for all dates of the run in one save and see all four renamed on the show page, choose
 * two and mark them sold out in one action, delete one from its row and restore it from the toast.
 * `stored` reads the run's listings from the store itself (SQLite's API or Firestore).
 */
export async function walkARun(page: Page, hotel: string, stored: () => Promise<Stored[]>): Promise<void> {
  const renamed = `${hotel} & Spa`;
  const add = page.getByRole('tabpanel');
  await fillListing(add, {
    show: 'Titanic',
    hotelName: hotel,
    hotelLocation: '1 Marine Parade, Brighton',
    city: 'Brighton',
    bookingUrl: 'https://tickets.example.com/run',
  });
  await add.getByLabel('Every week').check();
  await add.getByLabel('From', { exact: true }).fill('2034-02-01');
  await add.getByLabel('To', { exact: true }).fill('2034-02-28');
  await add.getByRole('button', { name: 'Add 4 listings' }).click();
  await expect(add.getByText('Successfully submitted: 4 dates added.')).toBeVisible();

  // Find the run as typed, then edit its first date for the whole run.
  const listings = page.getByRole('region', { name: 'All listings' });
  await listings.getByLabel('Search hotel or city').fill(hotel);
  const rows = listings.getByRole('row').filter({ hasText: hotel });
  await expect(rows).toHaveCount(4);
  await rows.first().getByRole('button', { name: /^Edit/ }).click();
  const update = page.getByRole('tabpanel');
  await expect(update.getByLabel('Hotel name')).toHaveValue(hotel);
  await update.getByLabel('Hotel name').fill(renamed);
  await update.getByLabel('All dates of this run (4 dates)').check();
  await update.getByRole('button', { name: 'Update listing' }).click();
  await expect(
    update
      .getByRole('status')
      .filter({ hasText: 'Document updated successfully: 4 dates of the run changed.' }),
  ).toBeVisible();
  expect((await stored()).map(({ hotelName, date }) => ({ hotelName, date }))).toEqual(
    FRIDAYS.map((date) => ({ hotelName: renamed, date })),
  );

  const visitor = await page.context().newPage();
  await visitor.goto('/titanic');
  await expect(
    visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: renamed }) }),
  ).toHaveCount(4);
  await visitor.close();

  // Two chosen, sold out in one action.
  await listings.getByLabel('Search hotel or city').fill(renamed);
  await expect(rows).toHaveCount(4);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const selection = listings.getByRole('region', { name: 'Act on the chosen listings' });
  await expect(selection).toContainText('2 listings chosen');
  await selection.getByRole('button', { name: 'Mark sold out' }).click();
  await expect(listings.getByRole('status').filter({ hasText: '2 listings marked sold out.' })).toBeVisible();
  expect((await stored()).map(({ soldOut }) => soldOut)).toEqual([true, true, false, false]);

  // One deleted from its row (only this date), then back from the toast.
  await rows
    .nth(3)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const question = page.getByRole('dialog', { name: /which dates of this run\?/ });
  await question.getByRole('button', { name: 'Only this date' }).click();
  const toast = page.getByRole('status').filter({ hasText: '1 listing moved to the trash.' });
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(rows).toHaveCount(3);
  expect(await stored()).toHaveLength(3);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(listings.getByRole('status').filter({ hasText: '1 listing restored' })).toBeVisible();
  await expect(rows).toHaveCount(4);
  expect((await stored()).map(({ date }) => date)).toEqual(FRIDAYS);
}

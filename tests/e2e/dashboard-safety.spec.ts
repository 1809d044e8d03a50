import type { Page } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import {
  axeViolations,
  openSection,
  deleteListing,
  expect,
  fillListing,
  screenshot,
  signInAsManager,
  test,
} from './fixtures';

const SHOTS = '.tmp/dashboard-safety';

test('a deleted listing leaves the show page, comes back from the Trash, and its history says who did what', async ({
  page,
  visit,
}) => {
  // Other specs share the database: a listing of our own, on a date no demo listing has.
  const hotel = `Safety Net Hotel ${Date.now()}`;
  const label = `${hotel} — Wednesday 12 March 2031`;
  const onShowPage = (visitor: Page) => visitor.getByRole('heading', { name: hotel });

  await visit('/dashboard');
  await signInAsManager(page);
  const add = page.getByRole('tabpanel');
  await fillListing(add, {
    show: 'Titanic',
    hotelName: hotel,
    hotelLocation: '2 Marine Parade, Brighton',
    city: 'Brighton',
    date: '2031-03-12',
    bookingUrl: 'https://tickets.example.com/safety',
  });
  await add.getByRole('button', { name: 'Add listing' }).click();
  await expect(add.getByRole('status').filter({ hasText: 'Successfully submitted' })).toBeVisible();

  const visitor = await page.context().newPage();
  await visitor.goto('/titanic');
  await expect(onShowPage(visitor)).toBeVisible();

  // Delete keeps its confirmation and its message, and the listing leaves the show page.
  await deleteListing(page, 'Titanic', `Wed 12 Mar 2031 · ${hotel}, Brighton`);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(onShowPage(visitor)).toHaveCount(0);

  // The Trash lists it with who deleted it and when, and how long it stays restorable.
  await openSection(page, 'Trash and history');
  await expect(page).toHaveURL(/\/dashboard\/trash$/);
  const trash = page.getByRole('region', { name: 'Trash' });
  const entry = trash.getByRole('listitem').filter({ hasText: hotel });
  await expect(entry).toContainText(`Deleted by ${E2E_MANAGER.email} on`);
  await expect(entry).toContainText('30 days left to restore');
  await entry.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1600, height: 1000 });
  await screenshot(page, `${SHOTS}/trash-1600.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await entry.scrollIntoViewIfNeeded();
  await screenshot(page, `${SHOTS}/trash-390.png`);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Restore from the keyboard.
  // Chromium reads the visually hidden part of the name as a word of its own ("Restore : ...").
  await entry.getByRole('button', { name: /^Restore/ }).focus();
  await page.keyboard.press('Enter');
  await expect(trash.getByRole('status')).toHaveText(`Restored: ${label}. Visitors can see it again.`);
  await expect(entry).toHaveCount(0);
  await visitor.reload();
  await expect(onShowPage(visitor)).toBeVisible();

  // Its history: created, deleted and restored, each by the manager, newest first.
  const recent = page.getByRole('region', { name: 'Recent changes' });
  const ours = recent.getByRole('listitem').filter({ hasText: label }).first();
  await ours.getByRole('button', { name: /^History/ }).click();
  const history = page.getByRole('dialog', { name: `History: ${label}` });
  const changes = history.getByRole('listitem');
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(0)).toContainText('Restored from the trash');
  await expect(changes.nth(1)).toContainText('Deleted (moved to the trash)');
  await expect(changes.nth(2)).toContainText('Created');
  for (const n of [0, 1, 2]) await expect(changes.nth(n)).toContainText(`by ${E2E_MANAGER.email} on`);
  await expect(changes.nth(2)).toContainText(hotel);
  await screenshot(page, `${SHOTS}/history-390.png`);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await screenshot(page, `${SHOTS}/history-1600.png`);
  expect(await axeViolations(page), 'axe with the history open').toEqual([]);

  // Escape closes it, and the keyboard is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(ours.getByRole('button', { name: /^History/ })).toBeFocused();
});

import type { Page } from '@playwright/test';
import { DEMO_VENUES } from '../../server/db/demo-seed';
import type { Venue } from '../../src/domain/venue';
import { expect, test } from './fixtures';

const SHOW_PAGES = [
  { path: '/titanic', show: 'Titanic', subtitle: 'Titanic, April 1912', linkedNames: true },
  { path: '/jfk', show: 'JFK', subtitle: 'JFK', linkedNames: false },
  { path: '/overlook', show: 'TheOverlookHotel', subtitle: 'THE OVERLOOK HOTEL', linkedNames: true },
  { path: '/Scrooge', show: 'Scrooge', subtitle: 'Scrooge', linkedNames: true },
] as const;

// Other specs add listings to the same server while this one runs: these checks look at the demo ones.
const DEMO_HOTELS = new Set(DEMO_VENUES.map((venue) => venue.hotelName));
const isDemoHotel = (name: string) => DEMO_HOTELS.has(name);

/** The demo listings the server holds for a show, in the order the API gives them (date order). */
async function listings(page: Page, show: string): Promise<Venue[]> {
  const response = await page.request.get(`/api/venues?show=${show}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Venue[]).filter((venue) => isDemoHotel(venue.hotelName));
}

async function waitForDates(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /upcoming date/ })).toBeAttached();
}

for (const { path, show, subtitle, linkedNames } of SHOW_PAGES) {
  test.describe(`the ${show} page`, () => {
    test('lists the demo dates in order, each Book link opening the booking site in a new tab', async ({
      page,
      visit,
    }) => {
      await visit(path);
      await expect(page.locator('.show-banner__subtitle')).toHaveText(subtitle);
      await waitForDates(page);
      const venues = await listings(page, show);
      expect(venues.length).toBeGreaterThan(0);

      const names = (await page.locator('.venue-grid__list h3').allTextContents()).map((n) =>
        n.replace(/ \(.*\)$/, ''),
      );
      expect(names.filter((name) => isDemoHotel(name) || name === 'Coming soon')).toEqual([
        ...venues.map((v) => v.hotelName),
        'Coming soon',
      ]);

      for (const venue of venues) {
        const card = page
          .locator('.venue-card')
          .filter({ has: page.getByRole('heading', { name: venue.hotelName }) });
        const book = card.getByRole('link', { name: /^Book/ });
        if (venue.soldOut) {
          await expect(book).toHaveCount(0);
          await expect(card.getByText('Sold out')).toBeVisible();
          continue;
        }
        await expect(book).toHaveAttribute('href', new URL(venue.bookingUrl).href);
        await expect(book).toHaveAttribute('target', '_blank');
        await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(card.getByRole('link', { name: new RegExp(`^${venue.hotelName}`) })).toHaveCount(
          linkedNames ? 1 : 0,
        );
      }
    });

    test('moves between the Information tabs with the keyboard', async ({ page, visit }) => {
      await visit(path);
      const tab = (name: string) => page.getByRole('tab', { name });
      await expect(tab('THE EVENT')).toHaveAttribute('aria-selected', 'true');
      await tab('THE EVENT').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('DRESS CODE')).toBeFocused();
      await expect(tab('DRESS CODE')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('recommendation only');
      await page.keyboard.press('End');
      await expect(tab('MENU')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('Starters');
      await page.keyboard.press('Home');
      await expect(tab('THE EVENT')).toBeFocused();
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
    });
  });
}

test('the JFK coming-soon card offers a disabled Book button, not a dead link', async ({ page, visit }) => {
  await visit('/jfk');
  const card = page.locator('.venue-card--coming-soon');
  // The coming season, never a year gone by (content's year while it lies ahead, else the next season).
  await expect(card).toContainText(/20\d\d/);
  const year = Number((await card.textContent())?.match(/20\d\d/)?.[0]);
  expect(year).toBeGreaterThanOrEqual(new Date().getFullYear());
  await expect(card.getByRole('button', { name: /^Book/ })).toBeDisabled();
  await expect(card.getByRole('link')).toHaveCount(0);
});

test('the show page fits a 390 px phone without sideways scrolling', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/titanic');
  await waitForDates(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

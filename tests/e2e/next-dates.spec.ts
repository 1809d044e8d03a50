import { DEMO_VENUES } from '../../server/db/demo-seed';
import { expect, test } from './fixtures';

// Other specs add and delete listings on the same server while these run; the demo ones stay put.
const DEMO_HOTELS = new Set(DEMO_VENUES.map((venue) => venue.hotelName));

test('a visitor from a social bio chooses their city on /next, and a show page they open next keeps to it', async ({
  page,
  visit,
}) => {
  await visit('/next');
  const links = page.getByRole('list', { name: 'The next dates' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  // Soonest first: each date's ISO day, in the order the page lists them.
  const days = await page
    .locator('.next-date time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(days).toEqual([...days].sort());
  // A thumb-sized target for each date (WCAG 2.5.5's 44 px, and more).
  const box = await links.first().boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await page.getByLabel('Dates in', { exact: true }).selectOption({ label: 'Cardiff' });
  await expect(page).toHaveURL(/\/next\?city=cardiff$/);
  // The list follows the address a moment later: read it once it has.
  await expect
    .poll(async () => {
      // The city's own list: the dates near it follow in a list of their own.
      const places = await page
        .getByRole('list', { name: 'The next dates' })
        .locator('.next-date__where')
        .allTextContents();
      return places.length > 0 && places.every((place) => place.endsWith('Cardiff'));
    })
    .toBe(true);

  // Scrooge plays in Cardiff and elsewhere: its page, opened without a city, keeps to the visitor's.
  const scrooge = DEMO_VENUES.filter((venue) => venue.show === 'Scrooge');
  expect(new Set(scrooge.map((venue) => venue.city)).size).toBeGreaterThan(1);
  await page.goto('/Scrooge');
  await expect(page).toHaveURL(/\/Scrooge\?city=cardiff$/);
  await expect(page.getByLabel('Dates in', { exact: true })).toHaveValue('cardiff');
  const shown = async () =>
    // The city's own cards: the show's dates near it (Swansea, Bath) follow in a section of their own.
    (await page.locator('.venue-grid > .venue-grid__list .venue-card__name').allTextContents())
      .map((name) => name.replace(/ \(.*\)$/, ''))
      .filter((name) => DEMO_HOTELS.has(name));
  await expect
    .poll(shown)
    .toEqual(scrooge.filter((venue) => venue.city === 'Cardiff').map((venue) => venue.hotelName));
});

import type { Page } from '@playwright/test';
import { hotelInTown } from '../../src/domain/cities';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { SHOW_KEYS } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import { SHOWS } from '../../src/content/shows';
import { expect, test, waitForApp } from './fixtures';

// A visitor on the home page reaches a real date: the Our shows cards are listings, every Book leads to dates,
// and a date page is two clicks (or taps) away.

const DATE_PAGE = /^\/(titanic|jfk|overlook|scrooge)\/\d{4}-\d{2}-\d{2}(-[a-z0-9]+)+$/i;
const DATES = /^(\/whats-on(\?show=\w+)?|\/(titanic|jfk|overlook|scrooge)\/\d{4}-\d{2}-\d{2}(-[a-z0-9]+)+)$/i;

async function showOurShows(page: Page) {
  const section = page.locator('[data-deferred-section="shows"]');
  await section.scrollIntoViewIfNeeded();
  // Its code has run: a tap on a prerendered card before then is lost.
  await expect(section).toHaveAttribute('data-ready', '');
  return page.getByRole('region', { name: 'Our shows' });
}

test("every date on / is a listing, its Book opens that date's page, and no date is written as YYYY-MM-DD", async ({
  page,
  request,
}) => {
  // The server's HTML already has the dates (a visitor without JavaScript sees them too).
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/class="show-date-card"/);

  await page.goto('/');
  await waitForApp(page);
  const section = await showOurShows(page);
  const cards = await section.locator('article.show-date-card').evaluateAll((articles) =>
    articles.map((card) => ({
      title: card.querySelector('h3')?.textContent ?? '',
      where: card.querySelector('.show-date-card__venue')?.textContent ?? null,
      when: card.querySelector('time')?.textContent ?? null,
      href: card.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
  const dated = cards.filter((card) => card.when !== null);
  expect(dated.length, 'the demo seed lists dates').toBeGreaterThan(0);
  expect(dated.length).toBeLessThanOrEqual(6);
  // One per show first: every show with upcoming dates has a card.
  const listings: Venue[] = [];
  for (const show of SHOW_KEYS) {
    listings.push(...((await (await request.get(`/api/venues?show=${show}`)).json()) as Venue[]));
  }
  for (const card of dated) {
    const listing = listings.find(
      (venue) =>
        SHOWS[venue.show].title === card.title &&
        card.where === hotelInTown(venue.hotelName, venue.city) &&
        formatDateWithWeekday(venue.date) === card.when,
    );
    expect(listing, `${card.title} at ${card.where} on ${card.when} is listed`).toBeDefined();
    expect(card.href).toMatch(DATE_PAGE);
    const answer = await request.get(card.href);
    expect(answer.status(), card.href).toBe(200);
    expect(await answer.text()).toContain(listing?.hotelName ?? '');
  }
  const showsWithDates = new Set(listings.map((venue) => SHOWS[venue.show].title));
  for (const title of showsWithDates) expect(dated.map((card) => card.title)).toContain(title);
  expect(await page.locator('body').innerText()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
});

for (const path of ['/', '/ourevents']) {
  test(`no Book control on ${path} leads anywhere but the dates`, async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(path);
    await waitForApp(page);
    if (path === '/') await showOurShows(page);
    const targets = await page
      .getByRole('link', { name: /\bbook\b|view all shows/i })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(targets.length).toBeGreaterThan(4);
    for (const target of targets) expect(target, 'a Book control').toMatch(DATES);
  });
}

test('from / a date page is two clicks away at 1600 px', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  await waitForApp(page);
  // The slide on screen: the others are inert until the carousel shows them.
  await page
    .locator('.home-banner__slide.is-active')
    .getByRole('link', { name: /^Book a Show/ })
    .click();
  await expect(page).toHaveURL(/\/whats-on\?show=\w+$/);
  await page.locator('.date-row__title a').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(DATE_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('from / a date page is two taps away at 390 px', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page
      .locator('.home-banner__slide.is-active')
      .getByRole('link', { name: /^Book a Show/ })
      .tap();
    await expect(page).toHaveURL(/\/whats-on\?show=\w+$/);
    await page.locator('.date-row__title a').first().tap();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(DATE_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The first screen (390 x 844) answers "when, and can I go": the weekday and Book, without a scroll.
    const weekday = page.locator('main time').first();
    await expect(weekday).toHaveText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const book = page.getByRole('link', { name: /^Book with the venue/ });
    await expect(book).toBeVisible();
    for (const shown of [weekday, book]) {
      // From the top of the page, wherever the tap left the scroll.
      const bottom = await shown.evaluate(
        (element) => element.getBoundingClientRect().bottom + window.scrollY,
      );
      expect(bottom, 'inside the first screen').toBeLessThanOrEqual(844);
    }
  });
});

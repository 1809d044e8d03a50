import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO_VENUES } from '../../server/db/demo-seed';
import { DATE_PAGE_COPY } from '../../src/content/show-dates';
import { SHOWS } from '../../src/content/shows';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { Venue } from '../../src/domain/venue';
import { eventRichResultProblems } from '../builders/event-rich-result';
import { expect, test } from './fixtures';

async function upcoming(page: Page): Promise<Venue[]> {
  const response = await page.request.get('/api/venues/upcoming');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Venue[];
}

// Other specs add and delete listings on the same server while these run; the demo ones stay put.
const DEMO_HOTELS = new Set(DEMO_VENUES.map((venue) => venue.hotelName));

/** The rows of the dates the filters choose (not those near a chosen city, which follow them). */
const OWN_ROWS = '.whats-on__month:not(.whats-on__near)';
const rowTitles = (page: Page) => page.locator(`${OWN_ROWS} .date-row__title`).allTextContents();

test("What's on filters by city across shows, in date order, and the address carries the filter", async ({
  page,
  visit,
}) => {
  const all = await upcoming(page);
  const cardiff = all.filter((venue) => venue.city === 'Cardiff');
  expect(new Set(cardiff.map((venue) => venue.show)).size).toBeGreaterThan(1);

  await visit('/whats-on?city=cardiff');
  await expect(page.getByRole('status').filter({ hasText: `${cardiff.length} dates` })).toBeVisible();
  expect(await page.locator(`${OWN_ROWS} .date-row__where`).allTextContents()).toEqual(
    cardiff.map(() => 'Cardiff'),
  );
  const titles = await rowTitles(page);
  expect(titles.map((title) => title.split(': ')[1])).toEqual(cardiff.map((venue) => venue.hotelName));
  await expect(page.getByLabel('City')).toHaveValue('cardiff');

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/whats-on$/);
  // Every show's dates again: more than Cardiff's, and the count says how many rows there are.
  await expect.poll(async () => (await rowTitles(page)).length).toBeGreaterThan(cardiff.length);
  const everything = await rowTitles(page);
  await expect(page.getByRole('status').filter({ hasText: `${everything.length} dates` })).toBeVisible();
  const shownHotels = everything.map((title) => title.split(': ')[1]);
  for (const venue of all.filter((v) => DEMO_HOTELS.has(v.hotelName))) {
    expect(shownHotels).toContain(venue.hotelName);
  }

  await page.getByLabel('Show', { exact: true }).selectOption('JFK');
  await expect(page).toHaveURL(/\/whats-on\?show=JFK$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/whats-on$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/whats-on\?city=cardiff$/);
  // The address changes first; the list follows in a render of its own (the router's transition).
  await expect(page.locator(`${OWN_ROWS} .date-row__where`)).toHaveText(cardiff.map(() => 'Cardiff'));
});

test('every upcoming demo date has its page, valid Event structured data and a calendar file', async ({
  page,
  visit,
}) => {
  const all = (await upcoming(page)).filter((venue) => DEMO_HOTELS.has(venue.hotelName));
  expect(all.length).toBeGreaterThan(8);
  // Every date as the server sends it, asked for at once: its page carries its Event, at its hotel, already
  // (no script needed to read it), and its calendar file starts on the day.
  await Promise.all(
    all.map(async (venue) => {
      const path = datePagePath(venue);
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const served = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string; location?: { name?: string } })
        .filter((item) => item['@type'] === 'TheaterEvent');
      expect(served, path).toHaveLength(1);
      expect(served[0]?.location?.name, path).toBe(venue.hotelName);
      expect(eventRichResultProblems(served[0]), path).toEqual([]);

      const ics = await page.request.get(`${path}.ics`);
      expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const vevent = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent');
      expect(String(vevent?.getFirstPropertyValue('dtstart')).slice(0, 10), path).toBe(venue.date);
    }),
  );

  // In the browser, the page the app renders from those same data keeps one valid Event in its head: one
  // date shows it (the page is one component for every date; each date's data is checked above).
  const first = all[0] as Venue;
  await visit(datePagePath(first));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.hotelName);
  const jsonLd = page.locator('head script[type="application/ld+json"][data-date-page]');
  await expect(jsonLd).toHaveCount(1);
  const data: unknown = JSON.parse((await jsonLd.textContent()) ?? '');
  expect(eventRichResultProblems(data)).toEqual([]);
});

test('a date address never listed says so in the browser, with the dates to come', async ({
  page,
  visit,
}) => {
  const next = (await upcoming(page)).find((venue) => venue.show === 'Titanic');
  expect(next, 'the demo data has Titanic dates to come').toBeDefined();
  // The server answers it with the not-found page, unrendered; the browser then shows the date page's help.
  const response = await page.request.get('/titanic/2031-03-14-nowhere-in-particular');
  expect(response.status()).toBe(404);
  await visit('/titanic/2031-03-14-nowhere-in-particular');
  await expect(page.getByText('This date is no longer listed.')).toBeVisible();
  const help = page.getByRole('region', { name: DATE_PAGE_COPY.otherDates(SHOWS.Titanic.title) });
  await expect(help.locator(`a[href="${datePagePath(next as Venue)}"]`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: DATE_PAGE_COPY.allDates })).toBeVisible();
});

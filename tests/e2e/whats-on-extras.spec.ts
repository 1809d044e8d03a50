import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import type { HotelWithDates } from '../../src/domain/hotel';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { expect, test } from './fixtures';

// What's on's "only" boxes (step-free entrance, relaxed, BSL-interpreted, captioned) by keyboard alone at a
// phone's width: each Space narrows the list, the address carries the choice, the live count says how many
// dates are left, and focus stays on the box for the next one. Its own dates in a city no demo date, nor any
// other test's, is in or within NEARBY_MILES of.

const PHONE = { width: 390, height: 844 };
const RUN = Date.now();
const CITY = 'Norwich';
const HOTELS = {
  all: `Every Extra Hotel ${RUN}`,
  relaxed: `Relaxed Rooms ${RUN}`,
  plain: `Plain Hall ${RUN}`,
};

const STEP_FREE_YES = {
  stepFree: 'yes',
  accessibleToilet: 'unknown',
  parking: 'unknown',
  quietSpace: 'unknown',
  hearingLoop: 'unknown',
};

/** Three dates: relaxed + captioned at a step-free hotel, relaxed only, and none. */
async function createDates(request: APIRequestContext): Promise<Venue[]> {
  expect((await request.post('/api/session', { data: E2E_MANAGER })).ok()).toBe(true);
  const dates: [string, string[], number][] = [
    [HOTELS.all, ['relaxed', 'captioned'], 30],
    [HOTELS.relaxed, ['relaxed'], 31],
    [HOTELS.plain, [], 32],
  ];
  const created: Venue[] = [];
  for (const [hotelName, extras, days] of dates) {
    const response = await request.post('/api/venues', {
      data: { ...aVenueInput({ show: 'Titanic', city: CITY, hotelName, date: daysFromToday(days) }), extras },
    });
    expect(response.status()).toBe(201);
    created.push((await response.json()) as Venue);
  }
  const hotels = (await (await request.get('/api/hotels')).json()) as HotelWithDates[];
  const stepFree = hotels.find((hotel) => hotel.name === HOTELS.all);
  if (!stepFree) throw new Error('The step-free hotel was not created with its date.');
  const { id, name, address, city } = stepFree;
  const saved = await request.put(`/api/hotels/${id}`, {
    data: { name, address, city, access: STEP_FREE_YES },
  });
  expect(saved.ok()).toBe(true);
  return created;
}

let created: Venue[] = [];
test.beforeAll(async ({ request }) => {
  created = await createDates(request);
});
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/session', { data: E2E_MANAGER })).ok()).toBe(true);
  for (const venue of created) expect((await request.delete(`/api/venues/${venue.id}`)).status()).toBe(204);
});

const shownHotels = async (page: Page) =>
  (await page.locator('.date-row__title').allTextContents()).map((title) => title.split(': ')[1]);

/** Presses Space on the focused box and checks what the visitor would notice. */
async function tick(page: Page, box: string, param: RegExp, hotels: string[]) {
  const focused = page.getByRole('checkbox', { name: box });
  await expect(focused).toBeFocused();
  // The keyboard's place is as plain on a box as on a link: the site's 3px outline.
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-width', '3px');
  await page.keyboard.press('Space');
  await expect(focused).toBeChecked();
  await expect(page).toHaveURL(param);
  await expect.poll(() => shownHotels(page)).toEqual(hotels);
  await expect(page.getByRole('status').filter({ hasText: /\d+ dates?$/ })).toHaveText(
    hotels.length === 1 ? '1 date' : `${hotels.length} dates`,
  );
  // The keyboard goes on from where it was.
  await expect(focused).toBeFocused();
}

test("What's on's extras and step-free boxes narrow the list by keyboard, and the count says so", async ({
  page,
  visit,
}) => {
  await page.setViewportSize(PHONE);
  await visit(`/whats-on?city=${CITY.toLowerCase()}`);
  await expect.poll(() => shownHotels(page)).toEqual([HOTELS.all, HOTELS.relaxed, HOTELS.plain]);
  await expect(page.getByRole('status').filter({ hasText: /dates$/ })).toHaveText('3 dates');

  // From the City select, Tab reaches the boxes in the order they are shown.
  await page.getByLabel('City', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await tick(page, 'Relaxed performances only', /extra=relaxed/, [HOTELS.all, HOTELS.relaxed]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await tick(page, 'Captioned only', /extra=relaxed&extra=captioned/, [HOTELS.all]);

  // Space again takes a box off: the list widens.
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Captioned only' })).not.toBeChecked();
  await expect.poll(() => shownHotels(page)).toEqual([HOTELS.all, HOTELS.relaxed]);

  // Back to the step-free box (Shift+Tab three times), which keeps only the step-free hotel's date.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+Tab');
  await tick(page, 'Step-free entrance only', /access=step-free/, [HOTELS.all]);
});

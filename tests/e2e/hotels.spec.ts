import type { Page } from '@playwright/test';
import { SHOW_PATHS } from '../../src/domain/paths';
import type { Venue } from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';
import { axeViolations, expect, openSection, screenshot, signInAsManager, test } from './fixtures';

// Other specs share the database: this hotel has a name of its own, on dates years ahead.
test.describe.configure({ timeout: 90_000 });

const listingsAt = async (page: Page, hotelName: string) =>
  ((await (await page.request.get('/api/venues')).json()) as Venue[]).filter(
    (v) => v.hotelName === hotelName,
  );

/** The Event JSON-LD of the date page open in `page`. */
async function eventJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => String(data['@type']).endsWith('Event'));
  if (!event) throw new Error('the date page has no Event JSON-LD');
  return event;
}

test('the manager edits a hotel once, by keyboard, and both its dates, What’s on and the JSON-LD show it', async ({
  page,
}) => {
  const name = `E2E Hotel ${Date.now()}`;
  const renamed = `${name} Renamed`;
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard');
  await signInAsManager(page);
  const place = {
    hotelName: name,
    hotelLocation: '1 Grey Street, Newcastle NE1 6EE',
    city: 'Newcastle',
    bookingUrl: 'https://tickets.example.com/e2e-hotel',
  };
  for (const [show, date] of [
    ['Titanic', '2033-03-04'],
    ['JFK', '2033-03-11'],
  ] as const) {
    const created = await page.request.post('/api/venues', { data: { ...place, show, date } });
    expect(created.status()).toBe(201);
  }

  // Hotels is one click from the dashboard; Edit opens the hotel's form with the focus in it.
  await openSection(page, 'Hotels');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  // The rest is by keyboard: the pointer leaves the button, whose hover colour then fades out long before
  // axe reads the form (read mid-fade, the button's colours failed the contrast check).
  await page.mouse.move(0, 0);
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await expect(form.getByRole('heading', { name: `Edit ${name}` })).toBeFocused();
  await screenshot(page, '.tmp/screenshots/hotels/editor-1600.png', true);

  // By keyboard: past the two links to the hotel's link and widget below the form, Tab into the name, type
  // the new one, then arrow keys through each fact's answers.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('link', { name: 'The hotel’s private link' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Hotel name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(renamed);
  const stepFree = form.getByRole('group', { name: 'Step-free entrance' });
  await stepFree.getByLabel('Not confirmed').focus();
  // A radio group is one Tab stop; the arrow keys choose (Not confirmed -> Yes wraps round).
  await page.keyboard.press('ArrowRight');
  await expect(stepFree.getByLabel('Yes')).toBeChecked();
  const loop = form.getByRole('group', { name: 'Hearing loop' });
  await loop.getByLabel('Not confirmed').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(loop.getByLabel('Portable')).toBeChecked();
  await form.getByLabel('Who to ask about access').fill('Front desk, 029 2000 0000');
  expect(await axeViolations(page), 'axe on the Hotels editor').toEqual([]);
  await form.getByRole('button', { name: 'Save hotel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Saved: ${renamed}.` })).toHaveText(
    `Saved: ${renamed}. All 2 of its dates show this now.`,
  );
  await expect(
    page.getByRole('list', { name: 'Every hotel' }).getByRole('listitem').filter({ hasText: renamed }),
  ).toContainText('Step-free entrance: Yes · Hearing loop: Portable');
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 1000 });
    await screenshot(page, `.tmp/screenshots/hotels/editor-${width}.png`, true);
  }

  // Both dates moved to the new name; each date page shows the facts and says them in its JSON-LD.
  const dates = await listingsAt(page, renamed);
  expect(dates.map((venue) => venue.show).sort()).toEqual(['JFK', 'Titanic']);
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  for (const venue of dates) {
    await visitor.goto(`${SHOW_PATHS[venue.show]}/${venueSlug(venue)}`);
    // Before you book's Access part: its words are on the page, behind a disclosure on a phone.
    const access = visitor.getByRole('group', { name: 'Access' });
    await expect(access).toContainText('Step-free entranceYes');
    await expect(access).toContainText('Hearing loopYes, portable (ask for it)');
    await expect(access).toContainText('Front desk, 029 2000 0000');
    const event = await eventJsonLd(visitor);
    expect((event.location as { name: string }).name).toBe(renamed);
    expect((event.location as { amenityFeature: unknown }).amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Hearing loop (portable)', value: true },
    ]);
  }

  // What's on, step-free only: both dates, and no date at a hotel not confirmed step-free. The step-free
  // hotels are read before the page and after it: another test may add or remove one meanwhile.
  const stepFreeNames = async () =>
    ((await (await page.request.get('/api/venues')).json()) as Venue[])
      .filter((venue) => venue.hotel?.access.stepFree === 'yes')
      .map((venue) => venue.hotelName);
  const stepFreeBefore = await stepFreeNames();
  await visitor.goto('/whats-on?access=step-free');
  const cards = visitor.getByRole('article');
  await expect(cards.filter({ hasText: renamed })).toHaveCount(2);
  const stepFreeHotels = new Set([...stepFreeBefore, ...(await stepFreeNames())]);
  for (const heading of await cards.getByRole('heading').allTextContents())
    expect(
      [...stepFreeHotels].some((hotel) => heading.includes(hotel)),
      heading,
    ).toBe(true);
  await visitor.close();
});

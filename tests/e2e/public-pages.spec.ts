import { MENUS_PAGE, PAGE_META } from '../../src/content/pages';
import { WHATS_ON_COPY } from '../../src/content/show-dates';
import { SHOWS } from '../../src/content/shows';
import { SUBSCRIBE_BUTTON_COPY } from '../../src/content/subscribe-button';
import type { ShowKey } from '../../src/domain/shows';
import { documentTitle } from '../../src/ui/use-page-meta';
import { expect, humanPause, test } from './fixtures';

const menuTitle = (show: ShowKey) => MENUS_PAGE.menuHeading(SHOWS[show].title);

/** Each page and the title its content gives it (documentTitle adds the company name). */
const PAGES: [string, string][] = [
  ['/ourevents', PAGE_META.events.title],
  ['/team', PAGE_META.team.title],
  ['/contact', PAGE_META.contact.title],
  ['/eventContact', PAGE_META.hostEvent.title],
  ['/menu', PAGE_META.menus.title],
  ['/Menuone', menuTitle('Titanic')],
  ['/Menutwo', menuTitle('JFK')],
  ['/menuthree', menuTitle('TheOverlookHotel')],
  ['/menufour', menuTitle('Scrooge')],
  ['/about', PAGE_META.about.title],
  ['/About', PAGE_META.about.title],
  ['/ourchefs', PAGE_META.chefs.title],
  ['/admin', PAGE_META.admin.title],
  ['/whats-on', WHATS_ON_COPY.meta.title],
  ['/privacy', PAGE_META.privacy.title],
  ['/accessibility', PAGE_META.accessibility.title],
  ['/subscribe/confirm', PAGE_META.subscribeConfirm.title],
  ['/unsubscribe', PAGE_META.unsubscribe.title],
  ['/no-such-page', PAGE_META.notFound.title],
];

for (const [path, title] of PAGES) {
  test(`${path} has one h1, its own title, passes axe and fits a 390 px phone`, async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main#main')).toHaveCount(1);
    await expect(page).toHaveTitle(documentTitle(title));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'sideways scroll at 390 px').toBeLessThanOrEqual(0);
  });
}

test("'Choose a show' Book buttons lead to each show's dates", async ({ page, visit }) => {
  await visit('/ourevents');
  for (const [name, show] of [
    ['The Queen of the Ocean', 'Titanic'],
    ['The Overlook Hotel', 'TheOverlookHotel'],
    ['Scrooge', 'Scrooge'],
    ['JFK', 'JFK'],
  ]) {
    await expect(page.getByRole('link', { name: `Book ${name}` })).toHaveAttribute(
      'href',
      `/whats-on?show=${show}`,
    );
  }
});

test('the contact form sends a message to the server', async ({ page, visit }) => {
  await page.clock.install();
  await visit('/contact');
  const form = page.getByRole('form', { name: 'Message us' });
  await form.getByLabel('Your name').fill('Ann Jones');
  await form.getByLabel('E-mail').fill('ann@example.com');
  await form.getByLabel('Phone').fill('01792 123456');
  await form.getByLabel('Message').fill('Are there dates in Swansea this spring?');
  await humanPause(page);
  const sent = page.waitForResponse(
    (r) => r.url().includes('/api/contact-messages') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(form.getByRole('status')).toContainText('your message has been sent');
  await expect(form.getByLabel('Your name')).toHaveValue('');
});

test('the contact form explains a missing field and focuses it', async ({ page, visit }) => {
  await visit('/contact');
  const form = page.getByRole('form', { name: 'Message us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expect(form.getByText('Name is required')).toBeVisible();
});

test('the hosting enquiry is submitted, announced and the form reset', async ({ page, visit }) => {
  await page.clock.install();
  await visit('/eventContact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Interested in hosting one of our events?',
  );
  const form = page.getByRole('form', { name: 'Hosting enquiry' });
  await form
    .getByLabel('Which show would you like to host?')
    .selectOption({ label: 'No show in particular' });
  await form.getByLabel('Venue name').fill('The Seaview Hotel');
  await form.getByLabel('Venue e-mail').fill('events@seaview.example.com');
  await form.getByLabel('Venue phone number').fill('01234 567890');
  await humanPause(page);
  const sent = page.waitForResponse(
    (r) => r.url().includes('/api/hosting-requests') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(form.getByRole('status')).toContainText('Successfully submitted');
  await expect(form.getByLabel('Venue name')).toHaveValue('');
});

test('the contact map loads only when asked for', async ({ page, visit }) => {
  // The map is a third-party page: the test only checks that we ask for it, never that it answers.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ body: '<title>map</title>' }),
  );
  await visit('/contact');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('iframe[title="Map of our Swansea office"]')).toHaveCount(1);
});

test("the footer's newsletter button stands out from the band and opens the form", async ({
  page,
  visit,
}) => {
  await visit('/team');
  const footer = page.locator('footer');
  const button = footer.getByRole('button', { name: SUBSCRIBE_BUTTON_COPY.open });
  await button.scrollIntoViewIfNeeded();
  // The band is one flat colour: the button's words must read against it (WCAG AA, 4.5:1).
  const ratio = await button.evaluate((element) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = channels(css).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const text = luminance(getComputedStyle(element).color);
    const band = luminance(getComputedStyle(element.closest('footer') ?? element).backgroundColor);
    return (Math.max(text, band) + 0.05) / (Math.min(text, band) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
  await button.click();
  await expect(footer.getByRole('textbox', { name: /E-mail/ })).toBeVisible();
});

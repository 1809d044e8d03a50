import type { Locator, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  humanPause,
  openSection,
  screenshot,
  SCREENSHOTS_WANTED,
  signInAsManager,
  test,
  waitForApp,
} from './fixtures';
import { MAIL_SLOTS, startMailingServer, type MailingServer } from './mailing-server';
import { SUBSCRIBE_BUTTON_COPY } from '../../src/content/subscribe-button';

// Screenshots to look at (390 px phone, 1600 px desktop) with SCREENSHOTS=1; .tmp is not committed.
const SHOTS = '.tmp/keep-in-touch';
// No demo date is in Carlisle, and no other test adds one.
const CITY = 'Carlisle';
const MAIL_OFF = /^E-mail is not set up/;

/** Screenshots at a phone's and a desktop's width: the whole page, or one part of it. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SCREENSHOTS_WANTED) return;
  for (const width of [390, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await screenshot(part ?? page, path, width === 390);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The forms are offered only where the site can send e-mail (server/pages/keep-in-touch-pages.test.ts proves
// the suite's own server offers none): these walks run on a server of their own that sends to an inbox here.
test.describe('where the site can send e-mail', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: MailingServer;
  test.beforeAll(async () => {
    // A server starting beside the other browser tests (mailing-server.ts): it may take longer than a test.
    test.setTimeout(200_000);
    server = await startMailingServer(MAIL_SLOTS.keepInTouch);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a visitor asks to hear about a city with no dates; the manager sees the demand, reads the e-mail, erases them', async ({
    page,
  }) => {
    const { origin, inbox } = server;
    const email = `keep-in-touch-${Date.now()}@example.co.uk`;

    await page.clock.install();
    // The site's script is held back until the visitor has sent the form, as a slow phone link might: sent
    // before it is live, the form is held by the page loader and sent once the form is live, with what the
    // visitor wrote (src/ui/early-submits.ts).
    let releaseTheApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseTheApp = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    // What's on, filtered to a city with no dates, offers the form itself with the city chosen. Not until
    // "load": the page loader adds the script held above after the first paint, and on a busy machine that
    // paint comes before load, which then waits for the script (src/app/page-loader.ts).
    await page.goto(`${origin}/whats-on?city=${CITY.toLowerCase()}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('No dates match yet.')).toBeVisible();
    const form = page.getByRole('form', { name: 'E-mail me about new dates' });
    await expect(form.getByLabel(/which city/i)).toHaveValue(CITY);
    await expect(form.getByLabel(/which show/i)).toHaveValue('');
    const consent = form.getByRole('checkbox', { name: new RegExp(`has a new date in ${CITY}`) });
    await expect(consent).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(form.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    await shoot(page, 'whats-on-empty');
    await expect(form).not.toHaveAttribute('data-interactive');

    // By keyboard: e-mail, show, city, the consent box (Space), the two statement links, then send.
    await form.getByRole('textbox', { name: /^e-mail/i }).fill(email);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/which show/i)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const send = form.getByRole('button', { name: 'Sign me up' });
    await expect(send).toBeFocused();
    // A person takes longer than the form's minimum fill time; a bot that does not is quietly ignored.
    await humanPause(page);
    await page.keyboard.press('Enter');
    await expect(form).not.toHaveAttribute('data-interactive');
    releaseTheApp();
    await expect(form.getByText(/we have sent you an e-mail/i)).toBeVisible();
    await expect(page).toHaveURL(`${origin}/whats-on?city=${CITY.toLowerCase()}`);
    expect(await axeViolations(page), 'axe after subscribing').toEqual([]);
    const [confirmation] = await inbox.waitFor(1);
    expect(confirmation?.to).toEqual([email]);

    // The manager's dashboard: the demand for the city, the subscriber, no word of e-mail being off.
    await page.goto(`${origin}/dashboard/subscribers`);
    await signInAsManager(page);
    const subscribers = page.getByRole('region', { name: 'Everyone subscribed', exact: true });
    const cityRow = subscribers
      .getByRole('table', { name: 'By city' })
      .getByRole('row', { name: new RegExp(`^${CITY}`) });
    await expect(cityRow.getByRole('cell')).toHaveText(['0', '1']);
    await expect(subscribers.getByText(MAIL_OFF)).toHaveCount(0);
    const person = subscribers.getByRole('listitem').filter({ hasText: email });
    await expect(person).toContainText(`Wants: Any show · ${CITY}`);
    await expect(person).toContainText('Not confirmed yet');
    expect(await axeViolations(page), 'axe on the dashboard').toEqual([]);
    await shoot(page, 'dashboard-subscribers', subscribers);

    // E-mail, its own section: the confirmation as sent, opened to read the words that went.
    await openSection(page, 'E-mail');
    const outbox = page.getByRole('region', { name: 'E-mails sent and waiting', exact: true });
    const sent = outbox.getByRole('listitem').filter({ hasText: email });
    await expect(sent).toContainText('Sent');
    await sent.getByRole('button', { name: /^Read/ }).click();
    await expect(sent.getByLabel(/^The words of/)).toContainText(
      /Yes, send me these e-mails: http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?token=/,
    );
    expect(await axeViolations(page), 'axe on the opened e-mail').toEqual([]);
    await shoot(page, 'dashboard-email', outbox);

    await openSection(page, 'Subscribers');
    const again = page.getByRole('region', { name: 'Everyone subscribed', exact: true });
    const row = again.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: `Erase the subscriber ${email}` }).click();
    await expect(row.getByRole('button', { name: 'Yes, erase' })).toBeFocused();
    await screenshot(row, `${SHOTS}/erase-confirm.png`);
    await page.keyboard.press('Enter');
    await expect(again.getByText(`Erased the subscriber ${email}.`)).toBeVisible();
    await expect(again.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await expect(again.getByRole('row', { name: new RegExp(`^${CITY}`) })).toHaveCount(0);

    const stored = await page.request.get(`${origin}/api/subscriptions?limit=100`);
    expect(stored.status()).toBe(200);
    const body = (await stored.json()) as { items: { email: string }[] };
    expect(body.items.map((s) => s.email)).not.toContain(email);
  });

  test("the footer's newsletter button stands out from the band and opens the form", async ({
    page,
    visit,
  }) => {
    await visit(`${server.origin}/team`);
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
});

test('the privacy statement states the retention the server applies, opened directly or from a form', async ({
  page,
  visit,
}) => {
  // The e2e server runs with the default RETENTION_MONTHS.
  const retention = 'deleted automatically 24 months after they arrive';
  await visit('/privacy');
  await expect(page.getByText(retention)).toBeVisible();

  // From the link beside the contact form: the page is drawn in the browser and asks the server.
  await visit('/contact');
  const form = page.getByRole('form', { name: 'Message us' });
  await expect(form).toContainText(
    'How we use what you send: Privacy. Problems using this form: Accessibility.',
  );
  await shoot(page, 'contact-form', form);
  await form.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText(retention)).toBeVisible();
  expect(await axeViolations(page), 'axe on /privacy reached from the form').toEqual([]);
});

test('the unsubscribe link acts only when the person presses the button, never on opening', async ({
  page,
  visit,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/subscriptions/')) posts.push(request.url());
  });
  await visit(`/unsubscribe?token=${'ab'.repeat(16)}`);
  const button = page.getByRole('button', { name: 'Unsubscribe me' });
  await expect(button).toBeVisible();
  await shoot(page, 'unsubscribe');
  // Whatever the page would do on its own (a scanner running its scripts) it has done once React has
  // hydrated and the browser has gone idle.
  await waitForApp(page);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(posts).toEqual([]);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Done: we will not e-mail you about that request again.', { exact: false }),
  ).toBeFocused();
  expect(posts).toHaveLength(1);
});

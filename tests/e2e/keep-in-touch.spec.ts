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

// Screenshots to look at (390 px phone, 1600 px desktop) with SCREENSHOTS=1; .tmp is not committed.
const SHOTS = '.tmp/keep-in-touch';
// No demo date is in Carlisle, and no other test adds one.
const CITY = 'Carlisle';
const MAIL_OFF = 'E-mail is not set up: subscriptions are stored but no e-mail is sent';

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

test('a visitor asks to hear about a city with no dates; the manager sees the demand and erases them', async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const email = `keep-in-touch-${Date.now()}@example.co.uk`;

  await page.clock.install();
  // What's on, filtered to a city with no dates, offers the form itself with the city chosen.
  await visit(`/whats-on?city=${CITY.toLowerCase()}`);
  await expect(page.getByText('No dates match yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'E-mail me about new dates' });
  await expect(form.getByLabel(/which city/i)).toHaveValue(CITY);
  await expect(form.getByLabel(/which show/i)).toHaveValue('');
  const consent = form.getByRole('checkbox', { name: new RegExp(`has a new date in ${CITY}`) });
  await expect(consent).not.toBeChecked();
  await expect(form.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(form.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  await shoot(page, 'whats-on-empty');

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
  // Without SMTP the request is stored, and the visitor is told nothing was e-mailed yet.
  await expect(form.getByText(/we have noted your request/i)).toBeVisible();
  expect(await axeViolations(page), 'axe after subscribing').toEqual([]);

  // The manager's dashboard: e-mail is not set up, the demand for the city, the subscriber, erase.
  await page.goto('/dashboard/subscribers');
  await signInAsManager(page);
  const subscribers = page.getByRole('region', { name: 'Subscribers', exact: true });
  await expect(subscribers.getByText(MAIL_OFF)).toBeVisible();
  const cityRow = subscribers
    .getByRole('table', { name: 'By city' })
    .getByRole('row', { name: new RegExp(`^${CITY}`) });
  await expect(cityRow.getByRole('cell')).toHaveText(['0', '1']);
  const person = subscribers.getByRole('listitem').filter({ hasText: email });
  await expect(person).toContainText(`Wants: Any show · ${CITY}`);
  await expect(person).toContainText('Not confirmed yet');
  expect(await axeViolations(page), 'axe on the dashboard').toEqual([]);
  await shoot(page, 'dashboard-subscribers', subscribers);

  await person.getByRole('button', { name: `Erase the subscriber ${email}` }).click();
  await expect(person.getByRole('button', { name: 'Yes, erase' })).toBeFocused();
  await screenshot(person, `${SHOTS}/erase-confirm.png`);
  await page.keyboard.press('Enter');
  await expect(subscribers.getByText(`Erased the subscriber ${email}.`)).toBeVisible();
  await expect(subscribers.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

  // E-mail, its own section: says the same about SMTP.
  await openSection(page, 'E-mail');
  const outbox = page.getByRole('region', { name: 'E-mail', exact: true });
  await expect(outbox.getByText(MAIL_OFF)).toBeVisible();
  await shoot(page, 'dashboard-email', outbox);
  await expect(subscribers.getByRole('row', { name: new RegExp(`^${CITY}`) })).toHaveCount(0);

  const stored = await page.request.get('/api/subscriptions?limit=100');
  expect(stored.status()).toBe(200);
  const body = (await stored.json()) as { items: { email: string }[] };
  expect(body.items.map((s) => s.email)).not.toContain(email);
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
  await expect(page.getByText('You are unsubscribed.', { exact: false })).toBeFocused();
  expect(posts).toHaveLength(1);
});

import { axeViolations, expect, humanPause, screenshot, test } from './fixtures';

// Each route's h1, main and title are proven in jsdom (src/pages/shared/pages.test.tsx); axe and the phone
// width in accessibility.spec.ts. Proven where it is cheaper, not here: the Book buttons of 'Choose a show'
// (each show's dates: pages.test.tsx; none leads elsewhere: reach-a-date.spec.ts), the contact form's message
// and focus on a missing field (contact-form.test.tsx; seen on a phone: visitor-details.spec.ts) and the map
// that loads only when asked for (contact-map.test.tsx).

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

test('the hosting enquiry is submitted, announced and the form reset', async ({ page, visit }) => {
  await page.clock.install();
  await visit('/eventContact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Interested in hosting one of our events?',
  );
  const form = page.getByRole('form', { name: 'Hosting enquiry' });
  const shows = form.getByRole('group', { name: /Which shows would you like to host/ });
  await shows.getByRole('checkbox', { name: 'JFK' }).check();
  await shows.getByRole('checkbox', { name: 'Scrooge' }).check();
  await form.getByLabel('Your name').fill('Rhian Evans');
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
  await expect(shows.getByRole('checkbox', { name: 'JFK' })).not.toBeChecked();
});

test('Host a show is one click from the main navigation, and says how hosting works', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await visit('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host a show' }).click();
  await expect(page).toHaveURL(/\/eventContact$/);
  await expect(page.getByRole('heading', { level: 2, name: 'What each show needs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hotels hosting our shows' })).toBeVisible();
  await screenshot(page, '.tmp/screenshots/host-a-show/host-1600.png', true);
  await page.setViewportSize({ width: 390, height: 900 });
  await screenshot(page, '.tmp/screenshots/host-a-show/host-390.png', true);
  expect(await axeViolations(page)).toEqual([]);
});

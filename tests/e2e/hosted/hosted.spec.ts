import type { Page } from '@playwright/test';
import { expect, humanPause, test } from '../fixtures';
import { listDocuments } from './emulator-rest';
import {
  HOSTED_FIRESTORE_PORT,
  HOSTED_MISSING,
  HOSTED_NOTIFY_EMAIL,
  HOSTED_PROJECT_ID,
} from './hosted-config';
import { TITANIC_LISTED } from './seed';

/**
 * The public pages in hosted mode: the production build on Firestore (the emulator), served with
 * firebase.json's headers. Seeded data: ./seed.ts.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const EMULATOR = `127.0.0.1:${HOSTED_FIRESTORE_PORT}`;

interface Watch {
  scripts: string[];
  cspViolations: string[];
}

/** Records the scripts a page downloads and any Content-Security-Policy refusal the browser reports. */
function watch(page: Page): Watch {
  const seen: Watch = { scripts: [], cspViolations: [] };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.cspViolations.push(message.text());
  });
  return seen;
}

test('a show page lists old and new listings in date order, over REST, loading no Firebase SDK', async ({
  page,
  visit,
}) => {
  const seen = watch(page);
  await visit('/titanic');
  await expect(page.getByRole('status').filter({ hasText: /upcoming date/ })).toBeAttached();

  const names = await page.locator('.venue-grid__list h3').allTextContents();
  expect(names.map((n) => n.replace(/ \(.*\)$/, '')).filter((n) => n !== 'Coming soon')).toEqual(
    TITANIC_LISTED,
  );
  const soldOut = page
    .locator('.venue-card')
    .filter({ has: page.getByRole('heading', { name: 'Abbey Hall' }) });
  await expect(soldOut.getByText('Sold out')).toBeVisible();

  // Listings come over Firestore's REST API (src/data/firebase/public-port.ts): neither the SDK's Firestore
  // client (firestore-port and the SDK chunks it imports) nor Auth is downloaded for them.
  expect(
    seen.scripts.some((path) => path.includes('/public-port-')),
    'the REST client loaded',
  ).toBe(true);
  expect(seen.scripts.filter((path) => /firestore-port|index\.esm|auth-sdk/.test(path))).toEqual([]);
  expect(seen.cspViolations).toEqual([]);
});

// A visitor's browser loads the Firestore REST client on these pages only once the page has loaded and gone
// idle: to count the view (insights-hosted.spec.ts) and to ask for Site content published since the build
// (site-content-hosted.spec.ts). Never the Firebase SDK.
test('pages without listings or forms load no Firebase code until they have loaded', async ({
  page,
  visit,
}) => {
  const seen = watch(page);
  for (const path of ['/', '/team']) {
    await visit(path);
    await page.waitForLoadState('load');
    const beforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loaded = navigation?.loadEventEnd ?? 0;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < loaded)
        .map((entry) => new URL(entry.name).pathname);
      return { loaded, scripts };
    });
    expect(beforeLoad.loaded, 'the page has loaded').toBeGreaterThan(0);
    expect(
      beforeLoad.scripts.some((script) => script.endsWith('.js')),
      'its own scripts came first',
    ).toBe(true);
    expect(
      beforeLoad.scripts.filter((script) => /public-port|firestore-port|auth-sdk/.test(script)),
      path,
    ).toEqual([]);
  }
  expect(seen.scripts.filter((script) => /firestore-port|index\.esm|auth-sdk/.test(script))).toEqual([]);
  expect(seen.cspViolations).toEqual([]);
});

test('the contact form stores a message in Firestore', async ({ page, visit }) => {
  const seen = watch(page);
  const name = `Hosted Visitor ${Date.now()}`;
  await page.clock.install();
  await visit('/contact');
  const form = page.getByRole('form', { name: 'Message us' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill('visitor@example.com');
  await form.getByLabel('Phone').fill('01792 123456');
  await form.getByLabel('Message').fill('Is there a vegetarian menu?');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('your message has been sent');

  const messages = await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'messages');
  const stored = messages.find((m) => m.fields.name === name);
  expect(stored?.fields).toMatchObject({
    email: 'visitor@example.com',
    message: 'Is there a vegetarian menu?',
  });
  expect(stored?.fields.createdAt).toBeInstanceOf(Date);
  // The manager is told: a Trigger Email document under the message's id, to the configured address.
  const mail = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'mail')).find((m) => m.id === stored?.id);
  expect(mail?.fields).toMatchObject({
    to: HOSTED_NOTIFY_EMAIL,
    template: { name: 'contact-message-notice', data: { name, message: 'Is there a vegetarian menu?' } },
  });
  expect(seen.scripts.filter((path) => path.includes('auth-sdk'))).toEqual([]);
  expect(seen.cspViolations).toEqual([]);
});

test('the hosting enquiry form stores a request in Firestore', async ({ page, visit }) => {
  const venueName = `The Hosted Hotel ${Date.now()}`;
  await page.clock.install();
  await visit('/eventContact');
  const form = page.getByRole('form', { name: 'Hosting enquiry' });
  await form.getByRole('checkbox', { name: 'No show in particular' }).check();
  await form.getByLabel('Your name').fill('Rhian Evans');
  await form.getByLabel('Venue name').fill(venueName);
  await form.getByLabel('Venue e-mail').fill('events@hosted.example.com');
  await form.getByLabel('Venue phone number').fill('01234 567890');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toContainText('Successfully submitted');

  const requests = await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'requests');
  expect(requests.find((r) => r.fields.venueName === venueName)?.fields).toMatchObject({
    show: 'NoShowInParticular',
    contactName: 'Rhian Evans',
    venueEmail: 'events@hosted.example.com',
    venueLink: '',
  });
  const enquiry = requests.find((r) => r.fields.venueName === venueName);
  const mail = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'mail')).find((m) => m.id === enquiry?.id);
  expect(mail?.fields).toMatchObject({
    to: HOSTED_NOTIFY_EMAIL,
    template: { name: 'hosting-request-notice', data: { venueName } },
  });
});

test('the dashboard loads Firebase Auth and offers Google sign-in, and passwords only for the Auth emulator’s own accounts', async ({
  page,
  visit,
}) => {
  const seen = watch(page);
  await visit('/dashboard');
  await expect(page.getByRole('button', { name: /sign in with google/i })).toBeVisible();
  // This build talks to the Auth emulator (a deployed one never does: check-env.ts refuses it), so its own
  // accounts are offered too, and said to be the emulator's.
  await expect(page.getByRole('form', { name: 'Sign in with e-mail and password' })).toContainText(
    'Local emulator only',
  );
  expect(seen.scripts.some((path) => path.includes('auth-sdk'))).toBe(true);
});

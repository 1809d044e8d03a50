import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { datePagePath } from '../../../src/domain/date-page-paths';
import { axeViolations, expect, openSection, screenshot, test } from '../fixtures';
import { deleteDocument, listDocuments, writeDocument } from './emulator-rest';
import { HOSTED_FIRESTORE_PORT, HOSTED_MISSING, HOSTED_PROJECT_ID } from './hosted-config';
import { signInAsHostedManager } from './hosted-manager';
import { signInLinkFor } from './auth-emulator-links';
import { daysFromToday } from './seed';

/**
 * A hotel's private link in hosted mode (docs/decisions/0041-hotel-links.md): the manager's browser writes the
 * link's document and its e-mail (a `mail` document); the hotel opens it and sees its own dates only; its
 * contact signs in by Firebase Auth's e-mail link (recorded by the Auth emulator) and marks a date few left,
 * which the public date page shows on its next load.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const EMULATOR = `127.0.0.1:${HOSTED_FIRESTORE_PORT}`;
const PREFIX = 'hotel-kit-e2e';
const HOTEL = { hotelName: 'The Kit Walk Hotel', hotelLocation: '2 Stonegate, York', selectWhere: 'York' };
const CONTACT = { name: 'Ada Events', email: `events.${Date.now()}@kit-walk.example` };
const DATES = {
  [`${PREFIX}-first`]: { ...HOTEL, showName: 'Scrooge', showDate: daysFromToday(30) },
  [`${PREFIX}-second`]: { ...HOTEL, showName: 'JFK', showDate: daysFromToday(44) },
  [`${PREFIX}-elsewhere`]: {
    ...HOTEL,
    hotelName: 'Another Walk Hotel',
    showName: 'Scrooge',
    showDate: daysFromToday(31),
  },
};

test.beforeAll(async () => {
  for (const [id, listing] of Object.entries(DATES)) {
    await writeDocument(EMULATOR, HOSTED_PROJECT_ID, `venues/${id}`, {
      ...listing,
      hotelLink: 'https://tickets.example.com/kit-walk',
      availability: 'on-sale',
      soldOut: false,
      status: 'scheduled',
      sequence: 0,
      createdAt: new Date(),
    });
  }
});

test.afterAll(async () => {
  const hotels = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'hotels')).filter(
    (d) => d.fields.name === HOTEL.hotelName,
  );
  const links = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'hotelLinks')).filter((d) =>
    hotels.some((h) => h.id === d.fields.hotelId),
  );
  const stored = [
    ...Object.keys(DATES).map((id) => `venues/${id}`),
    ...hotels.flatMap((h) => [`hotels/${h.id}`, `hotelContacts/${h.id}`]),
    ...links.flatMap((l) => [`hotelLinks/${l.id}`, `mail/hotel-link-${l.id}`]),
  ];
  for (const path of stored) await deleteDocument(EMULATOR, HOSTED_PROJECT_ID, path);
});

let hotelLink = '';

test('the manager gives the hotel a contact and sends its link: the e-mail is written', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInAsHostedManager(page);
  await openSection(page, 'Hotels');
  await page.getByRole('button', { name: `Edit ${HOTEL.hotelName}` }).click();
  const form = page.getByRole('form', { name: `Edit ${HOTEL.hotelName}` });
  await form.getByLabel('Contact name').fill(CONTACT.name);
  await form.getByLabel('Contact e-mail').fill(CONTACT.email);
  await form.getByRole('button', { name: 'Save hotel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the hotel its link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent:' })).toContainText(CONTACT.email);
  await expect(page.getByText('Not opened yet.')).toBeVisible();

  // The contact's address stays out of the public hotel document.
  const hotel = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'hotels')).find(
    (d) => d.fields.name === HOTEL.hotelName,
  );
  expect(JSON.stringify(hotel?.fields)).not.toContain(CONTACT.email);
  const mail = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'mail')).find(
    (d) => d.fields.to === CONTACT.email,
  );
  const template = mail?.fields.template as { name: string; data: Record<string, string> } | undefined;
  expect(template?.name).toBe('hotel-link');
  expect(template?.data).toMatchObject({ hotel: HOTEL.hotelName, contactName: CONTACT.name });
  hotelLink = template?.data.url ?? '';
  expect(new URL(hotelLink).pathname).toMatch(/^\/hotel-kit\/[A-Za-z0-9_-]{43}$/);
});

test('the hotel opens its link, sees its dates only, signs in by e-mail link and marks one few left', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hotel = await context.newPage();
  const { pathname } = new URL(hotelLink);
  const opened = await hotel.goto(pathname);
  expect(opened?.headers()).toMatchObject({
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
  });
  await expect(
    hotel.getByRole('heading', { level: 1, name: `Your dates at ${HOTEL.hotelName}` }),
  ).toBeVisible();
  const dates = hotel.getByRole('listitem').filter({ has: hotel.getByRole('heading', { level: 2 }) });
  await expect(dates).toHaveCount(2);
  await expect(hotel.getByText('Another Walk Hotel')).toHaveCount(0);
  await expect(hotel.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(hotel.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  // Its words open on request (the summary is the whole line), the Copy buttons with them.
  await dates.first().getByText('Words to copy').click();
  await expect(dates.first().getByRole('button', { name: 'Copy the hashtags' })).toBeVisible();
  // No server draws them: each file is a button that has the hotel's browser make it.
  await expect(dates.first().getByRole('button', { name: /^Make the / })).toHaveCount(5);
  expect(await axeViolations(hotel), 'axe on the hotel’s page').toEqual([]);
  await screenshot(hotel, '.tmp/screenshots/hotel-kit-hosted/page-390.png', true);
  await hotel.setViewportSize({ width: 1600, height: 1000 });
  await screenshot(hotel, '.tmp/screenshots/hotel-kit-hosted/page-1600.png', true);

  // The first change mails the contact a sign-in link; nothing changes before it is followed.
  const first = dates.first();
  const seats = first.getByRole('group', { name: 'Seats left' });
  await seats.getByRole('button', { name: 'Few seats left' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'sign-in link' })).toContainText(CONTACT.email);
  const link = await signInLinkFor(CONTACT.email);
  expect(new URL(link.searchParams.get('continueUrl') ?? '').pathname).toBe(pathname);
  await hotel.goto(`${pathname}${link.search}`);
  await expect(dates).toHaveCount(2);
  await expect(hotel).toHaveURL(new RegExp(`${pathname}$`));
  await seats.getByRole('button', { name: 'Few seats left' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'now shows' })).toContainText('"Few seats left"');

  // The public date page says so on its next load, and the history names the hotel.
  const listing = DATES[`${PREFIX}-first`];
  await hotel.goto(datePagePath({ show: 'Scrooge', date: listing.showDate, hotelName: listing.hotelName }));
  await expect(hotel.getByText('Few seats left').first()).toBeVisible();
  const records = (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'history')).filter((d) =>
    (d.fields.venueIds as string[] | undefined)?.includes(`${PREFIX}-first`),
  );
  expect(records.map((r) => r.fields.actor)).toEqual([`${HOTEL.hotelName} (hotel, by its link)`]);
  await context.close();
});

test('the hotel’s browser makes the A4 poster and the feed picture of a date, as the server would', async ({
  page,
}) => {
  await mkdir('.tmp/screenshots/hotel-kit-hosted', { recursive: true });
  await page.goto(new URL(hotelLink).pathname);
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .filter({ hasText: 'Scrooge' })
    .first();
  const make = async (name: string) => {
    const downloaded = page.waitForEvent('download');
    await first.getByRole('button', { name }).click();
    // Drawing takes seconds on a busy machine; a failure shows as an alert, whose words the test then shows.
    const made = first.getByRole('status').filter({ hasText: 'it is in your downloads' });
    await expect(made.or(first.getByRole('alert'))).toBeVisible({ timeout: 60_000 });
    await expect(first.getByRole('alert')).toHaveCount(0);
    const download = await downloaded;
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  };

  const poster = await make('Make the A4 poster (PDF)');
  const listing = DATES[`${PREFIX}-first`];
  expect(poster.name).toBe(`${listing.showDate}-scrooge-poster-a4.pdf`);
  const pdf = await getDocument({ data: new Uint8Array(poster.bytes), verbosity: 0 }).promise;
  expect(pdf.numPages).toBe(1);
  const page1 = await pdf.getPage(1);
  const [, , width, height] = page1.view;
  expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
  const text = (await page1.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toContain(HOTEL.hotelName);
  expect(text).toContain('https://tickets.example.com/kit-walk');
  await writeFile('.tmp/screenshots/hotel-kit-hosted/poster-a4.pdf', poster.bytes);

  const feed = await make('Make the Post, square 1080x1080 (PNG)');
  expect(feed.name).toBe(`${listing.showDate}-scrooge-feed.png`);
  // A PNG's size is in its header (IHDR): width, then height, as 32-bit numbers from byte 16.
  expect(feed.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([feed.bytes.readUInt32BE(16), feed.bytes.readUInt32BE(20)]).toEqual([1080, 1080]);
  await writeFile('.tmp/screenshots/hotel-kit-hosted/feed.png', feed.bytes);
});

test('a revoked link answers as an address that never existed', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInAsHostedManager(page);
  await openSection(page, 'Hotels');
  await page.getByRole('button', { name: `Edit ${HOTEL.hotelName}` }).click();
  await page.getByRole('button', { name: 'Revoke the link' }).click();
  await page.getByRole('button', { name: 'Revoke it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revoked:' })).toBeVisible();

  // Hosting is static: it answers every path the app does not prerender with the app shell, so the revoked
  // link's status is the unknown address's (decision 0041); what the page says is the same too.
  const unknown = await page.goto('/no-such-page-was-ever-here');
  const unknownHeading = await page.getByRole('heading', { level: 1 }).textContent();
  const unknownTitle = await page.title();
  const revoked = await page.goto(new URL(hotelLink).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unknownHeading ?? '');
  expect(await page.title()).toBe(unknownTitle);
  expect(revoked?.status()).toBe(unknown?.status());
  await expect(page.getByText(HOTEL.hotelName)).toHaveCount(0);
});

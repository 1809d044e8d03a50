import { readFile } from 'node:fs/promises';
import { axeViolations, expect, openSection, screenshot, signInAsManager, test } from './fixtures';
import { MAIL_SLOTS, startMailingServer, type MailingServer } from './mailing-server';

// The manager sends a hotel its private link; the e-mail arrives over SMTP; the hotel opens it, sees its own
// dates only, marks one few left, and the date's public page says so. On a server of its own that sends mail.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: MailingServer;
test.beforeAll(async () => {
  // A server starting beside the other browser tests (mailing-server.ts): it may take longer than a test.
  test.setTimeout(200_000);
  server = await startMailingServer(MAIL_SLOTS.hotelKit);
});
test.afterAll(async () => {
  await server?.stop();
});

const HOTEL = {
  hotelName: 'The Kit Test Hotel',
  hotelLocation: '1 Marine Parade, Brighton BN2 1TL',
  city: 'Brighton',
  bookingUrl: 'https://tickets.example.com/kit-hotel',
};

test('the manager sends a hotel its link; the hotel sees its dates only and marks one few left', async ({
  page,
  browser,
}) => {
  const { origin, inbox } = server;
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`${origin}/dashboard`);
  await signInAsManager(page);
  for (const [show, date, place] of [
    ['Titanic', '2033-05-06', HOTEL],
    ['JFK', '2033-05-13', HOTEL],
    ['Titanic', '2033-05-07', { ...HOTEL, hotelName: 'Another Hotel Entirely' }],
  ] as const) {
    const created = await page.request.post(`${origin}/api/venues`, { data: { ...place, show, date } });
    expect(created.status()).toBe(201);
  }

  // The manager gives the hotel a contact, then sends the link.
  await openSection(page, 'Hotels');
  await page.getByRole('button', { name: `Edit ${HOTEL.hotelName}` }).click();
  const form = page.getByRole('form', { name: `Edit ${HOTEL.hotelName}` });
  await form.getByLabel('Contact name').fill('Ada Events');
  await form.getByLabel('Contact e-mail').fill('events@kit-hotel.example.test');
  await form.getByRole('button', { name: 'Save hotel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the hotel its link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent:' })).toContainText(
    'events@kit-hotel.example.test',
  );
  await expect(page.getByText('Not opened yet.')).toBeVisible();

  const [mail] = await inbox.waitFor(1);
  expect(mail?.to).toEqual(['events@kit-hotel.example.test']);
  const link = /Open your dates and kit: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${origin}/hotel-kit/[A-Za-z0-9_-]{43}$`));

  // The hotel, in a browser of its own (no manager's session), opens the link.
  const hotelContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hotel = await hotelContext.newPage();
  const opened = await hotel.goto(link);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(
    hotel.getByRole('heading', { level: 1, name: `Your dates at ${HOTEL.hotelName}` }),
  ).toBeVisible();
  const dates = hotel.getByRole('listitem').filter({ has: hotel.getByRole('heading', { level: 2 }) });
  await expect(dates).toHaveCount(2);
  await expect(hotel.getByText('Another Hotel Entirely')).toHaveCount(0);
  await expect(dates.first()).toContainText('Friday 6 May 2033');
  const poster = dates.first().getByRole('link', { name: 'A4 poster (PDF)' });
  await expect(poster).toHaveAttribute('href', /\/poster-a4\.pdf$/);
  // The file itself, as the hotel gets it, from the built server `npm start` runs: its show art is the
  // built site's copy (from the bundle, the sources' folder is not where it looks; every download answered
  // 500 once).
  const downloaded = hotel.waitForEvent('download');
  await poster.click();
  await expect(dates.first().getByRole('status').filter({ hasText: 'is in your downloads' })).toBeVisible();
  const pdf = await downloaded;
  expect(pdf.suggestedFilename()).toBe('2033-05-06-titanic-poster-a4.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // Its words open on request (the summary is the whole line), the Copy buttons with them.
  await dates.first().getByText('Words to copy').click();
  await expect(dates.first().getByRole('button', { name: 'Copy the hashtags' })).toBeVisible();
  expect(await axeViolations(hotel), 'axe on the hotel’s page').toEqual([]);
  await screenshot(hotel, '.tmp/screenshots/hotel-kit/page-390.png', true);
  await hotel.setViewportSize({ width: 1600, height: 1000 });
  await screenshot(hotel, '.tmp/screenshots/hotel-kit/page-1600.png', true);

  // Few seats left, on the first date: saved at once, and the public date page says so.
  const seats = dates.first().getByRole('group', { name: 'Seats left' });
  await seats.getByRole('button', { name: 'Few seats left' }).click();
  await expect(dates.first().getByRole('status').filter({ hasText: 'now shows' })).toHaveText(
    'Saved: Friday 6 May 2033, 7 pm now shows "Few seats left".',
  );
  await expect(seats.getByRole('button', { name: 'Few seats left' })).toHaveAttribute('aria-pressed', 'true');
  // The keyboard is still on it, saved (no button was disabled under it).
  await expect(seats.getByRole('button', { name: 'Few seats left' })).toBeFocused();
  await dates.first().getByRole('link', { name: 'The date on the site' }).click();
  await expect(hotel).toHaveURL(/\/titanic\/2033-05-06-the-kit-test-hotel$/);
  await expect(hotel.getByText('Few seats left').first()).toBeVisible();
  await hotelContext.close();

  // The manager sees that the hotel opened its page.
  await page.reload();
  await page.getByRole('button', { name: `Edit ${HOTEL.hotelName}` }).click();
  await expect(page.getByText(/Last opened/)).toBeVisible();
});

import type { APIRequestContext } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { datePagePath } from '../../src/domain/date-page-paths';
import { formatDateWithWeekday } from '../../src/domain/dates';
import type { Venue } from '../../src/domain/venue';
import { axeViolations, expect, humanPause, signInAsManager, test } from './fixtures';
import { MAIL_SLOTS, startMailingServer, type MailingServer } from './mailing-server';

// "Tell me if seats come back" on a sold-out date's page (embedded). It is offered only where the site can send
// e-mail (the suite's own server offers none: server/pages/keep-in-touch-pages.test.ts), so these walks run on
// a server of their own that sends to an inbox here; the server's tests follow the confirmation e-mail itself.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
let server: MailingServer;
test.beforeAll(async () => {
  // A server starting beside the other browser tests (mailing-server.ts): it may take longer than a test.
  test.setTimeout(200_000);
  server = await startMailingServer(MAIL_SLOTS.seatsBack);
});
test.afterAll(async () => {
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };

/** A sold-out date of its own (no other test touches it), created and deleted through the manager's API. */
async function soldOutDate(request: APIRequestContext): Promise<Venue> {
  expect((await request.post(`${server.origin}/api/session`, { data: E2E_MANAGER })).ok()).toBe(true);
  const created = await request.post(`${server.origin}/api/venues`, {
    data: {
      show: 'JFK',
      hotelName: `Seats Back Hotel ${Date.now()}`,
      hotelLocation: '2 Quay Street, Carlisle',
      city: 'Carlisle',
      date: '2031-03-14',
      bookingUrl: 'https://tickets.example.com/seats-back',
      availability: 'sold-out',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Venue;
}

/** Each test of the block gets its own sold-out date, deleted after it. */
function withSoldOutDate(): () => Venue {
  let venue: Venue | undefined;
  test.beforeEach(async ({ request }) => {
    venue = await soldOutDate(request);
  });
  test.afterEach(async ({ request }) => {
    if (venue) expect((await request.delete(`${server.origin}/api/venues/${venue.id}`)).status()).toBe(204);
  });
  return () => {
    if (!venue) throw new Error('The sold-out date was not created.');
    return venue;
  };
}

test.describe('on a sold-out date, at a phone’s width', () => {
  test.use({ viewport: PHONE });
  const soldOut = withSoldOutDate();

  test('a visitor asks by keyboard alone to be told if seats come back, and is told what happens next', async ({
    page,
    visit,
  }) => {
    await page.clock.install();
    await visit(`${server.origin}${datePagePath(soldOut())}`);
    const offer = page.getByRole('region', { name: 'Tell me if seats come back' });
    await expect(offer.getByText(/Sold out for now/)).toBeVisible();

    // Keyboard only: reach the button, open the form, then e-mail, seats, the consent box, send.
    const open = offer.getByRole('button', { name: 'Tell me if seats come back' });
    await open.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Tell me if seats come back' });
    // The button it replaces is gone: the form takes the focus, on its first field.
    const email = form.getByRole('textbox', { name: /^e-mail/i });
    await expect(email).toBeFocused();
    await page.keyboard.type('seats-back@example.co.uk');
    await page.keyboard.press('Tab');
    const seats = form.getByRole('combobox', { name: /how many seats/i });
    await expect(seats).toBeFocused();
    await page.keyboard.type('4');
    await expect(seats).toHaveValue('4');
    await page.keyboard.press('Tab');
    const consent = form.getByRole('checkbox', { name: /e-mail me once if seats come back for JFK/i });
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    // Past the statements' links beside the box, to the send button.
    const send = form.getByRole('button', { name: 'Tell me' });
    for (let step = 0; step < 4 && !(await send.evaluate((el) => el === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(send).toBeFocused();
    await humanPause(page);
    await page.keyboard.press('Enter');

    await expect(form.getByText(/we have sent you an e-mail/i)).toBeVisible();
    const [confirmation] = await server.inbox.waitFor(1);
    expect(confirmation?.to).toEqual(['seats-back@example.co.uk']);
    expect(await axeViolations(page), 'axe after asking').toEqual([]);
  });

  test('the manager finds an address that only asked for seats back, and erases it on request, by keyboard', async ({
    page,
    request,
  }) => {
    // The request as the form sends it (the walk above covers the form), from an address of its own.
    const venue = soldOut();
    const asked = await request.post(`${server.origin}/api/seats-back`, {
      data: {
        email: 'only-seats@example.co.uk',
        listing: venue.id,
        partySize: 4,
        consent: true,
        page: '/jfk',
      },
    });
    expect(asked.status()).toBe(201);
    // No subscriber, so no row in the list: the manager finds the address itself.
    await page.goto(`${server.origin}/dashboard/subscribers`);
    await signInAsManager(page);
    const lookup = page.getByRole('region', { name: "Find a person's address" });
    const address = lookup.getByRole('textbox', { name: 'E-mail address' });
    await address.focus();
    await page.keyboard.type('Only-Seats@example.co.uk');
    await page.keyboard.press('Enter');
    const held = lookup.getByRole('listitem');
    await expect(held).toHaveText(
      `JFK · ${venue.hotelName} · ${formatDateWithWeekday('2031-03-14')} · 4 seats`,
    );
    expect(await axeViolations(page), 'axe on the address found').toEqual([]);
    await lookup
      .getByRole('button', {
        name: 'Erase everything we keep of Only-Seats@example.co.uk',
      })
      .focus();
    await page.keyboard.press('Enter');
    await expect(lookup.getByRole('button', { name: 'Yes, erase' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lookup.getByText('Erased everything we keep of Only-Seats@example.co.uk.')).toBeVisible();
    await expect(address).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lookup.getByText(/^We hold nothing for Only-Seats@example.co.uk/)).toBeVisible();
  });
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  const soldOut = withSoldOutDate();

  test('a sold-out date offers no button that would do nothing, and says how to ask instead', async ({
    page,
  }) => {
    await page.goto(`${server.origin}${datePagePath(soldOut())}`);
    const offer = page.getByRole('region', { name: 'Tell me if seats come back' });
    await expect(offer.getByText(/This form needs JavaScript. Without it, e-mail us at/)).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Tell me if seats come back' })).toBeHidden();
  });
});

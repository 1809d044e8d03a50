import { datePagePath } from '../../../src/domain/date-page-paths';
import { axeViolations, expect, humanPause, test } from '../fixtures';
import { deleteDocument, listDocuments, writeDocument } from './emulator-rest';
import { HOSTED_FIRESTORE_PORT, HOSTED_MISSING, HOSTED_PROJECT_ID } from './hosted-config';
import { signInAsHostedManager } from './hosted-manager';
import { signInLinkFor } from './auth-emulator-links';
import { daysFromToday } from './seed';

/**
 * "Tell me if seats come back" in hosted mode (decision 0032): the form asks Firebase Auth to mail a sign-in
 * link; the request is stored only when the person follows it; the manager's browser queues the e-mail when
 * the date is back on sale. On the Auth emulator, which records the link instead of mailing it.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);
test.describe.configure({ mode: 'serial' });

const EMULATOR = `127.0.0.1:${HOSTED_FIRESTORE_PORT}`;
const PHONE = { width: 390, height: 844 };
// A show and listing no other hosted spec counts, removed after the run with what was stored for it.
const LISTING = 'seats-back-e2e';
const SOLD_OUT = {
  show: 'Scrooge' as const,
  hotelName: 'Fezziwig Rooms',
  date: daysFromToday(25),
};
const EMAIL = `seats.${Date.now()}@example.co.uk`;

test.beforeAll(async () => {
  await writeDocument(EMULATOR, HOSTED_PROJECT_ID, `venues/${LISTING}`, {
    showName: SOLD_OUT.show,
    hotelName: SOLD_OUT.hotelName,
    hotelLocation: '1 Cornhill, York',
    selectWhere: 'York',
    showDate: SOLD_OUT.date,
    hotelLink: 'https://tickets.example.com/scrooge-york',
    availability: 'sold-out',
    soldOut: true,
    createdAt: new Date(),
  });
});

test.afterAll(async () => {
  const ours = (docs: { id: string }[], collection: string) =>
    docs.filter((d) => d.id.includes(LISTING)).map((d) => `${collection}/${d.id}`);
  const stored = [
    `venues/${LISTING}`,
    ...ours(await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'seatsBack'), 'seatsBack'),
    ...ours(await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'mail'), 'mail'),
  ];
  for (const path of stored) await deleteDocument(EMULATOR, HOSTED_PROJECT_ID, path);
});

/** This spec's seats-back requests, read around the rules. */
const requests = async () =>
  (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'seatsBack')).filter((d) => d.id.startsWith(LISTING));

test('a visitor asks on a sold-out date, follows the e-mail link, and the request is stored', async ({
  page,
  visit,
}) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await visit(datePagePath(SOLD_OUT));
  const offer = page.getByRole('region', { name: 'Tell me if seats come back' });
  await expect(offer.getByText(/Sold out for now/)).toBeVisible();
  await offer.getByRole('button', { name: 'Tell me if seats come back' }).click();
  const form = page.getByRole('form', { name: 'Tell me if seats come back' });
  await form.getByRole('textbox', { name: /^e-mail/i }).fill(EMAIL);
  await form.getByRole('combobox', { name: /how many seats/i }).selectOption('3');
  await form.getByRole('checkbox', { name: /e-mail me once if seats come back for/i }).check();
  await humanPause(page);
  await form.getByRole('button', { name: 'Tell me' }).click();
  await expect(form.getByText(/we have sent you an e-mail/i)).toBeVisible();
  // Nothing is stored before the address is proven.
  expect(await requests()).toEqual([]);

  // The e-mail's link: Firebase's action handler sends the person on to the page it names (the continueUrl,
  // with the one-time code); the emulator records the link, so the test opens that page with its code.
  const link = await signInLinkFor(EMAIL);
  expect(new URL(link.searchParams.get('continueUrl') ?? '').pathname).toBe('/subscribe/confirm');
  await visit(`/subscribe/confirm${link.search}`);
  await page.getByRole('button', { name: 'Yes, I want these e-mails' }).click();
  await expect(
    page.getByText(/^Thank you: confirmed\. We will e-mail you only about what you asked for/),
  ).toBeVisible();
  expect(await axeViolations(page), 'axe on the confirmation').toEqual([]);

  const [request] = await requests();
  expect(request?.id).toMatch(new RegExp(`^${LISTING}_`));
  expect(request?.fields).toMatchObject({
    listing: LISTING,
    date: SOLD_OUT.date,
    email: EMAIL,
    partySize: 3,
    told: false,
  });
});

test('the manager puts the date back on sale, and the e-mail to the person waiting is queued', async ({
  page,
}) => {
  await signInAsHostedManager(page);
  await page.goto('/dashboard/listings');
  const row = page.getByRole('row').filter({ hasText: SOLD_OUT.hotelName });
  await expect(row.getByText('1 person to e-mail if seats come back')).toBeVisible();
  await row.getByRole('button', { name: /^Status/ }).click();
  await row.getByRole('button', { name: 'Back on sale' }).click();
  await expect(page.getByText(/: back on sale\.$/)).toBeVisible();

  const queued = async () =>
    (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'mail'))
      .filter((m) => m.fields.to === EMAIL)
      .map((m) => (m.fields.template as { name: string }).name);
  // The e-mail waits before it goes (decision 0040); Send now hands it to the mail collection at once.
  const waiting = async () =>
    (await listDocuments(EMULATOR, HOSTED_PROJECT_ID, 'pendingMail'))
      .map((m) => m.fields.mail as { to?: string; template?: { name: string } })
      .filter((mail) => mail.to === EMAIL)
      .map((mail) => mail.template?.name);
  await expect.poll(waiting).toEqual(['seats-back']);
  await page.getByRole('button', { name: new RegExp(`^Send now \\(.*${SOLD_OUT.hotelName}`) }).click();
  await expect.poll(queued).toEqual(['seats-back']);
  expect((await requests()).map((r) => r.fields.told)).toEqual([true]);
});

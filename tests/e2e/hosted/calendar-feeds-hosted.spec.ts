import { calendarFeedPath, NEW_DATES_FEED_PATH } from '../../../src/domain/feed-paths';
import { readWithIcalJs, readWithNodeIcal } from '../../builders/calendar-parsers';
import { expect, test } from '../fixtures';
import { HOSTED_MISSING, HOSTED_PORT } from './hosted-config';

/**
 * The calendars people subscribe to, in hosted mode: files the build wrote from Firestore (the emulator,
 * seeded by ./seed.ts before the build), served by Firebase's Hosting emulator with firebase.json's headers.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const HOST = '127.0.0.1';

test("a city's calendar holds that city's dates only, as the build read them from Firestore", async ({
  request,
}) => {
  const cheltenham = await request.get(calendarFeedPath({ kind: 'city', city: 'Cheltenham' }));
  expect(cheltenham.status()).toBe(200);
  expect(cheltenham.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await cheltenham.text();
  // The old document's typo'd city ('Cheltnam') reads as Cheltenham, through the same normaliser as the pages.
  expect(readWithIcalJs(text).events.map((event) => event.uid)).toEqual([`old-free-text@${HOST}`]);
  expect(readWithNodeIcal(text).map((event) => event.uid)).toEqual([`old-free-text@${HOST}`]);

  const brighton = readWithIcalJs(
    await (await request.get(calendarFeedPath({ kind: 'city', city: 'Brighton' }))).text(),
  );
  expect(brighton.events.map((event) => event.uid).sort()).toEqual(
    ['new-format', 'old-sold-out', 'other-show'].map((id) => `${id}@${HOST}`),
  );

  const atom = await request.get(NEW_DATES_FEED_PATH);
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await atom.text()).toContain(
    `<link rel="self" href="http://${HOST}:${HOSTED_PORT}${NEW_DATES_FEED_PATH}"/>`,
  );
});

test("What's on links to the matching calendar at the site's own address", async ({ page, visit }) => {
  await visit('/whats-on');
  await expect(page.getByRole('link', { name: 'Subscribe: every date' })).toHaveAttribute(
    'href',
    `webcal://${HOST}:${HOSTED_PORT}/calendars/all-dates.ics`,
  );
  await page.getByLabel('City', { exact: true }).selectOption('Brighton');
  await expect(page.getByRole('link', { name: 'Subscribe: dates in Brighton' })).toHaveAttribute(
    'href',
    `webcal://${HOST}:${HOSTED_PORT}/calendars/cities/brighton.ics`,
  );
});

import { datePagePath } from '../../../src/domain/date-page-paths';
import type { ShowKey } from '../../../src/domain/shows';
import { checkPageAtWidths, expect, test } from '../fixtures';
import { HOSTED_MISSING } from './hosted-config';
import { SEEDED_VENUES } from './seed';

/**
 * Axe on what the hosted site renders differently from the embedded one (accessibility.spec.ts reads every
 * page there): dates read from Firestore in the browser, a date page rendered in the browser, the Google
 * sign-in panel. At 390 and 1600 px, once each.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const grand = SEEDED_VENUES['new-format'] as { showName: ShowKey; showDate: string; hotelName: string };

const PAGES: [string, string | null][] = [
  ['/titanic', 'The Grand Brighton'],
  ['/whats-on', 'The Grand Brighton'],
  ['/next', 'The Grand Brighton'],
  [datePagePath({ show: grand.showName, date: grand.showDate, hotelName: grand.hotelName }), null],
  ['/dashboard', null],
];

// In one page, one after another, each in a step of its name: a browser context per page (a renderer started,
// the page's scripts and the Firebase SDK fetched and compiled afresh) cost more than reading it.
test('the hosted pages pass axe at 390 and 1600 px and never scroll sideways on a phone', async ({
  page,
  visit,
}) => {
  test.setTimeout(60_000 * PAGES.length);
  for (const [path, listed] of PAGES) {
    await test.step(path, () =>
      checkPageAtWidths(page, visit, path, async () => {
        if (listed) await expect(page.getByText(listed).first()).toBeVisible();
      }),
    );
  }
});

import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { READ_DEADLINE_MS } from '../../src/data/deadline';
import { axeViolations, expectDateCards, fillListing, screenshot as takeScreenshot, test } from './fixtures';

/** A listing as the store holds it, as far as the walk checks it. */
export interface Stored {
  hotelName: string;
  date: string;
  soldOut: boolean;
}

const FRIDAYS = ['2034-02-03', '2034-02-10', '2034-02-17', '2034-02-24'];

interface Mode {
  /** Opens /dashboard and signs the manager in: the dashboard's sections show, on Listings. */
  signIn: (page: Page) => Promise<void>;
  /** The listings whose hotel name starts with `hotelPrefix`, read from the store itself (SQLite's API or Firestore). */
  stored: (page: Page, hotelPrefix: string) => Promise<Stored[]>;
  /** Where the table is photographed at the end (under .tmp/screenshots). */
  screenshot: string;
  /** Issue 37: the e-mails a cancelled date sends wait, and Undo recalls them. */
  notices: Notices;
}

/** What the walk needs of a mode to see the e-mails of a cancelled date. */
export interface Notices {
  /** Three people become confirmed subscribers of the Titanic in Brighton, around the code under test. */
  seed: (emails: readonly string[]) => Promise<void>;
  /** What the confirmation says about them. */
  told: string;
  /**
   * Which of `emails` a "cancelled" e-mail has reached (hosted: the mail collection); null where this mode's
   * walk cannot send e-mail (embedded: its server runs without SMTP, so nothing waits; the server test proves
   * the wait with a real SMTP server).
   */
  cancelledMail: ((emails: readonly string[]) => Promise<string[]>) | null;
  /** Takes the three away again, so no other spec's dates e-mail them. */
  clean: (emails: readonly string[]) => Promise<void>;
}

/**
 * The production manager's organiser, as issue 20's "Done means" walks it, in either mode: add the Titanic at
 * one hotel every Friday of February 2034 (a run of four, upcoming for years), rename the hotel for all dates of
 * the run in one save and see all four renamed on the show page, choose two and mark them sold out in one
 * action, delete one from its row and restore it from the toast; and a season, Scrooge on six Fridays and
 * Saturdays at two hotels, in few actions (issue 37). One manager's session in one page, walked as tests in a row, so each step has the test time limit to itself; a failed step skips the rest.
 */
export function organiserWalk({ signIn, stored, screenshot, notices }: Mode): void {
  test.describe.configure({ mode: 'serial' });
  // Other specs share the store: the run's hotel has a name of its own.
  const hotel = `E2E Run ${Date.now()}`;
  const renamed = `${hotel} & Spa`;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  const run = async () =>
    (await stored(page, hotel))
      .map(({ hotelName, date, soldOut }) => ({ hotelName, date, soldOut }))
      .sort((a, b) => a.date.localeCompare(b.date));
  const listings = () => page.getByRole('region', { name: 'All listings' });
  const rows = () => listings().getByRole('row').filter({ hasText: hotel });

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    page = await context.newPage();
    // The browser's clock, moved past the e-mails' wait instead of waiting for it (time flows meanwhile).
    await page.clock.install();
    // As the fixtures' own check does for a test's page: an error in the page is a fault.
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    // Hosted, the e-mails' wait goes by the host's clock, read from Hosting (host-clock.ts): never a guess.
    page.on('console', (m) => /host's clock could not be read/.test(m.text()) && problems.push(m.text()));
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  });
  test.afterEach(() => expect(problems, 'console errors or uncaught errors in the page').toEqual([]));
  test.afterAll(async () => context.close());

  test('the manager adds the Titanic every Friday of a month: a run of four', async () => {
    await signIn(page);
    const add = page.getByRole('tabpanel');
    await fillListing(add, {
      show: 'Titanic',
      hotelName: hotel,
      hotelLocation: '1 Marine Parade, Brighton',
      city: 'Brighton',
      bookingUrl: 'https://tickets.example.com/run',
    });
    await add.getByLabel('Every week').check();
    await add.getByLabel('From', { exact: true }).fill('2034-02-01');
    await add.getByLabel('To', { exact: true }).fill('2034-02-28');
    await add.getByRole('button', { name: 'Add 4 listings' }).click();
    await expect(add.getByText('Successfully submitted: 4 dates added.')).toBeVisible();
    expect(await run()).toEqual(FRIDAYS.map((date) => ({ hotelName: hotel, date, soldOut: false })));
  });

  test('a season in two minutes: Scrooge on six Fridays and Saturdays at two hotels, at most 25 actions', async () => {
    // Every click, fill, choice and tick a manager makes is counted; typed characters give the typing time.
    let actions = 0;
    let typed = 0;
    const act = (action: Promise<unknown>) => ((actions += 1), action);
    const type = (field: Locator, text: string) => ((typed += text.length), act(field.fill(text)));
    const season = `E2E Season ${Date.now()}`;
    const add = page.getByRole('tabpanel');
    await act(add.getByLabel('Show', { exact: true }).selectOption('Scrooge'));
    await type(add.getByLabel('Hotel name'), `${season} Bath`);
    await type(add.getByLabel('Hotel location'), '1 Royal Crescent, Bath');
    await act(add.getByLabel('City', { exact: true }).selectOption('Bath'));
    await type(add.getByLabel('Booking link', { exact: true }), 'https://tickets.example.com/bath');
    await act(add.getByRole('button', { name: 'Add another hotel' }).click());
    const second = add.getByRole('group', { name: 'Hotel 2' });
    await type(second.getByLabel('Hotel name'), `${season} York`);
    await type(second.getByLabel('Hotel location'), '2 Station Road, York');
    await act(second.getByLabel('City', { exact: true }).selectOption('York'));
    await type(second.getByLabel('Booking link', { exact: true }), 'https://tickets.example.com/york');
    await act(add.getByLabel('Every week').check());
    await act(add.getByLabel('Saturday', { exact: true }).check());
    await act(add.getByLabel('From', { exact: true }).fill('2034-12-01'));
    await act(add.getByLabel('To', { exact: true }).fill('2034-12-16'));
    await takeScreenshot(
      page.getByRole('region', { name: 'Edit listings' }),
      `.tmp/screenshots/${screenshot.replace('listings', 'season')}`,
    );
    await act(add.getByRole('button', { name: 'Add 12 listings' }).click());
    await expect(add.getByText('Successfully submitted: 12 dates added at 2 hotels.')).toBeVisible();

    expect(actions, 'clicks, fills and choices for the whole run').toBeLessThanOrEqual(25);
    // A person: about 2 s to find and work each control, and typing at 4 characters a second.
    const humanSeconds = Math.round(actions * 2 + typed / 4);
    test.info().annotations.push({
      type: 'season in two minutes',
      description: `${actions} actions, ${typed} characters typed: about ${humanSeconds} s by hand`,
    });
    expect(humanSeconds).toBeLessThan(120);
    const dates = ['2034-12-01', '2034-12-02', '2034-12-08', '2034-12-09', '2034-12-15', '2034-12-16'];
    const saved = (await stored(page, season)).map(({ hotelName, date }) => `${hotelName} ${date}`).sort();
    expect(saved).toEqual(['Bath', 'York'].flatMap((town) => dates.map((d) => `${season} ${town} ${d}`)));
    // The show stays for the next hotel, and the same dates are one click away.
    await expect(add.getByLabel('Show', { exact: true })).toHaveValue('Scrooge');
    await expect(add.getByRole('button', { name: 'Another hotel, same dates' })).toBeVisible();
  });

  test('renames the hotel for all dates of the run in one save, and the show page lists four', async () => {
    // Find the run as typed, then edit its first date for the whole run.
    await listings().getByLabel('Search hotel or city').fill(hotel);
    await expect(rows()).toHaveCount(4);
    const editButton = rows().first().getByRole('button', { name: /^Edit/ });
    await editButton.scrollIntoViewIfNeeded();
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    await editButton.click();
    const update = page.getByRole('tabpanel');
    await expect(update.getByLabel('Hotel name')).toHaveValue(hotel);
    // The editor beside the table opens where it is: the page does not move under the pointer (a second
    // click on Edit's spot once landed on Delete).
    expect(await scrolled()).toBe(before);
    await update.getByLabel('Hotel name').fill(renamed);
    await update.getByLabel('All dates of this run (4 dates)').check();
    await update.getByRole('button', { name: 'Update listing' }).click();
    await expect(
      update
        .getByRole('status')
        .filter({ hasText: 'Document updated successfully: 4 dates of the run changed.' }),
    ).toBeVisible();
    expect((await run()).map(({ hotelName, date }) => ({ hotelName, date }))).toEqual(
      FRIDAYS.map((date) => ({ hotelName: renamed, date })),
    );

    const visitor = await context.newPage();
    await visitor.goto('/titanic');
    await expectDateCards(visitor, renamed, 4);
    await visitor.close();
  });

  test('chooses two dates and marks them sold out in one action', async () => {
    await listings().getByLabel('Search hotel or city').fill(renamed);
    await expect(rows()).toHaveCount(4);
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    const selection = listings().getByRole('region', { name: 'Act on the chosen listings' });
    await expect(selection).toContainText('2 listings chosen');
    await selection.getByRole('button', { name: 'Mark sold out' }).click();
    await expect(
      listings().getByRole('status').filter({ hasText: '2 listings marked sold out.' }),
    ).toBeVisible();
    expect((await run()).map(({ soldOut }) => soldOut)).toEqual([true, true, false, false]);
  });

  test('deletes one date from its row and restores it from the toast', async () => {
    await rows()
      .nth(3)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const question = page.getByRole('dialog', { name: /which dates of this run\?/ });
    await question.getByRole('button', { name: 'Only this date' }).click();
    const toast = page.getByRole('status').filter({ hasText: '1 listing moved to the trash.' });
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
    await expect(rows()).toHaveCount(3);
    expect(await run()).toHaveLength(3);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(listings().getByRole('status').filter({ hasText: '1 listing restored' })).toBeVisible();
    await expect(rows()).toHaveCount(4);
    expect((await run()).map(({ date }) => date)).toEqual(FRIDAYS);

    // The table with two rows sold out and chosen rows marked: every control still readable (axe, contrast too).
    await takeScreenshot(page, `.tmp/screenshots/${screenshot}`);
    expect(await axeViolations(page), 'axe on Listings after the walk').toEqual([]);

    // Every button of a row is clear of the editor beside the table (none hides under it)...
    const edge = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Infinity);
    const editorLeft = (await page.getByRole('region', { name: 'Edit listings' }).boundingBox())?.x ?? 0;
    for (const button of await rows().first().getByRole('button').all()) {
      expect(
        edge(await button.boundingBox()),
        `${await button.textContent()} clear of the editor`,
      ).toBeLessThanOrEqual(editorLeft);
    }
    // Beside the editor, "Add dates" is the keyboard's way past every row's buttons to the form: out of sight
    // until focused.
    const addDates = page.getByRole('button', { name: 'Add dates' });
    const shownWidth = async () => (await addDates.locator('xpath=..').boundingBox())?.width ?? 0;
    expect(await shownWidth()).toBeLessThanOrEqual(1);
    await addDates.focus();
    expect(await shownWidth()).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    const show = page.getByRole('tabpanel').getByLabel('Show', { exact: true });
    await expect(show).toBeFocused();

    // ...and on a phone, where each row is a card, its box says what it does beside it, and works by that word.
    await page.setViewportSize({ width: 390, height: 844 });
    const choose = rows().nth(2).getByText('Choose', { exact: true });
    await expect(choose).toBeVisible();
    await expect(rows().nth(2).getByRole('checkbox')).not.toBeChecked();
    await choose.click();
    await expect(rows().nth(2).getByRole('checkbox')).toBeChecked();
    // A finger's buttons: the cards' actions and the selection bar's are about 42 px tall, not Bootstrap's 31.
    const smallButtons = page.locator('.dashboard-main .btn-sm:visible');
    await expect(page.getByRole('button', { name: 'Mark sold out' })).toBeVisible();
    const heights = await smallButtons.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(10);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(40);

    // On a phone every section is in sight (the menu wraps, nothing scrolls sideways), and "Add dates" at the
    // top of the listings brings the form, which comes after every listing, to hand.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const menu = page.getByRole('navigation', { name: 'Dashboard sections' });
    for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expect(addDates).toBeInViewport();
    await takeScreenshot(page, `.tmp/screenshots/${screenshot.replace('1600', '390')}`);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await addDates.click();
    await expect(show).toBeFocused();
    await expect(show).toBeInViewport();
  });

  test('cancelling a date asks first, naming 3 people; Undo within the wait tells nobody', async () => {
    const people = [1, 2, 3].map((n) => `walk-${n}-${Date.now()}@example.co.uk`);
    await notices.seed(people);
    try {
      await page.setViewportSize({ width: 1600, height: 1000 });
      const row = rows().nth(2);
      const cancel = async (width: number) => {
        await row.getByRole('button', { name: /^Status\b/ }).click();
        await row.getByRole('button', { name: 'Cancel this date' }).click();
        const ask = page.getByRole('dialog', { name: /^Cancel / });
        // The dialog reads the count as it opens and says "Counting who will be told…" until the answer comes,
        // or says the read failed at its deadline. In one gate the answer took more than the then default 7 s (the
        // dialog still counting): the test waits as the manager would, up to the read's own deadline and past it.
        await expect(ask.getByText(notices.told)).toBeVisible({ timeout: READ_DEADLINE_MS + 5_000 });
        await expect(ask.getByRole('button', { name: 'Keep it as it is' })).toBeFocused();
        await takeScreenshot(page, `.tmp/screenshots/organiser/cancel-question-${width}.png`);
        expect(await axeViolations(page), 'axe with the question open').toEqual([]);
        await ask.getByRole('button', { name: 'Cancel the date' }).click();
        await expect(row.getByText('Cancelled')).toBeVisible();
      };
      const waiting = page.getByRole('region', { name: 'E-mails waiting to go' });
      // Only this date's notice: the walks beside this one (a seats-back list) may have e-mails waiting too.
      const ours = waiting.getByRole('listitem').filter({ hasText: /tells 3 people that it is cancelled\./ });

      await cancel(1600);
      if (notices.cancelledMail) {
        await expect(ours).toBeVisible();
        await expect(ours.getByText(/^Goes at \d\d:\d\d, in 10 minutes\.$/)).toBeVisible();
        await waiting.scrollIntoViewIfNeeded();
        await takeScreenshot(page, `.tmp/screenshots/organiser/waiting-1600.png`);
      }
      await page
        .getByRole('status')
        .filter({ hasText: ': cancelled.' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect(row.getByText('Cancelled')).toHaveCount(0);
      await expect(ours).toHaveCount(0);

      if (!notices.cancelledMail) return;
      const cancelledMail = notices.cancelledMail;
      // Past the wait, nothing goes: the Undo withdrew them.
      await page.clock.fastForward('11:00');
      await expect(ours).toHaveCount(0);
      expect(await cancelledMail(people)).toEqual([]);

      // Cancelled and left: after the wait, the open dashboard sends the 3.
      await page.setViewportSize({ width: 390, height: 844 });
      await cancel(390);
      await expect(ours).toBeVisible();
      await waiting.scrollIntoViewIfNeeded();
      await takeScreenshot(page, `.tmp/screenshots/organiser/waiting-390.png`);
      await page.clock.fastForward('10:30');
      await expect(ours).toHaveCount(0);
      await expect.poll(async () => (await cancelledMail(people)).sort()).toEqual([...people].sort());
    } finally {
      await notices.clean(people);
    }
  });
}

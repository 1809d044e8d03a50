import type { BrowserContext, Page, Route } from '@playwright/test';
import { READ_DEADLINE_MS } from '../../../src/data/deadline';
import { VENUE_COPY } from '../../../src/content/venues';
import { SIGN_IN_PROBLEMS } from '../../../src/content/sign-in';
import { expect, test } from '../fixtures';
import { HOSTED_AUTH_URL, HOSTED_FIRESTORE_PORT, HOSTED_MISSING } from './hosted-config';

/**
 * What a visitor and a manager see when Firestore or Google's sign-in service fails or hangs: a message and a
 * way to try again, within 15 seconds, never a spinner for ever. The Firestore emulator stands in for
 * firestore.googleapis.com; Google's own hosts are made to fail or hang by the browser's request routing (the
 * only stand-in for Google's servers). The page's clock, not the test, waits out a hanging request.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const FIRESTORE = `http://127.0.0.1:${HOSTED_FIRESTORE_PORT}/**`;
// This build signs in through the Auth emulator, which stands in for Google's sign-in service: it fails too.
const GOOGLE = new RegExp(
  String.raw`^(https://([a-z0-9-]+\.)*(googleapis\.com|google\.com|gstatic\.com|firebaseapp\.com|web\.app)/|` +
    `${HOSTED_AUTH_URL.replace(/\./g, '\\.')}/)`,
);
const WITHIN = { timeout: 15_000 };

type Failure = 'hangs' | 'is unreachable';
const FAILURES: Failure[] = ['hangs', 'is unreachable'];

/**
 * Requests to `target` never get an answer, or fail as a refused connection does. Returns `nextRequest`: a
 * promise of the next such request to arrive after the call.
 */
async function make(
  context: BrowserContext,
  target: string | RegExp,
  failure: Failure,
  allowConsoleError: (pattern: RegExp) => void,
): Promise<() => Promise<void>> {
  // The browser and the SDK log the refused requests this test causes on purpose. A machine without a
  // resolver for Google's hosts logs a failed name lookup instead, for the SDK's requests that outlive the test.
  allowConsoleError(/net::ERR_CONNECTION_REFUSED|net::ERR_NAME_NOT_RESOLVED|RPC_ERROR/);
  const waiting: (() => void)[] = [];
  await context.route(target, (route: Route) => {
    for (const arrived of waiting.splice(0)) arrived();
    return failure === 'hangs' ? undefined : route.abort('connectionrefused');
  });
  return () => new Promise<void>((arrived) => waiting.push(arrived));
}

/**
 * A hanging request is given up on READ_DEADLINE_MS after it starts: once it has, the page's clock (installed
 * before the page opened) jumps past that deadline instead of the test waiting the seconds out.
 */
async function outwait(page: Page, failure: Failure, hung: Promise<void>): Promise<void> {
  if (failure !== 'hangs') return;
  await hung;
  await page.clock.fastForward(READ_DEADLINE_MS);
}

for (const failure of FAILURES) {
  test(`a show page says the dates could not be loaded, and retries, when Firestore ${failure}`, async ({
    page,
    context,
    allowConsoleError,
  }) => {
    const nextRequest = await make(context, FIRESTORE, failure, allowConsoleError);
    await page.clock.install();
    const hung = nextRequest();
    await page.goto('/titanic');
    await outwait(page, failure, hung);
    const alert = page.getByRole('alert').filter({ hasText: VENUE_COPY.failed.title });
    await expect(alert).toBeVisible(WITHIN);
    await expect(page.getByText(VENUE_COPY.loading)).toHaveCount(0);

    // The store is back: Retry lists the dates without a reload.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await alert.getByRole('button', { name: VENUE_COPY.failed.retry }).click();
    await expect(page.getByRole('status').filter({ hasText: /Showing \d+ upcoming dates/ })).toBeAttached();
    await expect(alert).toHaveCount(0);
  });

  test(`the sign-in panel says Google did not answer, and offers another try, when Google ${failure}`, async ({
    page,
    context,
    allowConsoleError,
  }) => {
    const nextRequest = await make(context, GOOGLE, failure, allowConsoleError);
    await page.clock.install();
    await page.goto('/dashboard');
    const google = page.getByRole('button', { name: 'Sign in with Google' });
    const hung = nextRequest();
    await google.click();
    await outwait(page, failure, hung);
    const expected = failure === 'hangs' ? SIGN_IN_PROBLEMS['no-answer'] : SIGN_IN_PROBLEMS.unreachable;
    await expect(page.getByRole('alert')).toHaveText(expected, WITHIN);
    await expect(google).toBeEnabled();
  });
}

test('the sign-in panel says the device is offline', async ({ page, context }) => {
  await page.goto('/dashboard');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeEnabled();
  // The sign-in code is already loaded when the button shows, but the dashboard's other chunks may still be
  // on their way: once nothing more is loading, only the network goes (offline earlier, those chunks failed
  // to load and the page logged it, which a visitor who went offline then would meet too, but not this test).
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await google.click();
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_PROBLEMS.offline);
  await context.setOffline(false);
});

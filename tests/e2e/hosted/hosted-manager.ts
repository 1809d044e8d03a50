import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { dashboardShown, expect, waitForApp } from '../fixtures';
import { HOSTED_AUTH_URL, HOSTED_PROJECT_ID } from './hosted-config';
import { AUTH_DATABASE, AUTH_STORE, keptManager } from '../../../src/data/firebase/manager-here';

/**
 * A manager on the hosted site, signed in as in life: "Sign in with Google" and the account picked in the
 * Auth emulator's own chooser. The only stand-in is for Google's gapi loader, which the SDK and the emulator's
 * helper frame fetch from Google's servers (./gapi-stand-in.js).
 */
const GAPI = readFileSync('tests/e2e/hosted/gapi-stand-in.js', 'utf8');

export async function standInForGoogle(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI }),
  );
  // The emulator's account chooser also asks CDNs for its styles and fonts: it works without them.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}

/** Presses "Sign in with Google" and does `choose` in the emulator's window, which closes when done. */
export async function signInThroughPopup(page: Page, choose: (popup: Page) => Promise<void>): Promise<void> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await opened;
  await choose(popup);
  await popup.waitForEvent('close');
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/**
 * A Google account that has signed in once and been made a manager, as the README's first sign-in and
 * `npm run firebase:grant-manager` leave it (sign-in-hosted.spec.ts walks those two steps in the browser):
 * here through the Auth emulator's REST API, which takes an unsigned Google ID token.
 */
async function managerAccount(email: string): Promise<void> {
  const api = `${HOSTED_AUTH_URL}/identitytoolkit.googleapis.com/v1`;
  const idToken = JSON.stringify({ sub: email, email, email_verified: true, name: 'Pat Producer' });
  const signedIn = await fetch(`${api}/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://127.0.0.1',
      returnSecureToken: true,
    }),
  });
  if (!signedIn.ok) throw new Error(`Auth emulator sign-in failed: ${await signedIn.text()}`);
  const { localId } = (await signedIn.json()) as { localId: string };
  const granted = await fetch(`${api}/projects/${HOSTED_PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ localId, customAttributes: JSON.stringify({ admin: true }) }),
  });
  if (!granted.ok) throw new Error(`Auth emulator claim failed: ${await granted.text()}`);
}

/** What Firebase Auth keeps of a signed-in user in the browser (its IndexedDB store), to hand to another page. */
interface PersistedAuth {
  fbase_key: string;
  value: unknown;
}

/** Opens /dashboard and signs in as a new manager through Google's popup: the dashboard's sections show. */
async function signInThroughGoogle(page: Page): Promise<void> {
  const email = `manager.${Date.now()}@example.com`;
  await managerAccount(email);
  await standInForGoogle(page.context());
  await page.goto('/dashboard');
  await waitForApp(page);
  await signInThroughPopup(page, (popup) => popup.getByText(email).click());
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
}

/**
 * One manager per worker process: signed in through Google's popup once, in a browser of its own, and its
 * Firebase Auth records kept. sign-in-hosted.spec.ts walks that sign-in as a test of its own.
 */
let workerManager: Promise<PersistedAuth[]> | null = null;
async function signedInOnce(browser: Browser, baseURL: string): Promise<PersistedAuth[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInThroughGoogle(page);
    const records = await page.evaluate(
      ([db, store]) =>
        new Promise<PersistedAuth[]>((resolve, reject) => {
          const open = indexedDB.open(db);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result as PersistedAuth[]);
            all.onerror = () => reject(all.error);
          };
        }),
      [AUTH_DATABASE, AUTH_STORE] as const,
    );
    // What manager-here.ts reads to tell a manager's browser without loading Auth.
    if (!records.some(keptManager)) {
      throw new Error("Firebase Auth kept no signed-in manager's token in IndexedDB");
    }
    return records;
  } finally {
    await context.close();
  }
}

/**
 * Opens /dashboard signed in as the worker's manager: Firebase Auth's records are put where the SDK looks for
 * them on load, and then the dashboard loads.
 *
 * The records are written from a file of the site that runs no script: a page running the app would start
 * Firebase Auth, which on finding no user removes the stored one, and could do so after they were put.
 */
export async function signInAsHostedManager(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('signInAsHostedManager needs a page of a launched browser');
  await standInForGoogle(page.context());
  await page.goto('/site.webmanifest');
  workerManager ??= signedInOnce(browser, new URL(page.url()).origin);
  const records = await workerManager;
  await page.evaluate(
    ([db, store, rows]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          for (const row of rows) transaction.objectStore(store).put(row);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [AUTH_DATABASE, AUTH_STORE, records] as const,
  );
  await page.goto('/dashboard');
  await dashboardShown(page);
}

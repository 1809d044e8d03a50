import { execSync, spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { addDays, DEMO_VENUES } from '../../../server/db/demo-seed';
import { formatDateWithWeekday, todayInLondon } from '../../../src/domain/dates';
import { pageModules } from '../../../src/render/page-modules';
import { DEMO_NOTIFY_EMAIL } from '../../../scripts/firebase/demo-data';
import { expect, humanPause, test, waitForApp } from '../fixtures';
import { listDocuments } from './emulator-rest';
import { listening } from '../../../scripts/firebase/emulator';
import { HOSTED_LOCAL_OUT_DIR } from '../../../scripts/firebase/hosted-local-build';
import { HOSTED_MISSING } from './hosted-config';
import { ensureHostedLocalBuild, HOSTED_LOCAL_ENV } from './hosted-local-ports';

/**
 * `npm run hosted:local`, as a Firebase user starts it a second time: on the build it made before (the gate
 * makes it, or the beforeAll below; scripts/firebase/hosted-local-build.test.ts proves that a changed source
 * makes it build again), it starts the Firestore emulator with the demo data and the Firebase CLI's Hosting
 * and Auth emulators, serves the site through Hosting (Brotli, firebase.json's headers) and prints each
 * address; Ctrl-C stops everything it started and says so. Ports: HOSTED_LOCAL_E2E_* (hosted-local-ports.ts).
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const PORTS = HOSTED_LOCAL_ENV;

test.beforeAll(() => {
  // A fresh clone outside the gate builds here, once: the test itself times the start, not a build.
  test.setTimeout(420_000);
  ensureHostedLocalBuild();
});
const SITE = `http://127.0.0.1:${PORTS.PORT}`;
const EMULATOR = `127.0.0.1:${PORTS.FIRESTORE_EMULATOR_PORT}`;
const PROJECT = 'demo-queen-of-the-ocean';

/** Starts the script and resolves with the emulators' process ids once it prints the site's address. */
function startHostedLocal(): {
  child: ChildProcess;
  ready: Promise<number[]>;
  output: () => string;
  /** The emulators' process ids printed so far. */
  pids: () => number[];
} {
  // What `npm run hosted:local` runs (npm itself adds nothing but a process between the terminal and it).
  // Node with tsx's loader, not the tsx command: that relays Ctrl-C to a child of its own and gives up after
  // 30 ms, which a busy machine misses (exit 130 instead of a clean stop).
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/firebase/hosted-local.ts'], {
    env: { ...process.env, ...PORTS },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const pids = () => [...output.matchAll(/process (\d+)[,)]/g)].map((match) => Number(match[1]));
  const ready = new Promise<number[]>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`The hosted site is on ${SITE}/`)) resolve(pids());
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`hosted:local exited (${code}) before serving:\n${output}`)),
    );
  });
  return { child, ready, output: () => output, pids };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('npm run hosted:local, on its build, serves the demo dates through the emulators, takes a message, and Ctrl-C stops it all', async ({
  page,
  allowConsoleError,
}) => {
  // Two emulators start (a JVM and the Firebase CLI): in a quiet gate, beside Vitest and another browser, the
  // test took 165 s, and on a busier machine more than 180. A wait ends when its answer shows.
  test.setTimeout(300_000);
  // hosted:local seeds its demo dates from the day it starts; a run that crosses midnight may see either day.
  const dayAtStart = todayInLondon();
  const run = startHostedLocal();
  try {
    const pids = await run.ready;
    expect(pids, 'the Firestore emulator and the Firebase CLI').toHaveLength(2);
    expect(run.output()).toContain(`Loaded ${DEMO_VENUES.length} demo listings`);
    expect(run.output()).toContain(`The hosted build in ${HOSTED_LOCAL_OUT_DIR} is current`);
    // The date pages' files are rendered with React's production build (its development build warns here).
    expect(run.output()).not.toContain('React encountered');
    // Every emulator's address, and how to become a manager on this one.
    expect(run.output()).toContain(`Firestore emulator on ${EMULATOR}`);
    expect(run.output()).toContain(`Auth emulator on http://127.0.0.1:${PORTS.AUTH_EMULATOR_PORT}`);
    expect(run.output()).toContain(`Hosting emulator on ${SITE}`);
    expect(run.output()).toContain(
      `FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${PORTS.AUTH_EMULATOR_PORT} npm run firebase:grant-manager -- --project ${PROJECT}`,
    );

    // Firebase Hosting's own compression: the JavaScript comes as Brotli, with firebase.json's caching.
    const html = await (await fetch(`${SITE}/`)).text();
    const script = pageModules(html)[0];
    expect(script, 'the page names its script').toBeDefined();
    const js = await fetch(`${SITE}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('cache-control')).toBe('public,max-age=31536000,immutable');
    const csp = watchCsp(page);

    // The JFK page lists the demo dates, read from the emulator (dates relative to today).
    await page.goto(`${SITE}/jfk`);
    await waitForApp(page);
    const seedDays = [...new Set([dayAtStart, todayInLondon()])];
    for (const [hotel, inDays] of [
      ['The Principal York', 9],
      ['The Queens Hotel', 33],
      ['Hilton Cardiff', 61],
    ] as const) {
      const card = page.locator('.venue-card').filter({ has: page.getByRole('heading', { name: hotel }) });
      const shown = seedDays.map((day) => formatDateWithWeekday(addDays(day, inDays)));
      await expect(card).toContainText(new RegExp(shown.join('|')));
    }

    // The contact form writes its message, and the manager's notice, on the emulator.
    const name = `Local Visitor ${Date.now()}`;
    await page.clock.install();
    await page.goto(`${SITE}/contact`);
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Message us' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('E-mail').fill('visitor@example.com');
    await form.getByLabel('Phone').fill('01792 123456');
    await form.getByLabel('Message').fill('Do you have a date near Bath?');
    await humanPause(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('your message has been sent');
    const stored = (await listDocuments(EMULATOR, PROJECT, 'messages')).find((m) => m.fields.name === name);
    expect(stored?.fields.message).toBe('Do you have a date near Bath?');
    const mail = (await listDocuments(EMULATOR, PROJECT, 'mail')).find((m) => m.id === stored?.id);
    expect(mail?.fields).toMatchObject({
      to: DEMO_NOTIFY_EMAIL,
      template: { name: 'contact-message-notice' },
    });
    expect(csp).toEqual([]);

    // The dashboard with no way to Google's servers (the network here has none; nothing stands in for
    // Google's script): an account of the Auth emulator's own, made on first sign-in, then made a manager
    // with the command the terminal printed.
    const manager = `local.manager.${Date.now()}@example.com`;
    // The browser logs the Auth emulator's answer to the first try, which finds no such account yet.
    allowConsoleError(/status of 400 \(Bad Request\)/);
    await page.goto(`${SITE}/dashboard`);
    await waitForApp(page);
    const signIn = page.getByRole('form', { name: 'Sign in with e-mail and password' });
    await expect(signIn).toContainText('Local emulator only');
    await signIn.getByLabel('E-mail').fill(manager);
    await signIn.getByLabel('Password').fill('local-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('not a manager of this site');
    const grant =
      /^ {2}(FIREBASE_AUTH_EMULATOR_HOST=\S+) (npm run firebase:grant-manager -- .+) \S+@\S+$/m.exec(
        run.output(),
      );
    expect(grant, 'the printed command').not.toBeNull();
    const [, hostSetting = '', command = ''] = grant ?? [];
    execSync(`${command} ${manager}`, {
      env: { ...process.env, [hostSetting.split('=')[0] ?? '']: hostSetting.split('=')[1] },
      stdio: 'ignore',
    });
    await signIn.getByLabel('Password').fill('local-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible({
      timeout: 20_000,
    });

    // The dashboard stops reading before the emulators it reads from stop.
    await page.goto('about:blank');

    // Ctrl-C: the script stops the site and the emulators (processes of their own), says so, and exits.
    for (const pid of pids) expect(alive(pid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => run.child.once('exit', (code) => resolve(code)));
    run.child.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const line of [
      'Hosting emulator stopped.',
      'Auth emulator stopped.',
      'Firestore emulator stopped.',
    ]) {
      expect(run.output()).toContain(line);
    }
    for (const pid of pids) expect(alive(pid), `process ${pid}`).toBe(false);
    for (const port of Object.values(PORTS))
      expect(await listening(Number(port)), `port ${port}`).toBe(false);
  } finally {
    // A failed run must not leave emulators behind for the next one: each runs in a process group of its own,
    // which killing the script does not reach.
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
    for (const pid of run.pids()) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone: the script stopped it.
      }
    }
  }
});

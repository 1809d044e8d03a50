import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { addDays, DEMO_VENUES } from '../../../server/db/demo-seed';
import { MIN_FILL_MS } from '../../../src/domain/spam-guard';
import { formatShowDate, todayInLondon } from '../../../src/domain/dates';
import { DEMO_NOTIFY_EMAIL } from '../../../scripts/firebase/demo-data';
import { expect, test, waitForApp } from '../fixtures';
import { listDocuments } from './emulator-rest';
import { HOSTED_MISSING } from './hosted-config';

/**
 * `npm run hosted:local`, as a Firebase user starts it on a fresh clone: it builds, starts the emulator with
 * the demo data, serves the site and prints its address; Ctrl-C stops everything it started.
 */
test.skip(HOSTED_MISSING !== null, `Hosted mode needs the Firestore emulator: ${HOSTED_MISSING}`);

const PORT = 4318;
const FIRESTORE_PORT = 8897;
const SITE = `http://127.0.0.1:${PORT}`;
const EMULATOR = `127.0.0.1:${FIRESTORE_PORT}`;
const PROJECT = 'demo-queen-of-the-ocean';

/** Starts the script and resolves with its emulator's process id once it prints the site's address. */
function startHostedLocal(): { child: ChildProcess; ready: Promise<number>; output: () => string } {
  // What `npm run hosted:local` runs (npm itself adds nothing but a process between the terminal and it).
  const child = spawn('node_modules/.bin/tsx', ['scripts/firebase/hosted-local.ts'], {
    env: { ...process.env, PORT: String(PORT), FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const pid = /process (\d+)\)/.exec(output)?.[1];
      if (output.includes(`The hosted site is on ${SITE}/`) && pid) resolve(Number(pid));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`hosted:local exited (${code}) before serving:\n${output}`)),
    );
  });
  return { child, ready, output: () => output };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('npm run hosted:local serves the demo dates from the emulator, takes a message, and Ctrl-C stops it all', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const run = startHostedLocal();
  try {
    const emulatorPid = await run.ready;
    expect(run.output()).toContain(`Loaded ${DEMO_VENUES.length} demo listings`);
    const csp = watchCsp(page);

    // The JFK page lists the demo dates, read from the emulator (dates relative to today).
    await page.goto(`${SITE}/jfk`);
    await waitForApp(page);
    const today = todayInLondon();
    for (const [hotel, inDays] of [
      ['The Principal York', 9],
      ['The Queens Hotel', 33],
      ['Hilton Cardiff', 61],
    ] as const) {
      const card = page.locator('.venue-card').filter({ has: page.getByRole('heading', { name: hotel }) });
      await expect(card).toContainText(formatShowDate(addDays(today, inDays)));
    }

    // The contact form writes its message, and the manager's notice, on the emulator.
    const name = `Local Visitor ${Date.now()}`;
    await page.goto(`${SITE}/contact`);
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Message us' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('E-mail').fill('visitor@example.com');
    await form.getByLabel('Phone').fill('01792 123456');
    await form.getByLabel('Message').fill('Do you have a date near Bath?');
    await page.waitForTimeout(MIN_FILL_MS + 300);
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

    // Ctrl-C: the script stops the site and the emulator (a Java process of its own) before it exits.
    expect(alive(emulatorPid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => run.child.once('exit', (code) => resolve(code)));
    run.child.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect.poll(() => alive(emulatorPid), { timeout: 10_000 }).toBe(false);
    expect(await answers(`http://${EMULATOR}/`)).toBe(false);
    expect(await answers(`${SITE}/`)).toBe(false);
  } finally {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  }
});

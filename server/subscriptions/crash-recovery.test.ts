import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consentText, subscriptionInputSchema } from '../../src/domain/subscription';
import { aSubscriptionInput, aVenueInput } from '../../tests/builders/inputs';
import { openStore } from '../db/store';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';

const MANAGER = { email: 'manager@example.test', password: 'correct-horse-battery' };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `npm run serve` as a child process, ready when /api/health answers. No deadline of its own: a busy
 * machine may take long to start it, and the test's timeout bounds the wait; a server that exits fails at once.
 */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Each start checks ADMIN_PASSWORD and each sign-in a hash: at a test's cost (main.test.ts checks OWASP's).
      PASSWORD_HASH_COST: '10',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => {
    child.kill('SIGKILL');
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MANAGER),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The outbox's counts as the dashboard reads them. */
async function outboxCounts(base: string, cookie: string): Promise<Record<string, number>> {
  const response = await fetch(`${base}/api/outbox`, { headers: { cookie } });
  return ((await response.json()) as { counts: Record<string, number> }).counts;
}

describe('a server killed between "date added" and "e-mail sent"', () => {
  it('sends the e-mail after a restart, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const inbox: SmtpInbox = await startSmtpInbox();
    cleanups.push(() => inbox.close());

    // A confirmed Titanic + Cardiff subscriber.
    const store = openStore(dataDir);
    const subscriber = store.subscribers.save(
      subscriptionInputSchema.parse(aSubscriptionInput()),
      consentText('Titanic', 'Cardiff'),
      new Date(),
    );
    store.subscribers.confirm(subscriber.token, new Date());
    store.close();

    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'news@example.test',
      // The new date's e-mail goes at once: this test is about the crash, not the wait.
      NOTICE_DELAY_MINUTES: '0',
      ADMIN_EMAIL: MANAGER.email,
      ADMIN_PASSWORD: MANAGER.password,
    };
    const first = await startServer(env);
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);

    // The SMTP server takes the message but never says "accepted": the server is killed mid-send.
    inbox.hold();
    const added = await fetch(`${base}/api/venues`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(aVenueInput({ show: 'Titanic', city: 'Cardiff' })),
    });
    expect(added.status).toBe(201);
    await expect.poll(() => inbox.heldCount(), { timeout: 60_000 }).toBe(1);
    const killed = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await killed;
    inbox.dropHeld();
    expect(inbox.received).toHaveLength(0);

    await startServer(env);
    const [mail] = await inbox.waitFor(1, 60_000);
    expect(mail?.to).toEqual(['ada@example.co.uk']);
    expect(mail?.subject).toMatch(/comes to Cardiff/);
    // Once the outbox has nothing left to send, no second copy can come: count then, not after a pause.
    const again = await signIn(base);
    await expect
      .poll(() => outboxCounts(base, again), { timeout: 60_000 })
      .toMatchObject({ waiting: 0, sending: 0, sent: 1 });
    expect(inbox.received).toHaveLength(1);
  }, 240_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startSmtpInbox, type SmtpInbox } from '../../server/testing/smtp-inbox';
import { SERVER_ENTRY } from '../../scripts/run-server';
import { E2E_MAIL_PORT, E2E_MANAGER } from '../../playwright.config';

/** A second server of the suite's build that sends its e-mail to an SMTP inbox in the test's process. */
export interface MailingServer {
  origin: string;
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

const DATA_DIR = '.tmp/e2e-mail-data';

async function healthy(origin: string, server: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the mailing server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the mailing server did not answer on ${origin}`);
}

/**
 * The suite's own server sends no e-mail (its pages say so, and other specs rely on that): the walks that
 * follow an e-mail start this one, on E2E_MAIL_PORT with an empty database, from the build `npm start` made.
 */
export async function startMailingServer(): Promise<MailingServer> {
  const inbox = await startSmtpInbox();
  const origin = `http://127.0.0.1:${E2E_MAIL_PORT}`;
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(E2E_MAIL_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEED_DEMO: '0',
      ADMIN_EMAIL: E2E_MANAGER.email,
      ADMIN_PASSWORD: E2E_MANAGER.password,
      PASSWORD_HASH_COST: '10',
      PAGE_RATE_LIMIT: '100000',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Shows <news@example.test>',
    },
  });
  // Waiting on a process starting up: a deadline, not a sleep.
  await healthy(origin, server, Date.now() + 60_000);
  return {
    origin,
    inbox,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await inbox.close();
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startSmtpInbox, type SmtpInbox } from '../../server/testing/smtp-inbox';
import { SERVER_ENTRY, serverEnvironment } from '../../scripts/run-server';
import { E2E_MAIL_PORT, E2E_MANAGER } from '../../playwright.config';

/** A second server of the suite's build that sends its e-mail to an SMTP inbox in the test's process. */
export interface MailingServer {
  origin: string;
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

/**
 * Which spec file's server: each file that needs one gets its own port (E2E_MAIL_PORT + slot) and data
 * folder, since the files run side by side in the suite's workers.
 */
export const MAIL_SLOTS = { hotelKit: 0, keepInTouch: 1, seatsBack: 2 } as const;

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
 * follow an e-mail, or need the keep-in-touch forms (offered only where e-mail works), start this one, on
 * E2E_MAIL_PORT + slot with an empty database, from the build `npm start` made.
 */
export async function startMailingServer(
  slot: (typeof MAIL_SLOTS)[keyof typeof MAIL_SLOTS],
): Promise<MailingServer> {
  const inbox = await startSmtpInbox();
  const port = E2E_MAIL_PORT + slot;
  const origin = `http://127.0.0.1:${port}`;
  const DATA_DIR = `.tmp/e2e-mail-data-${slot}`;
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnvironment({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEED_DEMO: '0',
      ADMIN_EMAIL: E2E_MANAGER.email,
      ADMIN_PASSWORD: E2E_MANAGER.password,
      PASSWORD_HASH_COST: '10',
      PAGE_RATE_LIMIT: '100000',
      // A test asks for a few pages: rendering all 40 again ahead (a server with e-mail has forms the build's
      // files lack) cost each server about 2.3 s of CPU. The default is proven in server/pages/page-cost.test.ts.
      RENDER_AHEAD: '0',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Shows <news@example.test>',
    }),
  });
  // Waiting on a process starting up beside the other browser tests: a deadline, not a sleep.
  await healthy(origin, server, Date.now() + 180_000).catch((error: unknown) => {
    // Not left running to hold the port for the next try.
    server.kill('SIGTERM');
    void inbox.close();
    throw error;
  });
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

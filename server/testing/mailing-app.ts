import { afterEach, beforeEach } from 'vitest';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './smtp-inbox';
import type { BuildAppOptions } from '../app';
import { createTestApp, type TestApp } from './test-app';

export interface MailingApp {
  /** This test's server. */
  readonly t: TestApp;
  /** The in-process SMTP server this test's mail arrives at. */
  readonly inbox: SmtpInbox;
  /** The manager's Cookie header on this test's server. */
  readonly cookie: string;
  /** Everything sent while `action` ran, once the outbox is empty. */
  sentAfter(action: () => Promise<unknown>): Promise<ReceivedMail[]>;
}

/**
 * For a test file of the routes that send e-mail: for each test, a server on a fresh database that sends its
 * mail in a real SMTP conversation to an in-process inbox, with links on `site` and the manager signed in.
 * Call it at the top of the file; read its fields inside tests.
 */
export function mailingApp(site: string, options: Partial<BuildAppOptions> = {}): MailingApp {
  let t: TestApp;
  let inbox: SmtpInbox;
  let cookie: string;
  beforeEach(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({
      mail: { smtpUrl: inbox.url, from: 'Shows <news@example.test>' },
      siteUrl: site,
      ...options,
    });
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.close();
    await inbox.close();
  });
  return {
    get t() {
      return t;
    },
    get inbox() {
      return inbox;
    },
    get cookie() {
      return cookie;
    },
    async sentAfter(action) {
      await t.app.mail.drain();
      const before = inbox.received.length;
      await action();
      await t.app.mail.drain();
      return inbox.received.slice(before);
    },
  };
}

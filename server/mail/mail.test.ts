import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/store';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';
import type { MailContent } from './compose-mail';

const FROM = 'The Queen of the Ocean <news@example.test>';
const FAST_RETRY = { firstDelayMs: 20, maxDelayMs: 40, maxAttempts: 3 };

let inbox: SmtpInbox;
let t: TestApp;
/** A server that mails the inbox of the moment, retrying quickly. */
const mailingTestApp = (overrides: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({
    mail: { smtpUrl: inbox.url, from: FROM },
    siteUrl: 'https://shows.example.test',
    mailRetry: FAST_RETRY,
    ...overrides,
  });
beforeEach(async () => {
  inbox = await startSmtpInbox();
  t = await mailingTestApp();
});
afterEach(async () => {
  await t.close();
  await inbox.close();
});

const notice = (overrides: Partial<MailContent> = {}): MailContent => ({
  kind: 'test-notice',
  to: 'ada@example.test',
  subject: 'A new date in Cardiff',
  paragraphs: ['The Queen of the Ocean sails into Cardiff <soon>.'],
  action: { label: 'See the date', url: 'https://shows.example.test/titanic' },
  ...overrides,
});
const queue = (content: MailContent) => t.app.store.transaction(() => t.app.mail.enqueue(content));

describe('e-mail through the outbox', () => {
  it('arrives over SMTP with a plain-text and an HTML part, the site name and the postal address', async () => {
    expect(queue(notice())).toBe(true);
    const [mail] = await inbox.waitFor(1);
    expect(mail?.to).toEqual(['ada@example.test']);
    expect(mail?.subject).toBe('A new date in Cardiff');
    expect(mail?.header('from')).toBe(FROM);
    expect(mail?.text).toContain('The Queen of the Ocean sails into Cardiff <soon>.');
    expect(mail?.text).toContain('See the date: https://shows.example.test/titanic');
    expect(mail?.text).toContain('Unit 4, Maritime Quarter, Swansea, SA1 1AA');
    // The footer under the signature line mail programs know ("-- "), which they leave out of a quoted reply.
    expect(mail?.text).toMatch(/\n-- \n\nThe Queen of the Ocean/);
    // The HTML part escapes what it is given and links the call to action; a phone's web view lays it out
    // at the screen's width.
    expect(mail?.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail?.html).toContain('Cardiff &lt;soon&gt;.');
    expect(mail?.html).toContain('href="https://shows.example.test/titanic"');
    expect(mail?.html).toContain('Unit 4, Maritime Quarter, Swansea, SA1 1AA');
    expect(mail?.messageId).toMatch(/^<outbox-\d+-\d+@example\.test>$/);
    await t.app.mail.drain();
    expect(t.app.store.outbox.countByStatus()).toMatchObject({ sent: 1, waiting: 0, failed: 0 });
  });

  it('carries one-click unsubscribe headers (RFC 8058) and a link when the message is to a subscriber', async () => {
    queue(
      notice({
        unsubscribe: {
          pageUrl: 'https://shows.example.test/unsubscribe?token=abc',
          oneClickUrl: 'https://shows.example.test/api/subscriptions/unsubscribe?token=abc',
        },
      }),
    );
    const [mail] = await inbox.waitFor(1);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.header('list-unsubscribe')).toBe(
      '<https://shows.example.test/api/subscriptions/unsubscribe?token=abc>',
    );
    expect(mail?.text).toContain('Unsubscribe: https://shows.example.test/unsubscribe?token=abc');
    expect(mail?.html).toContain('href="https://shows.example.test/unsubscribe?token=abc"');
  });

  it('is not queued when the write that caused it is rolled back', async () => {
    expect(() =>
      t.app.store.transaction(() => {
        t.app.mail.enqueue(notice());
        throw new Error('the cause failed');
      }),
    ).toThrow('the cause failed');
    await t.app.mail.drain();
    expect(t.app.store.outbox.listNewest()).toEqual([]);
    expect(inbox.received).toEqual([]);
  });

  it('is sent once per dedupe key, however often the cause repeats', async () => {
    expect(queue(notice({ dedupeKey: 'date-1:ada' }))).toBe(true);
    expect(queue(notice({ dedupeKey: 'date-1:ada' }))).toBe(false);
    await inbox.waitFor(1);
    await t.app.mail.drain();
    expect(queue(notice({ dedupeKey: 'date-1:ada' }))).toBe(false);
    await t.app.mail.drain();
    expect(inbox.received).toHaveLength(1);
  });

  it('goes out with the others due over one SMTP session, and over a new one once the server dropped it', async () => {
    for (const to of ['ada@example.test', 'bob@example.test', 'cy@example.test']) queue(notice({ to }));
    await t.app.mail.drain();
    expect(inbox.received).toHaveLength(3);
    expect(inbox.sessions()).toBe(1);

    // The mail server restarts while the session waits for the next e-mail: that one still goes at once.
    const port = inbox.port;
    await inbox.close();
    inbox = await startSmtpInbox(port);
    queue(notice({ to: 'dee@example.test' }));
    await t.app.mail.drain();
    expect(inbox.received.map((mail) => mail.to)).toEqual([['dee@example.test']]);
    expect(t.app.store.outbox.listNewest()[0]).toMatchObject({
      to: 'dee@example.test',
      status: 'sent',
      attempts: 1,
    });
  });

  it('is retried after a temporary failure and sent when the SMTP server is back', async () => {
    // The server's clock moves only when the test moves it, so the retry comes when the test says: with the
    // real clock, a busy machine let the 20 ms pass within the first drain, and the second attempt came first.
    let clock = Date.now();
    await t.close();
    t = await mailingTestApp({ now: () => new Date(clock) });
    const port = inbox.port;
    await inbox.close();
    queue(notice());
    await t.app.mail.drain();
    const [waiting] = t.app.store.outbox.listNewest();
    expect(waiting).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    inbox = await startSmtpInbox(port);
    await t.app.mail.drain();
    expect(inbox.received).toEqual([]);
    clock += FAST_RETRY.firstDelayMs;
    await t.app.mail.drain();
    expect(t.app.store.outbox.listNewest()[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(inbox.received).toHaveLength(1);
  });

  it('is marked failed with the reason when the server refuses it for good (no retry)', async () => {
    inbox.refuse.add('gone@example.test');
    queue(notice({ to: 'gone@example.test' }));
    queue(notice({ to: 'ada@example.test' }));
    await inbox.waitFor(1);
    await t.app.mail.drain();
    const entries = t.app.store.outbox.listNewest();
    expect(entries.find((e) => e.to === 'gone@example.test')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/550/),
    });
    expect(inbox.received.map((m) => m.to)).toEqual([['ada@example.test']]);
  });

  it('gives up after the last attempt, keeping the reason', async () => {
    await inbox.close();
    queue(notice());
    await expect.poll(() => t.app.store.outbox.listNewest()[0]?.status, { timeout: 5000 }).toBe('failed');
    expect(t.app.store.outbox.listNewest()[0]).toMatchObject({ attempts: FAST_RETRY.maxAttempts });
    inbox = await startSmtpInbox();
  });

  it('finishes the e-mail in hand when the server shuts down, and records it as sent', async () => {
    inbox.hold();
    queue(notice());
    await expect.poll(() => t.app.store.outbox.countByStatus().sending).toBe(1);
    const closing = t.app.close();
    setTimeout(() => inbox.release(), 50);
    await closing;
    expect(inbox.received).toHaveLength(1);
    const store = openStore(t.dataDir);
    expect(store.outbox.countByStatus()).toMatchObject({ sent: 1, sending: 0 });
    store.close();
    t = await createTestApp({ dataDir: t.dataDir });
  });
});

describe('e-mail after a restart', () => {
  it('sends what an earlier process queued or had in hand, once', async () => {
    const { dataDir } = t;
    await t.close().catch(() => undefined);
    // A process that queued two e-mails and was stopped mid-send (one row still marked as being sent).
    const earlier = openStore(dataDir);
    earlier.outbox.enqueue(
      { kind: 'k', to: 'a@example.test', subject: 'one', text: 'x', html: 'x' },
      new Date(),
    );
    earlier.outbox.enqueue(
      { kind: 'k', to: 'b@example.test', subject: 'two', text: 'x', html: 'x' },
      new Date(),
    );
    expect(earlier.outbox.claimDue(new Date())?.subject).toBe('one');
    earlier.close();

    t = await createTestApp({ dataDir, mail: { smtpUrl: inbox.url, from: FROM } });
    await inbox.waitFor(2);
    await t.app.mail.drain();
    expect(inbox.received.map((m) => m.subject).sort()).toEqual(['one', 'two']);
    expect(t.app.store.outbox.countByStatus()).toMatchObject({ sent: 2, waiting: 0, sending: 0 });
  });
});

describe('without SMTP settings', () => {
  it('sends nothing, says mail is off, and keeps each e-mail with its words for the dashboard', async () => {
    const off = await createTestApp();
    expect(off.app.mail.enabled).toBe(false);
    expect(off.app.store.transaction(() => off.app.mail.enqueue(notice()))).toBe(false);
    const [held] = off.app.store.outbox.listNewest();
    expect(held).toMatchObject({ to: 'ada@example.test', subject: 'A new date in Cardiff', status: 'held' });
    expect(held?.text).toContain('See the date: https://');
    expect(off.app.store.outbox.countByStatus()).toMatchObject({ held: 1, waiting: 0 });
    await off.close();
  });

  it('never sends what was kept while mail was off, once SMTP is set up', async () => {
    const { dataDir } = t;
    await t.app.close();
    const off = await createTestApp({ dataDir });
    off.app.store.transaction(() => off.app.mail.enqueue(notice({ subject: 'kept' })));
    await off.app.close();

    t = await createTestApp({ dataDir, mail: { smtpUrl: inbox.url, from: FROM } });
    expect(queue(notice({ subject: 'new' }))).toBe(true);
    await inbox.waitFor(1);
    await t.app.mail.drain();
    expect(inbox.received.map((m) => m.subject)).toEqual(['new']);
    expect(t.app.store.outbox.countByStatus()).toMatchObject({ held: 1, sent: 1 });
  });
});

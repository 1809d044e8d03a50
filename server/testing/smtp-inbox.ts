import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as it arrived over SMTP, parsed (both parts, headers, envelope). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A header's value as sent (unfolded), by case-insensitive name. */
  header(name: string): string | undefined;
  messageId: string | undefined;
  /** The message exactly as it came over the wire (for checkers such as SpamAssassin). */
  raw: string;
}

function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:PORT (no TLS, any login accepted). */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Mail to these addresses is refused with a permanent 550. */
  refuse: Set<string>;
  /** Holds every DATA reply until `release()` (to catch a send in flight). */
  hold(): void;
  release(): void;
  /** Forgets held messages unacknowledged (their sender died mid-conversation) and stops holding. */
  dropHeld(): void;
  /** Messages arrived but not yet acknowledged. */
  heldCount(): number;
  /** SMTP sessions (connections) opened so far. */
  sessions(): number;
  /**
   * Resolves once `count` messages have arrived in total. The wait is as long as a browser assertion's (15 s,
   * `expect.timeout`): the outbox sends after the page says "sent", from another process, on a busy machine.
   */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (nodemailer's own smtp-server), so mail tests exercise the whole SMTP
 * conversation rather than a stand-in for the mailer. Pass `port` to listen on a known port (restart tests).
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const waiters: (() => void)[] = [];
  let held: (() => void)[] | null = null;
  let sessions = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() ends a session the sender keeps open for its next message (its pool) at once, with a 421, as a
    // mail server going down would: not after smtp-server's default 30 s grace.
    closeTimeout: 1,
    onConnect(_session, callback) {
      sessions += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const source = new Promise<Buffer>((resolve, reject) => {
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
      source
        .then(async (raw) => ({ raw, mail: await simpleParser(raw) }))
        .then(
          ({ raw, mail }) => {
            const finish = () => {
              received.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                header: (name) => rawHeader(mail, name),
                messageId: mail.messageId,
                raw: raw.toString('utf8'),
              });
              for (const wake of waiters.splice(0)) wake();
              callback();
            };
            if (held) held.push(finish);
            else finish();
          },
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refuse,
    hold: () => {
      held = [];
    },
    release: () => {
      const pending = held ?? [];
      held = null;
      for (const finish of pending) finish();
    },
    dropHeld: () => {
      held = null;
    },
    heldCount: () => held?.length ?? 0,
    sessions: () => sessions,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} e-mails, received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

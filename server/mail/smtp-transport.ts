import nodemailer from 'nodemailer';
import type { OutboxEntry } from '../db/outbox-repository';

/** Sends one queued e-mail. Rejects with a MailSendError saying whether trying again could help. */
export interface MailTransport {
  send(entry: OutboxEntry): Promise<void>;
  close(): void;
}

export class MailSendError extends Error {
  constructor(
    message: string,
    /** A 5xx SMTP reply (mailbox unknown, message refused): the same message will never go through. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/** The domain of an address like `Name <news@example.co.uk>`, for Message-IDs. */
function domainOf(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/**
 * SMTP through nodemailer, from `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`) and `MAIL_FROM`.
 * Each outbox row has a stable Message-ID, so if a crash ever makes us hand the same row over twice the
 * receiving side can recognise the duplicate.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // One connection kept open for the next message (a pool of one, as the outbox sends one at a time): a
  // change's notices to 300 people are one SMTP session, not 300 connections, TLS handshakes and greetings.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1 });
  const domain = domainOf(from);
  return {
    async send(entry) {
      try {
        await transporter.sendMail({
          from,
          to: entry.to,
          subject: entry.subject,
          text: entry.text,
          html: entry.html,
          headers: entry.headers,
          messageId: `<outbox-${entry.id}-${Date.parse(entry.createdAt)}@${domain}>`,
        });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        const message = error instanceof Error ? error.message : String(error);
        throw new MailSendError(message, typeof code === 'number' && code >= 500 && code < 600);
      }
    },
    close: () => transporter.close(),
  };
}

import { z } from 'zod';
import { formatMoment } from './dates';
import { LIMITS } from './limits';
import { requiredBody, requiredText } from './text';

/** Caps of a manager's answer (firestore.rules repeats them for hosted replies). */
export const REPLY_LIMITS = { subject: 200, body: LIMITS.message } as const;

/** What the manager writes: the subject (prefilled "Re: ...") and the answer. */
export const replyInputSchema = z.object({
  subject: requiredText('Subject', REPLY_LIMITS.subject),
  body: requiredBody('Answer', REPLY_LIMITS.body),
});
export type ReplyInput = z.input<typeof replyInputSchema>;
export type ReplyFields = z.output<typeof replyInputSchema>;

/**
 * Where a reply's e-mail is, as far as the mode can tell: waiting in the outbox, sent, failed, held (embedded
 * without SMTP settings: kept in the outbox to read, never sent), not e-mailed at all (an answer stored
 * before the outbox kept such e-mails, or a held one the e-mail log has since purged), or unknown (its record left the e-mail log before replies kept how
 * it ended: migration 027).
 */
export const REPLY_STATES = ['waiting', 'sent', 'failed', 'held', 'not-sent', 'unknown'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

/** One answer the manager sent from the inbox, kept with the message it answers. */
export interface SubmissionReply extends ReplyFields {
  id: string;
  /** The visitor's address it went to. */
  to: string;
  sentAt: string;
  /** The manager's e-mail address. */
  sentBy: string;
  state: ReplyState;
  /** Why it failed, when the mode knows. */
  error?: string;
}

/** The visitor's message as a reply quotes it: who wrote it and when, each line marked "> ". */
export interface QuotedMessage {
  heading: string;
  lines: string[];
}

/** "On Thursday 5 March 2026 at 14:03, Ada wrote:" and the message, line by line, for the reply's e-mail. */
export function quoteMessage(name: string, receivedAt: string, message: string): QuotedMessage {
  return {
    heading: `On ${formatMoment(receivedAt)}, ${name} wrote:`,
    lines: message.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>')),
  };
}

/** The answer's first lines, for the message's history: at most `max` characters of it, on one line. */
export function replyPreview(body: string, max = 140): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Whom a reply answers and what it quotes, from a message or an enquiry. */
export interface ReplyTarget {
  name: string;
  email: string;
  message: string;
  receivedAt: string;
}

export const contactMessageTarget = (m: {
  name: string;
  email: string;
  message: string;
  createdAt: string;
}): ReplyTarget => ({ name: m.name, email: m.email, message: m.message, receivedAt: m.createdAt });

export const hostingRequestTarget = (r: {
  contactName?: string;
  venueName: string;
  venueEmail: string;
  venueMessage: string;
  createdAt: string;
}): ReplyTarget => ({
  name: r.contactName || r.venueName,
  email: r.venueEmail,
  message: r.venueMessage,
  receivedAt: r.createdAt,
});

/** The answer as e-mail paragraphs (a blank line starts a new one) and the visitor's words quoted after it. */
export function replyMail(target: ReplyTarget, body: string) {
  return {
    paragraphs: body.split(/\r?\n\s*\r?\n/).filter((p) => p.trim() !== ''),
    ...(target.message.trim() ? { quote: quoteMessage(target.name, target.receivedAt, target.message) } : {}),
  };
}

import type { SubmissionKind } from '../../src/domain/inbox';
import type { ReplyState, SubmissionReply } from '../../src/domain/inbox-reply';
import type { Db } from './database';
import type { OutboxStatus } from './outbox-repository';

interface ReplyRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  sent_by: string;
  sent_at: string;
  mail_key: string | null;
  /** How its e-mail ended, kept on the reply when the outbox row left (migration 027). */
  final_status: OutboxStatus | null;
  final_error: string | null;
  status: OutboxStatus | null;
  last_error: string | null;
}

/**
 * What a reply's outbox row says of it, or once the row is purged (after 90 days) what it said then; a row
 * purged before the reply kept it says nothing.
 */
function stateOf(row: ReplyRow): ReplyState {
  if (row.mail_key === null) return 'not-sent';
  // Held, then purged: no longer in E-mail to read, only never sent.
  if (row.status === null && row.final_status === 'held') return 'not-sent';
  const status = row.status ?? row.final_status;
  if (status === null) return 'unknown';
  return status === 'sending' ? 'waiting' : status;
}

/** Why its e-mail failed, from the outbox row or from what the reply kept of it. */
function errorOf(row: ReplyRow): { error?: string } {
  const [status, error] =
    row.status === null ? [row.final_status, row.final_error] : [row.status, row.last_error];
  return status === 'failed' && error ? { error } : {};
}

const toReply = (row: ReplyRow): SubmissionReply => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  body: row.body,
  sentBy: row.sent_by,
  sentAt: row.sent_at,
  state: stateOf(row),
  ...errorOf(row),
});

export interface NewReply extends Omit<SubmissionReply, 'state' | 'error'> {
  kind: SubmissionKind;
  submissionId: string;
  mailKey: string | null;
}

/**
 * The manager's answers to messages and enquiries (migration 024), read with their e-mail's state from the
 * outbox. Erasing the message erases them and their e-mails (the migration's triggers).
 */
export function createInboxRepliesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO inbox_replies (id, kind, submission_id, to_address, subject, body, sent_by, sent_at, mail_key)
     VALUES (@id, @kind, @submissionId, @to, @subject, @body, @sentBy, @sentAt, @mailKey)`,
  );
  const ofOne = db.prepare<[SubmissionKind, string], ReplyRow>(
    `SELECT r.*, o.status, o.last_error FROM inbox_replies r LEFT JOIN outbox o ON o.dedupe_key = r.mail_key
     WHERE r.kind = ? AND r.submission_id = ? ORDER BY r.sent_at, r.rowid`,
  );
  const one = db.prepare<[string], ReplyRow>(
    `SELECT r.*, o.status, o.last_error FROM inbox_replies r LEFT JOIN outbox o ON o.dedupe_key = r.mail_key
     WHERE r.id = ?`,
  );
  return {
    add(reply: NewReply): SubmissionReply {
      insert.run(reply);
      const row = one.get(reply.id);
      if (!row) throw new Error('a reply left during its own write');
      return toReply(row);
    },
    /** The answers to one message or enquiry, oldest first. */
    of: (kind: SubmissionKind, submissionId: string): SubmissionReply[] =>
      ofOne.all(kind, submissionId).map(toReply),
  };
}

import type { Db } from './database';

/** One e-mail, ready to send: both parts and any extra headers. */
export interface OutgoingMail {
  /** What kind of e-mail this is, shown on the dashboard, e.g. 'subscription-confirmation'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A second enqueue with the same key is ignored: one cause, one e-mail. */
  dedupeKey?: string;
  /** E-mail to a subscriber is deleted with the subscription (unsubscribe, erasure). */
  subscriberId?: string;
  /** E-mail to someone waiting for seats is deleted with their request (leaving the list, retention). */
  seatsBackId?: string;
  /** A listing change's notice: it waits until `dueAt` (ms) and can be recalled until then. */
  notice?: ListingNotice;
}

/** The listing a notice is about, the date it speaks of, and when it goes. */
export interface ListingNotice {
  listingId: string;
  date: string;
  dueAt: number;
}

/** Notices still waiting to go: one kind of e-mail about one listing, to `count` people. */
export interface WaitingNotices {
  listingId: string;
  kind: string;
  count: number;
  /** When the first of them goes (ms since the epoch). */
  dueAt: number;
}

/** A notice taken back before it went, with what it had marked (so the mark can be taken back too). */
export interface WithdrawnNotice {
  kind: string;
  subscriberId: string | null;
  seatsBackId: string | null;
  date: string;
}

/** `held`: written without SMTP, kept for the dashboard to read, never sent. */
export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed' | 'held';

/** A queued e-mail as the worker and the dashboard see it. */
export interface OutboxEntry extends Omit<
  OutgoingMail,
  'headers' | 'dedupeKey' | 'subscriberId' | 'seatsBackId' | 'notice'
> {
  id: number;
  headers: Record<string, string>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: JSON.parse(row.headers) as Record<string, string>,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

export function createOutboxRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO outbox (kind, to_address, subject, text_body, html_body, headers, dedupe_key, subscriber_id, seats_back_id, listing_id, notice_date, next_attempt_at, created_at, status)
     VALUES (@kind, @to, @subject, @text, @html, @headers, @dedupeKey, @subscriberId, @seatsBackId, @listingId, @noticeDate, @due, @createdAt, @status)
     ON CONFLICT (dedupe_key) DO NOTHING`,
  );
  const one = db.prepare<[number], OutboxRow>(`SELECT * FROM outbox WHERE id = ?`);
  // One statement claims the oldest due message, so two workers could never take the same one.
  const claim = db.prepare<[number], OutboxRow>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1
     WHERE id = (SELECT id FROM outbox WHERE status = 'waiting' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1)
     RETURNING *`,
  );
  const markSent = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND status = 'sending'`,
  );
  const retry = db.prepare<[number, string, number]>(
    `UPDATE outbox SET status = 'waiting', next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'sending'`,
  );
  const fail = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ? AND status = 'sending'`,
  );
  const releaseAll = db.prepare(`UPDATE outbox SET status = 'waiting' WHERE status = 'sending'`);
  const nextDue = db.prepare<[], { due: number | null }>(
    `SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'waiting'`,
  );
  const newest = db.prepare<[number], OutboxRow>(`SELECT * FROM outbox ORDER BY id DESC LIMIT ?`);
  const counts = db.prepare<[], { status: OutboxStatus; n: number }>(
    `SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`,
  );
  const removeByKey = db.prepare<[string]>(`DELETE FROM outbox WHERE dedupe_key = ?`);
  // Waiting and never tried: a notice the worker has begun on is no longer the manager's to recall.
  const RECALLABLE = `status = 'waiting' AND attempts = 0 AND listing_id IS NOT NULL`;
  const waitingNotices = db.prepare<[], WaitingNotices>(
    `SELECT listing_id AS listingId, kind, COUNT(*) AS count, MIN(next_attempt_at) AS dueAt
       FROM outbox WHERE ${RECALLABLE} GROUP BY listing_id, kind ORDER BY dueAt, listing_id, kind`,
  );
  const release = db.prepare<[number, string, string]>(
    `UPDATE outbox SET next_attempt_at = ? WHERE ${RECALLABLE} AND listing_id = ? AND kind = ?`,
  );
  const withdrawKind = db.prepare<
    [{ listingId: string; kind: string; date: string | null }],
    WithdrawnNotice
  >(
    `DELETE FROM outbox WHERE ${RECALLABLE} AND listing_id = @listingId AND kind = @kind
       AND (@date IS NULL OR notice_date = @date)
     RETURNING kind, subscriber_id AS subscriberId, seats_back_id AS seatsBackId, notice_date AS date`,
  );
  const ofListing = db.prepare<[string], { kind: string; date: string }>(
    `SELECT DISTINCT kind, notice_date AS date FROM outbox WHERE ${RECALLABLE} AND listing_id = ?`,
  );
  // A failed e-mail told nobody; a withdrawn one is gone. The id orders what one address was told.
  const lastWord = db.prepare<[string, string], { kind: string }>(
    `SELECT kind FROM outbox WHERE to_address = ? AND listing_id = ? AND status <> 'failed'
       AND kind IN ('new-date', 'date-cancelled', 'date-postponed') ORDER BY id DESC LIMIT 1`,
  );
  const purge = db.prepare<[string]>(
    `DELETE FROM outbox WHERE status IN ('sent', 'failed', 'held') AND created_at < ?`,
  );

  return {
    /**
     * Queues one e-mail; false when its dedupe key was queued before (nothing new is written). `held` keeps
     * it for reading only (no SMTP): the worker never claims it.
     */
    enqueue(mail: OutgoingMail, now: Date, status: 'waiting' | 'held' = 'waiting'): boolean {
      const result = insert.run({
        status,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: JSON.stringify(mail.headers ?? {}),
        dedupeKey: mail.dedupeKey ?? null,
        subscriberId: mail.subscriberId ?? null,
        seatsBackId: mail.seatsBackId ?? null,
        listingId: mail.notice?.listingId ?? null,
        noticeDate: mail.notice?.date ?? null,
        due: mail.notice?.dueAt ?? now.getTime(),
        createdAt: now.toISOString(),
      });
      return result.changes > 0;
    },
    /** Takes the oldest message due by `now` for sending, or null when none is due. */
    claimDue(now: Date): OutboxEntry | null {
      const row = claim.get(now.getTime());
      return row ? toEntry(row) : null;
    },
    markSent(id: number, now: Date): void {
      markSent.run(now.toISOString(), id);
    },
    /** Puts a claimed message back in the queue, due again at `due`, remembering why it failed. */
    retryAt(id: number, due: Date, reason: string): void {
      retry.run(due.getTime(), reason, id);
    },
    /** Gives up on a claimed message; the reason is shown on the dashboard. */
    markFailed(id: number, reason: string): void {
      fail.run(reason, id);
    },
    /**
     * Returns messages a stopped process had claimed to the queue. Only one server owns the database, so at
     * start-up nothing is being sent by anyone else.
     */
    releaseClaimed(): number {
      return releaseAll.run().changes;
    },
    /** When the earliest waiting message is due (ms since the epoch), or null when nothing waits. */
    nextDueAt(): number | null {
      return nextDue.get()?.due ?? null;
    },
    /** One message with its words, for the manager who opens it on the dashboard; null when gone. */
    find(id: number): OutboxEntry | null {
      const row = one.get(id);
      return row ? toEntry(row) : null;
    },
    listNewest(limit = 200): OutboxEntry[] {
      return newest.all(limit).map(toEntry);
    },
    countByStatus(): Record<OutboxStatus, number> {
      const result: Record<OutboxStatus, number> = { waiting: 0, sending: 0, sent: 0, failed: 0, held: 0 };
      for (const { status, n } of counts.all()) result[status] = n;
      return result;
    },
    /** Deletes the e-mail queued under this dedupe key, sent or not (erasure of what caused it). */
    deleteByDedupeKey(key: string): boolean {
      return removeByKey.run(key).changes > 0;
    },
    /** The notices that still wait, one entry per listing and kind, the soonest first. */
    waitingNotices(): WaitingNotices[] {
      return waitingNotices.all();
    },
    /** The kinds of notice still waiting about one listing, with the date each speaks of. */
    waitingNoticesOf(listingId: string): { kind: string; date: string }[] {
      return ofListing.all(listingId);
    },
    /** Makes one listing's waiting notices of `kind` due at `now`; how many. */
    sendNoticesNow(listingId: string, kind: string, now: Date): number {
      return release.run(now.getTime(), listingId, kind).changes;
    },
    /** Deletes one listing's waiting notices of `kind` (about `date` only, if given); says what they were. */
    withdrawNotices(listingId: string, kind: string, date: string | null = null): WithdrawnNotice[] {
      return withdrawKind.all({ listingId, kind, date });
    },
    /**
     * The kind of the last e-mail this address had, or has coming, about a listing being on or off: `new-date`
     * (a first word, or back on), `date-cancelled` or `date-postponed`; null when the log holds none.
     */
    lastOnOrOffNotice(to: string, listingId: string): string | null {
      return lastWord.get(to, listingId)?.kind ?? null;
    },
    /** Deletes sent, failed and held messages created before `cutoff`: the log is kept only as long as useful. */
    purgeFinishedBefore(cutoff: Date): number {
      return purge.run(cutoff.toISOString()).changes;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

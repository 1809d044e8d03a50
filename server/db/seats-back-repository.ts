import { randomBytes, randomUUID } from 'node:crypto';
import type { SeatsBackFields } from '../../src/domain/seats-back';
import type { Db } from './database';

/** One person waiting for seats on one date, with the token for their e-mail links. */
export interface SeatsBackEntry {
  id: string;
  token: string;
  venueId: string;
  email: string;
  partySize: number;
  consentText: string;
  confirmedAt: string | null;
  toldAt: string | null;
  createdAt: string;
}

interface SeatsBackRow {
  id: string;
  token: string;
  venue_id: string;
  email: string;
  party_size: number;
  consent_text: string;
  confirmed_at: string | null;
  told_at: string | null;
  created_at: string;
}

const toEntry = (row: SeatsBackRow): SeatsBackEntry => ({
  id: row.id,
  token: row.token,
  venueId: row.venue_id,
  email: row.email,
  partySize: row.party_size,
  consentText: row.consent_text,
  confirmedAt: row.confirmed_at,
  toldAt: row.told_at,
  createdAt: row.created_at,
});

export function createSeatsBackRepository(db: Db) {
  const byKey = db.prepare<[string, string], SeatsBackRow>(
    'SELECT * FROM seats_back WHERE venue_id = ? AND email = ?',
  );
  const insert = db.prepare(
    `INSERT INTO seats_back (id, token, venue_id, email, party_size, consent_text, consent_page, consented_at, created_at)
     VALUES (@id, @token, @venueId, @email, @partySize, @consentText, @consentPage, @consentedAt, @consentedAt)`,
  );
  // Asking again before confirming renews the consent and the party size, and keeps the place in the queue.
  const renew = db.prepare(
    `UPDATE seats_back SET party_size = @partySize, consent_text = @consentText, consent_page = @consentPage,
       consented_at = @consentedAt WHERE id = @id`,
  );
  // Asking again once confirmed: the party size only (the consent record stays the one its owner confirmed).
  const resize = db.prepare('UPDATE seats_back SET party_size = @partySize WHERE id = @id');
  const confirmOne = db.prepare<[string, string]>(
    'UPDATE seats_back SET confirmed_at = ? WHERE confirmed_at IS NULL AND token = ?',
  );
  const byToken = db.prepare<[string], SeatsBackRow>('SELECT * FROM seats_back WHERE token = ?');
  const unconfirmedOfEmail = db.prepare<[string], SeatsBackRow>(
    'SELECT * FROM seats_back WHERE email = ? AND confirmed_at IS NULL ORDER BY created_at, rowid',
  );
  const removeByToken = db.prepare<[string]>('DELETE FROM seats_back WHERE token = ?');
  const removeByEmail = db.prepare<[string]>('DELETE FROM seats_back WHERE email = ?');
  const waiting = db.prepare<[string], SeatsBackRow>(
    `SELECT * FROM seats_back WHERE venue_id = ? AND confirmed_at IS NOT NULL AND told_at IS NULL
      ORDER BY created_at, rowid`,
  );
  const waitingCounts = db.prepare<[], { venue_id: string; waiting: number }>(
    `SELECT venue_id, COUNT(*) AS waiting FROM seats_back
      WHERE confirmed_at IS NOT NULL AND told_at IS NULL GROUP BY venue_id`,
  );
  const markTold = db.prepare<[string, string]>('UPDATE seats_back SET told_at = ? WHERE id = ?');
  const unmarkTold = db.prepare<[string]>('UPDATE seats_back SET told_at = NULL WHERE id = ?');
  const removeForDatesBefore = db.prepare<[string]>(
    'DELETE FROM seats_back WHERE venue_id IN (SELECT id FROM venues WHERE date < ?)',
  );

  return {
    /**
     * Stores a request with its consent. A repeat keeps the place in the queue and takes the new party size;
     * it renews the consent record only while the request is not confirmed (anyone can type an address into
     * the form: a confirmed request's record stays the one its owner confirmed).
     */
    save(fields: SeatsBackFields, consentText: string, now: Date): SeatsBackEntry {
      const consent = {
        partySize: fields.partySize,
        consentText,
        consentPage: fields.page,
        consentedAt: now.toISOString(),
      };
      const existing = byKey.get(fields.listing, fields.email);
      if (existing) {
        if (existing.confirmed_at === null) renew.run({ ...consent, id: existing.id });
        else resize.run({ partySize: fields.partySize, id: existing.id });
      } else
        insert.run({
          ...consent,
          id: randomUUID(),
          token: randomBytes(16).toString('hex'),
          venueId: fields.listing,
          email: fields.email,
        });
      return toEntry(byKey.get(fields.listing, fields.email) as SeatsBackRow);
    },
    /** The request a link's token names (what its confirmation e-mail and page show), or null. */
    findByToken(token: string): SeatsBackEntry | null {
      const row = byToken.get(token);
      return row ? toEntry(row) : null;
    },
    /** The address's seats-back requests not confirmed yet, oldest first. */
    unconfirmedOf(email: string): SeatsBackEntry[] {
      return unconfirmedOfEmail.all(email).map(toEntry);
    },
    /**
     * Double opt-in: confirms exactly the request whose e-mail the token came in (its e-mail and page name
     * it); the address's other requests stay waiting, and go with their dates. Null when there is no such
     * request.
     */
    confirm(token: string, now: Date): 'confirmed' | 'already' | null {
      const changed = confirmOne.run(now.toISOString(), token).changes > 0;
      if (byToken.get(token) === undefined) return null;
      return changed ? 'confirmed' : 'already';
    },
    /** Leaves the list (one click); false when the request was not there. */
    deleteByToken(token: string): boolean {
      return removeByToken.run(token).changes > 0;
    },
    /** A manager's erase of a person: every request of that address, with its e-mails (the outbox cascades). */
    deleteByEmail(email: string): number {
      return removeByEmail.run(email).changes;
    },
    /** The confirmed people not yet told about this date, in the order they asked. */
    waitingFor(venueId: string): SeatsBackEntry[] {
      return waiting.all(venueId).map(toEntry);
    },
    /** How many confirmed people wait on each listing, not yet told: listing id to count. */
    countWaiting(): Record<string, number> {
      return Object.fromEntries(waitingCounts.all().map((row) => [row.venue_id, row.waiting]));
    },
    markTold(id: string, now: Date): void {
      markTold.run(now.toISOString(), id);
    },
    /** The request waits again: its e-mail was recalled before it went. */
    unmarkTold(id: string): void {
      unmarkTold.run(id);
    },
    /** Deletes the requests for dates before `day` (ISO): the retention rule. */
    deleteForDatesBefore(day: string): number {
      return removeForDatesBefore.run(day).changes;
    },
  };
}

export type SeatsBackRepository = ReturnType<typeof createSeatsBackRepository>;

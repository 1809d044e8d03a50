import type { HotelLinkState } from '../../src/domain/hotel';
import type { Db } from './database';

interface LinkRow {
  hotel_id: string;
  token_hash: string;
  sent_to: string;
  emailed: number;
  created_at: string;
  last_opened_at: string | null;
}

const toState = (row: LinkRow): HotelLinkState => ({
  sentTo: row.sent_to,
  emailed: row.emailed === 1,
  createdAt: row.created_at,
  lastOpenedAt: row.last_opened_at,
});

/**
 * Each hotel's private link (migrations/021-hotel-links.sql), found by its token's hash: the token itself
 * is never stored, so only the person holding the e-mail can open the page.
 */
export function createHotelLinksRepository(db: Db) {
  const byHotel = db.prepare<[string], LinkRow>('SELECT * FROM hotel_links WHERE hotel_id = ?');
  const byHash = db.prepare<[string], LinkRow>('SELECT * FROM hotel_links WHERE token_hash = ?');
  const all = db.prepare<[], LinkRow>('SELECT * FROM hotel_links');
  const replace = db.prepare<[string, string, string, number, string]>(
    `INSERT INTO hotel_links (hotel_id, token_hash, sent_to, emailed, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (hotel_id) DO UPDATE SET token_hash = excluded.token_hash, sent_to = excluded.sent_to,
         emailed = excluded.emailed, created_at = excluded.created_at, last_opened_at = NULL`,
  );
  const remove = db.prepare<[string]>('DELETE FROM hotel_links WHERE hotel_id = ?');
  const opened = db.prepare<[string, string]>(
    'UPDATE hotel_links SET last_opened_at = ? WHERE token_hash = ?',
  );

  return {
    /** The hotel's live link, or null. */
    of(hotelId: string): (HotelLinkState & { tokenHash: string }) | null {
      const row = byHotel.get(hotelId);
      return row ? { ...toState(row), tokenHash: row.token_hash } : null;
    },
    /** Every live link's state, by hotel id. */
    states(): Map<string, HotelLinkState> {
      return new Map(all.all().map((row) => [row.hotel_id, toState(row)]));
    },
    /** The hotel a token's hash opens, or null (never issued, revoked, or replaced). */
    hotelOf(tokenHash: string): string | null {
      return byHash.get(tokenHash)?.hotel_id ?? null;
    },
    /**
     * A new link for the hotel, in place of any earlier one (which stops working at once); `emailed` false
     * when no e-mail carries it.
     */
    issue(hotelId: string, tokenHash: string, sentTo: string, emailed: boolean, now: Date): void {
      replace.run(hotelId, tokenHash, sentTo, emailed ? 1 : 0, now.toISOString());
    },
    /** True when there was a link to revoke. */
    revoke(hotelId: string): boolean {
      return remove.run(hotelId).changes > 0;
    },
    markOpened(tokenHash: string, now: Date): void {
      opened.run(now.toISOString(), tokenHash);
    },
  };
}

export type HotelLinksRepository = ReturnType<typeof createHotelLinksRepository>;

import { randomUUID } from 'node:crypto';
import type { ListPage, PageQuery } from '../../src/domain/paging';
import { storedHistoryFields, type VenueChange, type VenueChangeAction } from '../../src/domain/venue-change';
import type { VenueFields } from '../../src/domain/venue';
import type { Db } from './database';
import { badCursor } from './newest-first-pages';

interface ChangeRow {
  id: number;
  venue_id: string;
  action: VenueChangeAction;
  actor: string;
  at: string;
  before_json: string | null;
  after_json: string | null;
  /** JSON array of every listing the row's record names, in the order written. */
  venue_ids: string;
}

const fields = (json: string | null): VenueFields | null =>
  json === null ? null : storedHistoryFields(JSON.parse(json) as VenueFields);

function toChange(row: ChangeRow): VenueChange {
  return {
    id: String(row.id),
    venueId: row.venue_id,
    action: row.action,
    actor: row.actor,
    at: row.at,
    before: fields(row.before_json),
    after: fields(row.after_json),
    venueIds: JSON.parse(row.venue_ids) as string[],
  };
}

export interface NewVenueChange {
  venueId: string;
  before: VenueFields | null;
  after: VenueFields | null;
}

/** One write of the manager's: what they did, who, when, and each listing it touched. */
export interface NewChangeRecord {
  action: VenueChangeAction;
  actor: string;
  at: Date;
  changes: readonly NewVenueChange[];
}

// A row with its record's listings; a row from before records existed names only its own listing.
const SELECT = `SELECT c.*, CASE WHEN c.record_id IS NULL THEN json_array(c.venue_id) ELSE
  (SELECT json_group_array(s.venue_id) FROM (SELECT venue_id FROM venue_changes
     WHERE record_id = c.record_id ORDER BY id) AS s) END AS venue_ids FROM venue_changes AS c`;

/** The listings' history: written only beside the change it describes (see server/venues/venue-writes.ts). */
export function createVenueChangesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO venue_changes (venue_id, action, actor, at, before_json, after_json, record_id)
     VALUES (@venueId, @action, @actor, @at, @before, @after, @recordId)`,
  );
  const ofVenue = db.prepare<[string], ChangeRow>(`${SELECT} WHERE c.venue_id = ? ORDER BY c.id DESC`);
  const recent = db.prepare<[number], ChangeRow>(`${SELECT} ORDER BY c.id DESC LIMIT ?`);
  const olderThan = db.prepare<[number, number], ChangeRow>(
    `${SELECT} WHERE c.id < ? ORDER BY c.id DESC LIMIT ?`,
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM venue_changes');

  return {
    /** Stores one record: a row per listing, sharing the record's id (call inside the write's transaction). */
    record({ action, actor, at, changes }: NewChangeRecord): void {
      const recordId = randomUUID();
      for (const change of changes) {
        insert.run({
          venueId: change.venueId,
          action,
          actor,
          at: at.toISOString(),
          before: change.before === null ? null : JSON.stringify(change.before, withoutHotel),
          after: change.after === null ? null : JSON.stringify(change.after, withoutHotel),
          recordId,
        });
      }
    },
    /** One listing's changes, newest first. */
    ofVenue(venueId: string): VenueChange[] {
      return ofVenue.all(venueId).map(toChange);
    },
    /**
     * Changes to any listing, newest first, a page at a time. The rowid is the order the changes happened
     * in (even within one millisecond), so the cursor is the last rowid shown: opaque, as every cursor is.
     */
    page({ limit, cursor }: PageQuery): ListPage<VenueChange> {
      let rows: ChangeRow[];
      if (cursor) {
        const last = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!Number.isSafeInteger(last) || last < 1) throw badCursor();
        rows = olderThan.all(last, limit + 1);
      } else {
        rows = recent.all(limit + 1);
      }
      const items = rows.slice(0, limit);
      const lastShown = items.at(-1);
      return {
        items: items.map(toChange),
        total: count.get()?.n ?? 0,
        nextCursor:
          rows.length > limit && lastShown
            ? Buffer.from(String(lastShown.id), 'utf8').toString('base64url')
            : null,
      };
    },
  };
}

/** A listing's record keeps its own fields: its hotel's facts (read with it) are the hotel's history. */
const withoutHotel = (key: string, value: unknown) => (key === 'hotel' ? undefined : value);

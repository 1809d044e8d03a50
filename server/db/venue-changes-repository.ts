import type { ListPage, PageQuery } from '../../src/domain/paging';
import type { VenueChange, VenueChangeAction } from '../../src/domain/venue-change';
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
}

const fields = (json: string | null): VenueFields | null =>
  json === null ? null : (JSON.parse(json) as VenueFields);

function toChange(row: ChangeRow): VenueChange {
  return {
    id: String(row.id),
    venueId: row.venue_id,
    action: row.action,
    actor: row.actor,
    at: row.at,
    before: fields(row.before_json),
    after: fields(row.after_json),
  };
}

export interface NewVenueChange {
  venueId: string;
  action: VenueChangeAction;
  actor: string;
  at: Date;
  before: VenueFields | null;
  after: VenueFields | null;
}

/** The listings' history: written only beside the change it describes (see server/venues/venue-writes.ts). */
export function createVenueChangesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO venue_changes (venue_id, action, actor, at, before_json, after_json)
     VALUES (@venueId, @action, @actor, @at, @before, @after)`,
  );
  const ofVenue = db.prepare<[string], ChangeRow>(
    'SELECT * FROM venue_changes WHERE venue_id = ? ORDER BY id DESC',
  );
  const recent = db.prepare<[number], ChangeRow>('SELECT * FROM venue_changes ORDER BY id DESC LIMIT ?');
  const olderThan = db.prepare<[number, number], ChangeRow>(
    'SELECT * FROM venue_changes WHERE id < ? ORDER BY id DESC LIMIT ?',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM venue_changes');

  return {
    record(change: NewVenueChange): void {
      insert.run({
        ...change,
        at: change.at.toISOString(),
        before: change.before === null ? null : JSON.stringify(change.before),
        after: change.after === null ? null : JSON.stringify(change.after),
      });
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

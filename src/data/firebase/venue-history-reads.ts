import {
  collection,
  documentId,
  getAggregate,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  startAt,
  sum,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { MAX_PAGE_SIZE, PAGE_SIZE, type ListPage, type PageRequest } from '../../domain/paging';
import type { VenueFields } from '../../domain/venue';
import {
  storedHistoryFields,
  VENUE_CHANGE_ACTIONS,
  type VenueChange,
  type VenueChangeAction,
} from '../../domain/venue-change';
import { DataError } from '../errors';
import { HISTORY } from './venue-history';

/** The dashboard's reading of the history (venue-history.ts says how it is stored); loaded by managers only. */

const isAction = (value: unknown): value is VenueChangeAction =>
  (VENUE_CHANGE_ACTIONS as readonly unknown[]).includes(value);

const fieldsOrNull = (value: unknown): VenueFields | null =>
  typeof value === 'object' && value !== null ? storedHistoryFields(value as VenueFields) : null;

/** One stored document as the port's changes, the last-written listing first (as the embedded store lists). */
function readChanges(id: string, data: Record<string, unknown>): VenueChange[] {
  const at = data.at instanceof Timestamp ? data.at.toDate().toISOString() : new Date(0).toISOString();
  const action = isAction(data.action) ? data.action : 'update';
  const actor = typeof data.actor === 'string' ? data.actor : '';
  const entries = Array.isArray(data.entries) ? (data.entries as Record<string, unknown>[]) : [];
  const venueIds = entries.map((entry) => String(entry.venueId));
  return entries
    .map((entry, index) => ({
      id: entries.length === 1 ? id : `${id}-${index}`,
      venueId: String(entry.venueId),
      action,
      actor,
      at,
      before: fieldsOrNull(entry.before),
      after: fieldsOrNull(entry.after),
      venueIds,
    }))
    .reverse();
}

/** One listing's changes, newest first. A listing's history is short (a few changes a season): read whole. */
export async function listChangesOfVenue(db: Firestore, venueId: string): Promise<VenueChange[]> {
  const snapshot = await getDocs(
    query(collection(db, HISTORY), where('venueIds', 'array-contains', venueId), orderBy('at', 'desc')),
  );
  return snapshot.docs.flatMap((d) => readChanges(d.id, d.data()).filter((c) => c.venueId === venueId));
}

interface Cursor {
  /** The document the next page starts in: its `at` ([seconds, nanoseconds]) and id. */
  at: [number, number];
  id: string;
  /** How many of that document's changes were shown already. */
  skip: number;
}

function readCursor(cursor: string | null | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(cursor) as Cursor;
    if (
      Array.isArray(parsed.at) &&
      parsed.at.length === 2 &&
      parsed.at.every((n) => Number.isSafeInteger(n)) &&
      typeof parsed.id === 'string' &&
      Number.isSafeInteger(parsed.skip) &&
      parsed.skip >= 0
    )
      return parsed;
  } catch {
    // falls through to the refusal below
  }
  throw new DataError('invalid', 'This page of the list could not be found. Go back to the first page.');
}

/**
 * Changes to any listing, newest first, a page at a time. A page may end inside one document (an import of
 * 20 listings is one document of 20 changes), so the cursor names the document and how many of its changes
 * were shown.
 */
export async function pageRecentChanges(
  db: Firestore,
  request: PageRequest = {},
): Promise<ListPage<VenueChange>> {
  const size = Math.min(Math.max(1, Math.trunc(request.limit ?? PAGE_SIZE)), MAX_PAGE_SIZE);
  const cursor = readCursor(request.cursor);
  const order = [orderBy('at', 'desc'), orderBy(documentId(), 'desc')];
  let from: QueryConstraint[] = cursor ? [startAt(new Timestamp(cursor.at[0], cursor.at[1]), cursor.id)] : [];

  const items: VenueChange[] = [];
  let nextCursor: string | null = null;
  reading: for (;;) {
    const snapshot = await getDocs(query(collection(db, HISTORY), ...order, ...from, limit(size + 1)));
    for (const d of snapshot.docs) {
      const changes = readChanges(d.id, d.data());
      const first = cursor && d.id === cursor.id && items.length === 0 ? cursor.skip : 0;
      for (let index = first; index < changes.length; index += 1) {
        const change = changes[index];
        if (!change) continue;
        if (items.length === size) {
          const at = d.data().at;
          if (at instanceof Timestamp)
            nextCursor = JSON.stringify({
              at: [at.seconds, at.nanoseconds],
              id: d.id,
              skip: index,
            } satisfies Cursor);
          break reading;
        }
        items.push(change);
      }
    }
    const last = snapshot.docs.at(-1);
    if (snapshot.docs.length < size + 1 || !last) break;
    from = [startAfter(last)];
  }

  const total = await getAggregate(collection(db, HISTORY), { changes: sum('count') });
  return { items, total: total.data().changes, nextCursor };
}

import {
  collection,
  getDocs,
  orderBy,
  query,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { trashCutoff, type TrashedVenue } from '../../domain/venue-change';
import { readVenueDoc } from './legacy-venue';
import { TRASH } from './venue-store';

/**
 * The trash: a deleted listing's document moves from `venues` to `trash` (venue-group-writes.ts trashVenues), as
 * it was stored plus `deletedAt` (the server's clock) and `deletedBy` (the manager's e-mail). Public pages
 * query `venues` only, and firestore.rules let only managers read `trash`, so a trashed listing is out of
 * public view without a filter on every public query (old documents lack any such field, and a filter
 * would hide them all). Restoring moves it back within TRASH_DAYS; after that the manager's browser purges
 * it when the dashboard opens (the rules allow deleting a trashed document only then).
 */

const deletedAtOf = (data: Record<string, unknown>): Date | null =>
  data.deletedAt instanceof Timestamp ? data.deletedAt.toDate() : null;

/** The trash, most recently deleted first; documents the normaliser cannot read are left out. */
export async function listTrash(db: Firestore): Promise<TrashedVenue[]> {
  const snapshot = await getDocs(query(collection(db, TRASH), orderBy('deletedAt', 'desc')));
  return snapshot.docs.flatMap((d) => {
    const data = d.data();
    const reading = readVenueDoc(d.id, data);
    const deletedAt = deletedAtOf(data);
    if (!reading.ok || !deletedAt) return [];
    return [
      {
        ...reading.venue,
        deletedAt: deletedAt.toISOString(),
        deletedBy: typeof data.deletedBy === 'string' ? data.deletedBy : '',
      },
    ];
  });
}

/** Deletes for good what was trashed more than TRASH_DAYS ago; returns how many. */
export async function purgeTrash(db: Firestore, now = new Date()): Promise<number> {
  const expired = await getDocs(
    query(collection(db, TRASH), where('deletedAt', '<', Timestamp.fromDate(trashCutoff(now)))),
  );
  // A batch holds at most 500 writes; what does not fit goes at the next opening of the dashboard.
  const batch = writeBatch(db);
  const doomed = expired.docs.slice(0, 500);
  for (const d of doomed) batch.delete(d.ref);
  if (doomed.length > 0) await batch.commit();
  return doomed.length;
}

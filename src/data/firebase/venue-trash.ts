import {
  collection,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Venue } from '../../domain/venue';
import { trashCutoff, venueFields, type TrashedVenue } from '../../domain/venue-change';
import { DataError } from '../errors';
import { readVenueDoc } from './legacy-venue';
import { changeRecord } from './venue-history';
import { readSnapshot, TRASH, venueRef } from './venue-store';
import { toStored } from './venue-writes';

/**
 * The trash: a deleted listing's document moves from `venues` to `trash` (venue-writes.ts removeVenue), as
 * it was stored plus `deletedAt` (the server's clock) and `deletedBy` (the manager's e-mail). Public pages
 * query `venues` only, and firestore.rules let only managers read `trash`, so a trashed listing is out of
 * public view without a filter on every public query (old documents lack any such field, and a filter
 * would hide them all). Restoring moves it back within TRASH_DAYS; after that the manager's browser purges
 * it when the dashboard opens (the rules allow deleting a trashed document only then).
 */

const notInTrash = () => new DataError('not-found', 'That listing is not in the trash.');

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

/** Moves a listing back from the trash, as it was (its id, fields and createdAt). */
export async function restoreFromTrash(db: Firestore, id: string, actor: string): Promise<Venue> {
  const trashed = venueRef(db, id, TRASH);
  const live = venueRef(db, id);
  await runTransaction(db, async (transaction) => {
    const current = await transaction.get(trashed);
    const data = current.data();
    const deletedAt = data ? deletedAtOf(data) : null;
    // Past TRASH_DAYS a listing is due to be purged: it counts as gone, as in the embedded store.
    if (!data || !deletedAt || deletedAt < trashCutoff(new Date())) throw notInTrash();
    const reading = readVenueDoc(id, data);
    if (!reading.ok)
      throw new DataError('invalid', `This listing cannot be restored as it was stored: ${reading.reason}.`);
    const fields = venueFields(reading.venue);
    const formerSlugs = Array.isArray(data.formerSlugs)
      ? data.formerSlugs.filter((slug): slug is string => typeof slug === 'string')
      : [];
    const change = changeRecord(db, 'restore', actor, [{ venueId: id, before: null, after: fields }]);
    const createdAt: unknown = data.createdAt ?? serverTimestamp();
    transaction.set(live, toStored(fields, createdAt, change.ref.id, formerSlugs));
    transaction.delete(trashed);
    transaction.set(change.ref, change.data);
  });
  return readSnapshot(await getDoc(live));
}

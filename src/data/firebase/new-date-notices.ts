import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import type { DataPort } from '../port';
import type { Venue } from '../../domain/venue';
import { readSnapshot } from './venue-refs';
import { VENUES } from './venue-store';

async function readVenueIfAny(db: Firestore, id: string): Promise<Venue | null> {
  try {
    return readSnapshot(await getDoc(doc(db, VENUES, id)));
  } catch {
    return null;
  }
}

/**
 * Tells the subscribers of each date a write made bookable, and the people waiting for the seats of each
 * date it put back on sale; resolves to the listings written.
 */
export async function noticeWritten(
  db: Firestore,
  written: readonly { before: Venue | null; after: Venue }[],
): Promise<Venue[]> {
  await import('./new-date-mail')
    .then(({ notifySubscribers }) => notifySubscribers(db, written))
    .catch((error: unknown) => console.warn('[mail] subscribers were not e-mailed about the dates', error));
  await import('./seats-back-mail')
    .then(({ notifySeatsBack }) => notifySeatsBack(db, written))
    .catch((error: unknown) => console.warn('[mail] people waiting for seats were not told', error));
  return written.map((change) => change.after);
}

/**
 * After a listing write, the manager's browser e-mails the subscribers waiting for each date that became
 * bookable (mail-store.ts), as the embedded server does in its outbox. The listing is saved whatever happens
 * to the e-mails: a failure is logged, and the next write of that date retries, since a notice already
 * written is never written twice.
 */
export function withNewDateNotices<P extends DataPort>(db: Firestore, port: P): P {
  const tell = (before: readonly Venue[], after: Venue[]): Promise<Venue[]> =>
    noticeWritten(
      db,
      after.map((venue) => ({ before: before.find((b) => b.id === venue.id) ?? null, after: venue })),
    );
  const one = async (before: Venue | null, after: Venue) =>
    (await tell(before ? [before] : [], [after]))[0] ?? after;
  return {
    ...port,
    createVenue: async (input) => one(null, await port.createVenue(input)),
    updateVenue: async (id, input) => {
      const before = await readVenueIfAny(db, id);
      return one(before, await port.updateVenue(id, input));
    },
    createVenues: async (batch) => tell([], await port.createVenues(batch)),
    importVenues: async (csv) => tell([], await port.importVenues(csv)),
    restoreVenue: async (id) => one(null, await port.restoreVenue(id)),
    // The dashboard's quick status actions (cancel, postpone) and a selection moved by days.
    updateVenues: async (ids, change) => {
      const before = await Promise.all(ids.map((id) => readVenueIfAny(db, id)));
      return tell(
        before.filter((venue) => venue !== null),
        await port.updateVenues(ids, change),
      );
    },
  };
}

import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { listingNews } from '../../domain/listing-revision';
import { newsAfterRecall } from '../../domain/notice-wait';
import type { DataPort } from '../port';
import type { Venue } from '../../domain/venue';
import { readSnapshot } from './venue-refs';
import { VENUES } from './venue-store';

/**
 * Withdraws the waiting e-mails of each listing written that its write made untrue (`after` null: deleted),
 * and says which kinds went, by listing. A failure is logged: the listing is saved whatever happens to its e-mails.
 */
export async function recallFor(
  db: Firestore,
  written: readonly { id: string; after: Venue | null }[],
): Promise<Map<string, Set<string>>> {
  const withdrawn = new Map<string, Set<string>>();
  if (written.length === 0) return withdrawn;
  await import('./pending-notices')
    .then(async ({ recallUntrue }) => {
      for (const { id, after } of written) withdrawn.set(id, await recallUntrue(db, id, after));
    })
    .catch((error: unknown) => console.warn('[mail] waiting e-mails were not withdrawn', error));
  return withdrawn;
}

async function readVenueIfAny(db: Firestore, id: string): Promise<Venue | null> {
  try {
    return readSnapshot(await getDoc(doc(db, VENUES, id)));
  } catch {
    return null;
  }
}

/** How a listing change's e-mails wait (decision 0040): `delayMs` (0: they go at once) from `now`. */
export interface NoticeWait {
  delayMs: number;
  /** The time of the change, by the host's clock (host-clock.ts). */
  now: Date;
}

/**
 * Tells the subscribers of each date a write made bookable, and the people waiting for the seats of each
 * date it put back on sale; resolves to the listings written. Their e-mails wait (decision 0040), and the
 * write first withdraws the waiting ones it made untrue (an Undo within the wait).
 */
export async function noticeWritten(
  db: Firestore,
  written: readonly { before: Venue | null; after: Venue }[],
  { delayMs, now }: NoticeWait,
): Promise<Venue[]> {
  const withdrawn = await recallFor(
    db,
    written.filter(({ before }) => before !== null).map(({ after }) => ({ id: after.id, after })),
  );
  // What each write tells, once the e-mails it made untrue are withdrawn (an Undo within the wait, a date
  // never announced), as the embedded server judges it.
  const news = written.flatMap(({ before, after }) => {
    const found = listingNews(before, after, now);
    const told = before ? newsAfterRecall(withdrawn.get(after.id) ?? new Set(), found, before, after) : found;
    return told ? [{ news: told, venue: after, before }] : [];
  });
  await import('./new-date-mail')
    .then(({ notifySubscribers }) => notifySubscribers(db, news, now, delayMs))
    .catch((error: unknown) => console.warn('[mail] subscribers were not e-mailed about the dates', error));
  await import('./seats-back-mail')
    .then(({ notifySeatsBack }) => notifySeatsBack(db, written, now, delayMs))
    .catch((error: unknown) => console.warn('[mail] people waiting for seats were not told', error));
  return written.map((change) => change.after);
}

/**
 * After a listing write, the manager's browser e-mails the subscribers waiting for each date that became
 * bookable (mail-store.ts), as the embedded server does in its outbox. The listing is saved whatever happens
 * to the e-mails: a failure is logged, and the next write of that date retries, since a notice already
 * written is never written twice.
 */
export function withNewDateNotices<P extends DataPort>(
  db: Firestore,
  port: P,
  wait: { delayMs: number; now: () => Promise<Date> },
): P {
  const tell = async (before: readonly Venue[], after: Venue[]): Promise<Venue[]> =>
    noticeWritten(
      db,
      after.map((venue) => ({ before: before.find((b) => b.id === venue.id) ?? null, after: venue })),
      { delayMs: wait.delayMs, now: await wait.now() },
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
    // A deleted date's waiting e-mails are not true any more.
    deleteVenue: async (id) => {
      await port.deleteVenue(id);
      await recallFor(db, [{ id, after: null }]);
    },
    deleteVenues: async (ids) => {
      await port.deleteVenues(ids);
      await recallFor(
        db,
        ids.map((id) => ({ id, after: null })),
      );
    },
    deleteVenueSeries: async (id, scope) => {
      const gone = await port.deleteVenueSeries(id, scope);
      await recallFor(
        db,
        gone.map((venueId) => ({ id: venueId, after: null })),
      );
      return gone;
    },
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

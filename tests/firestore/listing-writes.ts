import { collection, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';

/** The e-mail in the rules tests' manager token (rules-env.ts `as(env, 'manager')`). */
export const MANAGER_EMAIL = 'm@example.test';

/** A history record as the site writes one (src/data/firebase/venue-history.ts); tests override a field. */
export const historyDoc = (
  action: string,
  venueIds: string[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  action,
  actor: MANAGER_EMAIL,
  at: serverTimestamp(),
  venueIds,
  count: venueIds.length,
  entries: venueIds.map((venueId) => ({ venueId, before: null, after: null })),
  ...overrides,
});

/**
 * A listing write as the site makes it: the listing, naming its history record in `change`, and the record,
 * in one batch. `history: null` leaves the record out (the rules must then refuse the listing).
 */
export function writeListing(
  db: Firestore,
  venueId: string,
  data: Record<string, unknown>,
  options: { action?: string; history?: Record<string, unknown> | null; merge?: boolean } = {},
): Promise<void> {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  const listing = { ...data, change: change.id };
  if (options.merge) batch.update(doc(db, 'venues', venueId), listing);
  else batch.set(doc(db, 'venues', venueId), listing);
  if (options.history !== null)
    batch.set(change, options.history ?? historyDoc(options.action ?? 'create', [venueId]));
  return batch.commit();
}

/** The site's delete: the listing moves to the trash, stamped, with its history record, in one batch. */
export function trashListing(
  db: Firestore,
  venueId: string,
  stored: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const batch = writeBatch(db);
  const change = doc(collection(db, 'history'));
  batch.set(doc(db, 'trash', venueId), {
    ...stored,
    change: change.id,
    deletedAt: serverTimestamp(),
    deletedBy: MANAGER_EMAIL,
    ...overrides,
  });
  batch.delete(doc(db, 'venues', venueId));
  batch.set(change, historyDoc('delete', [venueId]));
  return batch.commit();
}

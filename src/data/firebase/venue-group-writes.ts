import {
  collection,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import type { Venue, VenueFields } from '../../domain/venue';
import { trashCutoff, venueFields, type VenueChangeAction } from '../../domain/venue-change';
import {
  applySelectionChange,
  missingIds,
  missingListingsMessage,
  type VenueSelectionChange,
} from '../../domain/venue-selection';
import { seriesEdit, seriesMembers, type SeriesScope } from '../../domain/venue-series';
import { reviseListing } from '../../domain/listing-revision';
import { DataError } from '../errors';
import { readVenueDoc } from './legacy-venue';
import { changeRecord, type ChangeEntry } from './venue-history';
import { slugsAfterEdit } from './venue-slugs';
import { readSnapshot, venueRef } from './venue-refs';
import { notFound, TRASH, VENUES, venuesOf } from './venue-store';
import { toStored } from './venue-writes';

/**
 * Writes to several listings at once (a run's dates, a selection in the dashboard's table), each one
 * transaction: Firestore applies it whole or not at all, with one history document naming every listing
 * (venue-history.ts) in the same commit, as firestore.rules require. A listing missing when the transaction
 * reads refuses the lot, naming it (`ids.2`), before anything is written. Loaded with the dashboard's first
 * use of these actions, never by public pages.
 */

/** A listing written: before (null when it came back from the trash) and after, for new-date notices. */
export interface WrittenVenue {
  before: Venue | null;
  after: Venue;
}

/**
 * The most listings one hosted delete or restore may move. firestore.rules check two other documents per
 * listing moved (its trash copy and its live document), and Firestore allows 20 such lookups in one batch
 * (docs/decisions/0022-runs-selections-and-one-record.md); an edit looks up only the shared history record, so it
 * takes a full selection.
 */
export const MAX_HOSTED_MOVE = 9;

function checkMoveSize(ids: readonly string[], verb: 'deleted' | 'restored') {
  if (ids.length > MAX_HOSTED_MOVE)
    throw new DataError(
      'invalid',
      `At most ${MAX_HOSTED_MOVE} listings can be ${verb} at once here: choose fewer and do the rest after.`,
      { ids: `At most ${MAX_HOSTED_MOVE} listings at once` },
    );
}

const notInTrash = () => new DataError('not-found', 'That listing is not in the trash.');

function refusal(ids: readonly string[], snapshots: readonly DocumentSnapshot[], single: () => DataError) {
  const known = new Set(snapshots.filter((s) => s.exists()).map((s) => s.id));
  if (known.size === ids.length) return null;
  if (ids.length === 1) return single();
  const missing = missingIds(ids, known);
  return new DataError('not-found', missingListingsMessage(Object.keys(missing).length), missing);
}

/** Each listing of `ids`, read in the transaction, or the refusal naming those not there. */
async function readAll(
  transaction: Transaction,
  refs: readonly DocumentReference[],
  single: () => DataError,
): Promise<DocumentSnapshot[]> {
  const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
  const refused = refusal(
    refs.map((ref) => ref.id),
    snapshots,
    single,
  );
  if (refused) throw refused;
  return snapshots;
}

function readable(snapshot: DocumentSnapshot): Venue {
  const reading = readVenueDoc(snapshot.id, snapshot.data() ?? {});
  if (!reading.ok)
    throw new DataError(
      'invalid',
      `The listing ${snapshot.id} cannot be read as stored (${reading.reason}): fix or delete it on its own first.`,
    );
  return reading.venue;
}

const seriesOf = (data: Record<string, unknown>) =>
  typeof data.seriesId === 'string' ? data.seriesId : undefined;

/** Writes the history record of this transaction's listings; returns its id, for each listing's `change`. */
function recordIn(
  transaction: Transaction,
  db: Firestore,
  action: VenueChangeAction,
  actor: string,
  entries: readonly ChangeEntry[],
): string {
  const change = changeRecord(db, action, actor, entries);
  transaction.set(change.ref, change.data);
  return change.ref.id;
}

const readBack = (db: Firestore, ids: readonly string[]) =>
  Promise.all(ids.map(async (id) => readSnapshot(await getDoc(venueRef(db, id)))));

/**
 * Each listing of `ids` takes `edit` of its current fields, in one transaction with one history record;
 * `alongside` writes what belongs with them (a hotel renamed for all its dates) in the same transaction.
 */
export async function editVenues(
  db: Firestore,
  ids: readonly string[],
  edit: (current: Venue) => VenueFields,
  actor: string,
  alongside: (transaction: Transaction) => void = () => undefined,
): Promise<WrittenVenue[]> {
  const refs = ids.map((id) => venueRef(db, id));
  const befores = await runTransaction(db, async (transaction) => {
    const snapshots = await readAll(transaction, refs, notFound);
    const edits = snapshots.map((snapshot) => {
      const before = readable(snapshot);
      return { snapshot, before, fields: reviseListing(before, edit(before)) };
    });
    const entries = edits.map(({ snapshot, before, fields }) => ({
      venueId: snapshot.id,
      before: venueFields(before),
      after: fields,
    }));
    const change = recordIn(transaction, db, 'update', actor, entries);
    alongside(transaction);
    for (const { snapshot, fields } of edits) {
      const data = snapshot.data() ?? {};
      // The listing keeps the moment it was first stored (firestore.rules insist on it).
      const createdAt: unknown = data.createdAt ?? serverTimestamp();
      transaction.set(
        snapshot.ref,
        toStored(fields, createdAt, change, {
          formerSlugs: slugsAfterEdit(snapshot.id, data, fields),
          seriesId: seriesOf(data),
        }),
      );
    }
    return edits.map((e) => e.before);
  });
  const afters = await readBack(db, ids);
  return afters.map((after, index) => ({ before: befores[index] ?? null, after }));
}

/** The same change to each chosen listing (sold out, on sale, moved by days). */
export const editSelection = (
  db: Firestore,
  ids: readonly string[],
  change: VenueSelectionChange,
  actor: string,
) => editVenues(db, ids, (venue) => applySelectionChange(venueFields(venue), change), actor);

/**
 * Moves each listing of `ids` to the trash (venue-trash.ts): the documents leave `venues`, so no public
 * query can return them, and are kept in `trash` as stored, with who deleted them and when. One transaction with one history record;
 * a listing the normaliser cannot read goes too, its history entry without fields.
 */
export async function trashVenues(db: Firestore, ids: readonly string[], actor: string): Promise<string[]> {
  checkMoveSize(ids, 'deleted');
  const refs = ids.map((id) => venueRef(db, id));
  await runTransaction(db, async (transaction) => {
    const snapshots = await readAll(transaction, refs, notFound);
    const entries = snapshots.map((snapshot) => {
      const reading = readVenueDoc(snapshot.id, snapshot.data() ?? {});
      return { venueId: snapshot.id, before: reading.ok ? venueFields(reading.venue) : null, after: null };
    });
    const change = recordIn(transaction, db, 'delete', actor, entries);
    for (const snapshot of snapshots) {
      transaction.set(venueRef(db, snapshot.id, TRASH), {
        ...snapshot.data(),
        change,
        deletedAt: serverTimestamp(),
        deletedBy: actor,
      });
      transaction.delete(snapshot.ref);
    }
  });
  return [...ids];
}

/** Brings each listing of `ids` back from the trash as it was, in one transaction with one history record. */
export async function restoreVenues(db: Firestore, ids: readonly string[], actor: string): Promise<Venue[]> {
  checkMoveSize(ids, 'restored');
  const refs = ids.map((id) => venueRef(db, id, TRASH));
  await runTransaction(db, async (transaction) => {
    const cutoff = trashCutoff(new Date());
    const snapshots = (await Promise.all(refs.map((ref) => transaction.get(ref)))).map((snapshot) => {
      const deletedAt = snapshot.data()?.deletedAt;
      // Past TRASH_DAYS a listing is due to be purged: it counts as gone, as in the embedded store.
      const restorable = deletedAt instanceof Timestamp && deletedAt.toDate() >= cutoff;
      return { snapshot, restorable };
    });
    const refused = refusal(
      ids,
      snapshots.filter((s) => s.restorable).map((s) => s.snapshot),
      notInTrash,
    );
    if (refused) throw refused;
    const back = snapshots.map(({ snapshot }) => {
      const data = snapshot.data() ?? {};
      const reading = readVenueDoc(snapshot.id, data);
      if (!reading.ok)
        throw new DataError(
          'invalid',
          `This listing cannot be restored as it was stored: ${reading.reason}.`,
        );
      const formerSlugs = Array.isArray(data.formerSlugs)
        ? data.formerSlugs.filter((slug): slug is string => typeof slug === 'string')
        : [];
      return { snapshot, data, fields: venueFields(reading.venue), formerSlugs };
    });
    const entries = back.map(({ snapshot, fields }) => ({
      venueId: snapshot.id,
      before: null,
      after: fields,
    }));
    const change = recordIn(transaction, db, 'restore', actor, entries);
    for (const { snapshot, data, fields, formerSlugs } of back) {
      const createdAt: unknown = data.createdAt ?? serverTimestamp();
      transaction.set(
        venueRef(db, snapshot.id),
        toStored(fields, createdAt, change, { formerSlugs, seriesId: seriesOf(data) }),
      );
      transaction.delete(snapshot.ref);
    }
  });
  return readBack(db, ids);
}

/** The listing and the ids of the run's dates `scope` reaches with it, the listing first. */
async function runOf(db: Firestore, id: string, scope: SeriesScope) {
  const target = readSnapshot(await getDoc(venueRef(db, id)));
  if (scope === 'only' || !target.seriesId) return { target, ids: [id] };
  const run = await getDocs(query(collection(db, VENUES), where('seriesId', '==', target.seriesId)));
  return { target, ids: seriesMembers(venuesOf(run.docs), target, scope).map((venue) => venue.id) };
}

export async function editVenueSeries(
  db: Firestore,
  id: string,
  fields: VenueFields,
  scope: SeriesScope,
  actor: string,
): Promise<WrittenVenue[]> {
  const { target, ids } = await runOf(db, id, scope);
  return editVenues(db, ids, (member) => seriesEdit(member, target, fields), actor);
}

export async function trashVenueSeries(
  db: Firestore,
  id: string,
  scope: SeriesScope,
  actor: string,
): Promise<string[]> {
  return trashVenues(db, (await runOf(db, id, scope)).ids, actor);
}

import { parse } from 'csv-parse/browser/esm/sync';
import {
  collection,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore/lite';
import { toCsv } from '../../domain/csv';
import { CSV_PARSE_OPTIONS, VENUE_CSV_COLUMNS, venueCsvCells } from '../../domain/venue-csv';
import {
  checkImport,
  importPlan,
  importRefusal,
  isImportable,
  type ImportReport,
} from '../../domain/venue-import';
import type { Venue, VenueFields } from '../../domain/venue';
import { DataError } from '../errors';
import { changeRecord } from './venue-history';
import { readVenueDoc } from './legacy-venue';
import { venueFields } from '../../domain/venue-change';
import { slugsAfterEdit } from './venue-slugs';
import { listEveryVenue, readSnapshot, refuseListedAlready, venueRef } from './venue-refs';
import { VENUES } from './venue-store';
import { revisedFields, toStored } from './venue-writes';

/**
 * Several listings in one batched write: Firestore applies a batch whole or not at all, which is the
 * "all or none" of a batch of dates and of an import. One history document describes them all and goes in
 * the same batch (venue-history.ts), so an import of MAX_IMPORT_ROWS is that many writes plus one (the
 * emulator takes it under firestore.rules; the request stays far below Firestore's 10 MiB cap). Loaded with
 * the dashboard's first use, not by public pages.
 */
export async function storeVenues(
  db: Firestore,
  list: readonly VenueFields[],
  actor: string,
): Promise<Venue[]> {
  await refuseListedAlready(db, list);
  const batch = writeBatch(db);
  const refs = list.map(() => doc(collection(db, VENUES)));
  // Two or more dates created together form a run (src/domain/venue-series.ts), named after its first listing.
  const seriesId = list.length > 1 ? refs[0]?.id : undefined;
  const change = changeRecord(
    db,
    'create',
    actor,
    list.map((fields, i) => ({ venueId: refs[i]?.id ?? '', before: null, after: fields })),
  );
  list.forEach((fields, i) => {
    const ref = refs[i];
    if (ref) batch.set(ref, toStored(fields, serverTimestamp(), change.ref.id, { seriesId }));
  });
  batch.set(change.ref, change.data);
  await batch.commit();
  return Promise.all(refs.map(async (ref) => readSnapshot(await getDoc(ref))));
}

/** A stored listing's fields for its history entry; null for a new one or one the normaliser cannot read. */
function storedFields(snapshot: DocumentSnapshot | null): VenueFields | null {
  const data = snapshot?.data();
  if (!snapshot || !data) return null;
  const reading = readVenueDoc(snapshot.id, data);
  return reading.ok ? venueFields(reading.venue) : null;
}

function readCsv(csv: string): string[][] {
  try {
    return parse(csv, CSV_PARSE_OPTIONS) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataError('invalid', `The file is not readable as CSV: ${reason}`, { file: reason });
  }
}

export async function previewImport(db: Firestore, csv: string): Promise<ImportReport> {
  return checkImport(readCsv(csv), await listEveryVenue(db));
}

/**
 * An import in one transaction with one history record: rows without an id add listings, rows with one
 * rewrite the listing it names (keeping its createdAt, run and former addresses). A listing the file changes
 * that has gone since the check refuses the lot, naming its row.
 */
export async function importVenueFile(db: Firestore, csv: string, actor: string): Promise<Venue[]> {
  const report = await previewImport(db, csv);
  if (!isImportable(report)) {
    const { message, fields } = importRefusal(report);
    throw new DataError('invalid', message, fields);
  }
  const steps = importPlan(report);
  if (steps.length === 0) return [];
  const refs = steps.map((step) => (step.id ? venueRef(db, step.id) : doc(collection(db, VENUES))));
  await runTransaction(db, async (transaction) => {
    const stored = await Promise.all(
      steps.map((step, i) => (step.id && refs[i] ? transaction.get(refs[i]) : null)),
    );
    const gone = steps.filter((step, i) => step.id && !stored[i]?.exists());
    if (gone.length > 0)
      throw new DataError(
        'not-found',
        'A listing the file changes was deleted meanwhile; nothing was imported.',
        Object.fromEntries(gone.map((step) => [`rows.${step.row}.id`, 'This listing no longer exists'])),
      );
    const change = changeRecord(
      db,
      'import',
      actor,
      steps.map((step, i) => ({
        venueId: refs[i]?.id ?? '',
        before: storedFields(stored[i] ?? null),
        after: step.fields,
      })),
    );
    transaction.set(change.ref, change.data);
    steps.forEach((step, i) => {
      const ref = refs[i];
      const data = stored[i]?.data();
      if (!ref) return;
      transaction.set(
        ref,
        data
          ? toStored(
              revisedFields(ref.id, data, step.fields),
              data.createdAt ?? serverTimestamp(),
              change.ref.id,
              {
                formerSlugs: slugsAfterEdit(ref.id, data, step.fields),
                seriesId: typeof data.seriesId === 'string' ? data.seriesId : undefined,
              },
            )
          : toStored(step.fields, serverTimestamp(), change.ref.id),
      );
    });
  });
  return Promise.all(refs.map(async (ref) => readSnapshot(await getDoc(ref))));
}

export async function exportVenueFile(db: Firestore): Promise<string> {
  const columns = VENUE_CSV_COLUMNS.map((header) => ({
    header,
    value: (venue: Venue) => venueCsvCells(venue)[header],
  }));
  return toCsv(await listEveryVenue(db), columns);
}

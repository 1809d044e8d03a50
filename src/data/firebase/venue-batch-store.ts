import { parse } from 'csv-parse/browser/esm/sync';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { toCsv } from '../../domain/csv';
import { CSV_PARSE_OPTIONS, VENUE_CSV_COLUMNS, venueCsvCells } from '../../domain/venue-csv';
import {
  checkImport,
  importedListings,
  importRefusal,
  isImportable,
  type ImportReport,
} from '../../domain/venue-import';
import type { Venue, VenueFields } from '../../domain/venue';
import { DataError } from '../errors';
import { changeRecord } from './venue-history';
import { listEveryVenue, readSnapshot, VENUES } from './venue-store';
import { toStored } from './venue-writes';

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
  action: 'create' | 'import' = 'create',
): Promise<Venue[]> {
  const batch = writeBatch(db);
  const refs = list.map(() => doc(collection(db, VENUES)));
  // Two or more dates created together form a run (src/domain/venue-series.ts), named after its first listing.
  const seriesId = action === 'create' && list.length > 1 ? refs[0]?.id : undefined;
  const change = changeRecord(
    db,
    action,
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

export async function importVenueFile(db: Firestore, csv: string, actor: string): Promise<Venue[]> {
  const report = await previewImport(db, csv);
  if (!isImportable(report)) {
    const { message, fields } = importRefusal(report);
    throw new DataError('invalid', message, fields);
  }
  return storeVenues(db, importedListings(report), actor, 'import');
}

export async function exportVenueFile(db: Firestore): Promise<string> {
  const columns = VENUE_CSV_COLUMNS.map((header) => ({
    header,
    value: (venue: Venue) => venueCsvCells(venue)[header],
  }));
  return toCsv(await listEveryVenue(db), columns);
}

import {
  collection,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { reviseListing } from '../../domain/listing-revision';
import type { ListingRecord, Venue, VenueFields } from '../../domain/venue';
import { venueFields } from '../../domain/venue-change';
import { readVenueDoc } from './legacy-venue';
import { changeRecord } from './venue-history';
import { slugsAfterEdit } from './venue-slugs';
import { readSnapshot, refuseListedAlready, venueRef } from './venue-refs';
import { notFound, VENUES } from './venue-store';

// Listing writes, apart from the reads in venue-store.ts: a show page's first load carries only the reads
// (docs/product.md, Budgets), and this module loads when a manager first saves or deletes a listing.

/**
 * The stored shape: the original site's field names, ISO `showDate`, canonical `selectWhere`, plus `status`,
 * `availability` (with `soldOut` kept in step, so documents stay readable by builds that know only the
 * flag), `previousDate` after a move, `sequence` (the calendar revision), `extras` (relaxed, BSL-interpreted,
 * captioned), an
 * optional own `startTime`, `formerSlugs`: the date-page addresses (`Titanic/2026-12-04-the-grand-hotel`)
 * the listing had before an edit moved it, so old links still find it (venue-pages-store.ts), and `change`:
 * the id of the history document written with it (venue-history.ts; firestore.rules require it).
 */
export function toStored(
  fields: ListingRecord,
  createdAt: unknown,
  change: string,
  { formerSlugs = [], seriesId }: { formerSlugs?: readonly string[]; seriesId?: string | undefined } = {},
) {
  return {
    change,
    // The run the listing was created in with other dates (createVenues), kept through every edit.
    ...(seriesId ? { seriesId } : {}),
    ...(fields.startTime ? { startTime: fields.startTime } : {}),
    ...(formerSlugs.length > 0 ? { formerSlugs } : {}),
    showName: fields.show,
    hotelName: fields.hotelName,
    hotelLocation: fields.hotelLocation,
    selectWhere: fields.city,
    showDate: fields.date,
    hotelLink: fields.bookingUrl,
    soldOut: fields.availability === 'sold-out',
    status: fields.status,
    availability: fields.availability,
    ...(fields.previousDate ? { previousDate: fields.previousDate } : {}),
    sequence: fields.sequence ?? 0,
    // Always written (an empty list when none), so an edit that clears them clears the document too.
    extras: fields.extras,
    createdAt,
  };
}

/**
 * What an edit stores over the document `data`: a moved date recorded and the sequence raised
 * (reviseListing). A document the normaliser cannot read still gets a higher sequence than it had.
 */
export function revisedFields(id: string, data: Record<string, unknown>, fields: VenueFields): ListingRecord {
  const reading = readVenueDoc(id, data);
  if (reading.ok) return reviseListing(reading.venue, fields);
  return { ...fields, sequence: (typeof data.sequence === 'number' ? data.sequence : 0) + 1 };
}

export async function storeVenue(db: Firestore, fields: VenueFields, actor: string): Promise<Venue> {
  await refuseListedAlready(db, [fields]);
  const ref = doc(collection(db, VENUES));
  const change = changeRecord(db, 'create', actor, [{ venueId: ref.id, before: null, after: fields }]);
  const batch = writeBatch(db);
  batch.set(ref, toStored(fields, serverTimestamp(), change.ref.id));
  batch.set(change.ref, change.data);
  await batch.commit();
  // Read back so the caller gets the server's createdAt, through the same reader as every other listing.
  return readSnapshot(await getDoc(ref));
}

/** The fields a history entry keeps of a stored listing; null when the normaliser cannot read it. */
function storedFields(id: string, data: Record<string, unknown>): VenueFields | null {
  const reading = readVenueDoc(id, data);
  return reading.ok ? venueFields(reading.venue) : null;
}

/** Replaces one listing by id (the old site overwrote every listing sharing a date; docs/product.md). */
export async function replaceVenue(
  db: Firestore,
  id: string,
  fields: VenueFields,
  actor: string,
): Promise<Venue> {
  const ref = venueRef(db, id);
  await runTransaction(db, async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists()) throw notFound();
    // The listing keeps the moment it was first stored (firestore.rules insist on it).
    const createdAt: unknown = current.data().createdAt;
    const data = current.data();
    const formerSlugs = slugsAfterEdit(current.id, data, fields);
    const change = changeRecord(db, 'update', actor, [
      { venueId: id, before: storedFields(id, current.data()), after: fields },
    ]);
    transaction.set(
      ref,
      toStored(
        revisedFields(id, data, fields),
        createdAt === undefined ? serverTimestamp() : createdAt,
        change.ref.id,
        {
          formerSlugs,
          seriesId: typeof data.seriesId === 'string' ? data.seriesId : undefined,
        },
      ),
    );
    transaction.set(change.ref, change.data);
  });
  return readSnapshot(await getDoc(ref));
}

import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { isUpcoming, todayInLondon } from '../../domain/dates';
import type { ShowKey } from '../../domain/shows';
import type { Venue, VenueFields } from '../../domain/venue';
import { DataError } from '../errors';
import { venueFields } from '../../domain/venue-change';
import { compareVenues } from '../../domain/venue-order';
import { readVenueDoc, readVenueDocs } from './legacy-venue';
import { changeRecord } from './venue-history';
import { slugsAfterEdit } from './venue-slugs';

/** Listings, stored with the old site's field names so existing data and new data live side by side. */
export const VENUES = 'venues';

/**
 * The most listings one public query asks for. firestore.rules refuse a visitor's list query without a
 * limit or with a larger one (nobody pulls every listing in one request); keep the two numbers in step.
 */
export const PUBLIC_QUERY_LIMIT = 200;
/** Deleted listings, restorable for TRASH_DAYS (venue-trash.ts). */
export const TRASH = 'trash';

/**
 * The stored shape: the original site's field names, ISO `showDate`, canonical `selectWhere`, plus `soldOut`, an
 * optional own `startTime`, `formerSlugs`: the date-page addresses (`Titanic/2026-12-04-the-grand-hotel`)
 * the listing had before an edit moved it, so old links still find it (venue-pages-store.ts), and `change`:
 * the id of the history document written with it (venue-history.ts; firestore.rules require it).
 */
export function toStored(
  fields: VenueFields,
  createdAt: unknown,
  change: string,
  formerSlugs: readonly string[] = [],
) {
  return {
    change,
    ...(fields.startTime ? { startTime: fields.startTime } : {}),
    ...(formerSlugs.length > 0 ? { formerSlugs } : {}),
    showName: fields.show,
    hotelName: fields.hotelName,
    hotelLocation: fields.hotelLocation,
    selectWhere: fields.city,
    showDate: fields.date,
    hotelLink: fields.bookingUrl,
    soldOut: fields.soldOut,
    createdAt,
  };
}

const notFound = () => new DataError('not-found', 'That listing no longer exists.');

/** Firestore ids cannot hold '/', and '.' / '..' are not documents: such an id names no listing. */
export function venueRef(db: Firestore, id: string, collectionName = VENUES) {
  if (!id || id.includes('/') || id === '.' || id === '..' || id.startsWith('__')) throw notFound();
  return doc(db, collectionName, id);
}

export function readSnapshot(snapshot: DocumentSnapshot): Venue {
  const data = snapshot.data();
  if (!data) throw notFound();
  const reading = readVenueDoc(snapshot.id, data);
  if (!reading.ok)
    throw new DataError('unknown', `Listing ${snapshot.id} was stored unreadably: ${reading.reason}`);
  return reading.venue;
}

/**
 * Upcoming listings of one show: the indexed range query (show, then `showDate` from today in London, in
 * date order, firestore.indexes.json) with the public limit, so a page reads only what it shows. Old
 * documents with a free-text date ("26TH OF JANUARY 2031") compare as text: one starting with "2" or higher
 * comes back with the range; one starting with "0" or "1" ("12TH OF MAY 2031") is fetched by the second
 * query (`oldDatesBeforeIsoOnes`). Both are read through the normaliser, which drops past dates.
 * docs/decisions/0013-public-listing-queries-carry-a-limit.md says why.
 */
export async function listUpcomingVenuesOfShow(
  db: Firestore,
  show: ShowKey,
  now = new Date(),
): Promise<Venue[]> {
  const ofShow = where('showName', '==', show);
  const [upcoming, old] = await Promise.all([
    getDocs(upcomingQuery(db, todayInLondon(now), ofShow)),
    getDocs(oldDatesQuery(db, ofShow)),
  ]);
  return readUpcoming([...upcoming.docs, ...old.docs], now);
}

/**
 * Every ISO date this site stores starts with "2" (years 2000 to 2999), so a free-text date the old dashboard
 * stored that starts with "0" or "1" ("12TH OF MAY 2031") sorts before all of them and below any "from today"
 * range. Those few are asked for on their own, with the public limit.
 */
const BEFORE_EVERY_ISO_DATE = '2';

/** Listings dated today or later as ISO text, in date order, within the public limit. */
export function upcomingQuery(db: Firestore, today: string, ...filters: QueryFieldFilterConstraint[]) {
  return query(
    collection(db, VENUES),
    ...filters,
    where('showDate', '>=', today),
    orderBy('showDate'),
    limit(PUBLIC_QUERY_LIMIT),
  );
}

/** Old free-text dates that sort before every ISO date (see BEFORE_EVERY_ISO_DATE), within the public limit. */
export function oldDatesQuery(db: Firestore, ...filters: QueryFieldFilterConstraint[]) {
  return query(
    collection(db, VENUES),
    ...filters,
    where('showDate', '<', BEFORE_EVERY_ISO_DATE),
    orderBy('showDate'),
    limit(PUBLIC_QUERY_LIMIT),
  );
}

/** The upcoming listings among stored documents, read through the normaliser, in true date order. */
export function readUpcoming(
  docs: { id: string; data: () => Record<string, unknown> }[],
  now: Date,
): Venue[] {
  const venues = readVenueDocs(docs.map((d) => ({ id: d.id, data: d.data() })));
  return venues.filter((venue) => isUpcoming(venue.date, now)).sort(compareVenues);
}

/** One show's listings on one ISO date, past or upcoming (a date page's address starts with its date). */
export async function listVenuesOfShowOn(db: Firestore, show: ShowKey, date: string): Promise<Venue[]> {
  const snapshot = await getDocs(
    query(
      collection(db, VENUES),
      where('showName', '==', show),
      where('showDate', '==', date),
      limit(PUBLIC_QUERY_LIMIT),
    ),
  );
  return readVenueDocs(snapshot.docs.map((d) => ({ id: d.id, data: d.data() })));
}

export async function listEveryVenue(db: Firestore): Promise<Venue[]> {
  const snapshot = await getDocs(collection(db, VENUES));
  return readVenueDocs(snapshot.docs.map((d) => ({ id: d.id, data: d.data() }))).sort(compareVenues);
}

export async function storeVenue(db: Firestore, fields: VenueFields, actor: string): Promise<Venue> {
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
    const formerSlugs = slugsAfterEdit(current.id, current.data(), fields);
    const change = changeRecord(db, 'update', actor, [
      { venueId: id, before: storedFields(id, current.data()), after: fields },
    ]);
    transaction.set(
      ref,
      toStored(fields, createdAt === undefined ? serverTimestamp() : createdAt, change.ref.id, formerSlugs),
    );
    transaction.set(change.ref, change.data);
  });
  return readSnapshot(await getDoc(ref));
}

/**
 * Moves one listing to the trash (venue-trash.ts): the document leaves `venues`, so no public query can
 * return it, and is kept in `trash` as stored, with who deleted it and when.
 */
export async function removeVenue(db: Firestore, id: string, actor: string): Promise<void> {
  const ref = venueRef(db, id);
  await runTransaction(db, async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists()) throw notFound();
    const data = current.data();
    const change = changeRecord(db, 'delete', actor, [
      { venueId: id, before: storedFields(id, data), after: null },
    ]);
    transaction.set(doc(db, TRASH, id), {
      ...data,
      change: change.ref.id,
      deletedAt: serverTimestamp(),
      deletedBy: actor,
    });
    transaction.delete(ref);
    transaction.set(change.ref, change.data);
  });
}

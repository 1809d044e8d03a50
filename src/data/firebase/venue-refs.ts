import {
  collection,
  doc,
  getDocs,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore/lite';
import { alreadyListedRefusal } from '../../domain/same-listing';
import type { Venue, VenueFields } from '../../domain/venue';
import { compareVenues } from '../../domain/venue-order';
import { DataError } from '../errors';
import { readVenueDoc } from './legacy-venue';
import { notFound, venuesOf, VENUES } from './venue-store';

/** The listings' documents through the Firestore SDK: the manager's reads and every write. */

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

export async function listEveryVenue(db: Firestore): Promise<Venue[]> {
  const snapshot = await getDocs(collection(db, VENUES));
  return venuesOf(snapshot.docs).sort(compareVenues);
}

/** The most values one `in` filter takes. */
const IN_LIMIT = 30;

/**
 * Refuses listings to add that are listed already, or twice among them (the same show at a hotel on a day),
 * read just before the write as the embedded server reads inside its own: the dashboard's list may be
 * minutes old. Only the listings on those days are read, by the one field a single-field index serves.
 */
export async function refuseListedAlready(db: Firestore, adding: readonly VenueFields[]): Promise<void> {
  const days = [...new Set(adding.map((listing) => listing.date))];
  const reads = [];
  for (let at = 0; at < days.length; at += IN_LIMIT) {
    const some = days.slice(at, at + IN_LIMIT);
    reads.push(getDocs(query(collection(db, VENUES), where('showDate', 'in', some))));
  }
  const existing = (await Promise.all(reads)).flatMap((snapshot) => venuesOf(snapshot.docs));
  const refused = alreadyListedRefusal(existing, adding);
  if (refused !== null) throw new DataError('conflict', refused);
}

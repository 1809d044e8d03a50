import { collection, doc, getDocs, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import type { Venue } from '../../domain/venue';
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

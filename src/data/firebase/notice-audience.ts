import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { DataError } from '../errors';
import { pagesWanting } from './new-date-mail';
import { interestKeysMatching } from './subscriber-interests';
import { readSnapshot } from './venue-refs';
import { VENUES } from './venue-store';

/**
 * How many addresses cancelling, postponing or moving this date would e-mail: the subscriber documents
 * (one per address) whose interests match its show and city, as notifySubscribers finds them.
 */
export async function countAudience(db: Firestore, venueId: string): Promise<number> {
  const snapshot = await getDoc(doc(db, VENUES, venueId));
  if (!snapshot.exists()) throw new DataError('not-found', 'This date is no longer listed.');
  const venue = readSnapshot(snapshot);
  let people = 0;
  for await (const page of pagesWanting(db, interestKeysMatching(venue.show, venue.city))) {
    people += page.length;
  }
  return people;
}

/**
 * "Tell me if seats come back" in hosted mode (docs/hosted-mode.md): one document per verified address and
 * date in `seatsBack`, written by the page the e-mail link opens (email-link.ts), so the address is proven
 * before anything is stored. Loaded on first use only, as the subscriptions are.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { todayInLondon } from '../../domain/dates';
import { canBook, isCalledOff } from '../../domain/listing-revision';
import { SEATS_BACK_KEPT_DAYS } from '../../domain/retention';
import { MAX_PARTY_SIZE, seatsBackConsentText } from '../../domain/seats-back';
import { DataError } from '../errors';
import { MAIL, SEATS_BACK } from './collections';
import { newToken, type VerifiedAddress } from './subscriber-store';
import { readSnapshot } from './venue-refs';
import { VENUES } from './venue-store';

/** What the e-mail link carries of a seats-back request (the address is the link's own). */
export interface SeatsBackChoice {
  listing: string;
  partySize: number;
  page: string;
}

/** One request per address and date: asking again finds the same document. */
export const seatsBackId = (listing: string, uid: string) => `${listing}_${uid}`;

/** The e-mail that tells one request its seats are back: written once, whatever happens later. */
export const seatsBackMailId = (requestId: string) => `seats-back-${requestId}`;

const GONE = 'This date is no longer listed.';
const NOT_SOLD_OUT = 'This date is not sold out: you can book it with the venue now.';
const NOT_ON = 'This date is not going ahead, so no seats will come back.';

/**
 * Stores the request for the verified address. Asking again renews the party size and consent and keeps the
 * place in the queue (`askedAt`) and the leave link's token; the rules check the same.
 */
/** The listing a request is for, while one can be asked for (sold out and going ahead), and its party size. */
async function askable(db: Firestore, choice: SeatsBackChoice) {
  const venueSnap = await getDoc(doc(db, VENUES, choice.listing));
  if (!venueSnap.exists()) throw new DataError('not-found', GONE);
  const venue = readSnapshot(venueSnap);
  if (isCalledOff(venue)) throw new DataError('invalid', NOT_ON);
  if (canBook(venue)) throw new DataError('invalid', NOT_SOLD_OUT);
  return { venue, partySize: Math.min(Math.max(Math.trunc(choice.partySize) || 1, 1), MAX_PARTY_SIZE) };
}

/** What addSeatsBack would store for this choice, in its words: for the confirmation page to name. */
export async function describeSeatsBack(db: Firestore, choice: SeatsBackChoice) {
  const { venue, partySize } = await askable(db, choice);
  return { consent: seatsBackConsentText(venue), partySize };
}

export async function addSeatsBack(db: Firestore, who: VerifiedAddress, choice: SeatsBackChoice) {
  const { venue, partySize } = await askable(db, choice);
  const ref = doc(db, SEATS_BACK, seatsBackId(venue.id, who.uid));
  const stored = (await getDoc(ref)).data();
  const keeps = stored && typeof stored.email === 'string';
  await setDoc(ref, {
    listing: venue.id,
    date: venue.date,
    email: who.email,
    partySize,
    consent: { text: seatsBackConsentText(venue), page: choice.page, at: serverTimestamp() },
    token: keeps && typeof stored.token === 'string' ? stored.token : newToken(),
    told: keeps ? stored.told === true : false,
    askedAt: keeps ? stored.askedAt : serverTimestamp(),
  });
}

/**
 * The leave link (`seatsBack` and `token` from the e-mail): the request becomes a tombstone holding only the
 * token and when it was left, no address and no date; the rules want the right token. Tombstones go
 * SEATS_BACK_KEPT_DAYS after leaving (purgeOldSeatsBack).
 */
export const leaveSeatsBack = async (db: Firestore, id: string, token: string) => {
  try {
    await setDoc(doc(db, SEATS_BACK, id), { token, leftAt: serverTimestamp() });
  } catch (error) {
    // Already gone (deleted after its date, or erased): leaving again counts as done.
    if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
  }
};

/** The most requests the dashboard reads at once to count who is waiting (the rules cap lists at 1000). */
export const SEATS_BACK_READ_LIMIT = 1000;

/** How many people wait for seats on each date (confirmed, not told yet): listing id to count. */
export async function countSeatsBackWaiting(db: Firestore): Promise<Record<string, number>> {
  const snapshot = await getDocs(
    query(collection(db, SEATS_BACK), where('told', '==', false), limit(SEATS_BACK_READ_LIMIT)),
  );
  const counts: Record<string, number> = {};
  for (const d of snapshot.docs) {
    const listing = (d.data() as DocumentData).listing;
    if (typeof listing === 'string') counts[listing] = (counts[listing] ?? 0) + 1;
  }
  return counts;
}

/**
 * Deletes the requests for dates more than SEATS_BACK_KEPT_DAYS ago, and the tombstones left that long ago,
 * each with the e-mail that told it. Run by the manager's browser when the dashboard opens (firestore-port.ts),
 * as the trash purge is: hosted mode has no server to run it on a timer.
 */
export async function purgeOldSeatsBack(db: Firestore, now = new Date()): Promise<number> {
  const keptMs = SEATS_BACK_KEPT_DAYS * 24 * 60 * 60 * 1000;
  const firstKept = todayInLondon(new Date(now.getTime() - keptMs));
  // Two deletes a request, two queries: 500 a batch is the most one batch may write.
  const [past, left] = await Promise.all([
    getDocs(query(collection(db, SEATS_BACK), where('date', '<', firstKept), limit(120))),
    getDocs(
      query(collection(db, SEATS_BACK), where('leftAt', '<', new Date(now.getTime() - keptMs)), limit(120)),
    ),
  ]);
  const old = [...past.docs, ...left.docs];
  if (old.length === 0) return 0;
  const batch = writeBatch(db);
  for (const request of old) {
    batch.delete(request.ref);
    batch.delete(doc(db, MAIL, seatsBackMailId(request.id)));
  }
  await batch.commit();
  return old.length;
}

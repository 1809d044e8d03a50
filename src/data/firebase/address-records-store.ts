/**
 * A person's request to see or erase what we keep of their address, found by the address itself (the
 * embedded server's /api/addresses routes): someone who only asked "tell me if seats come back" has no
 * subscriber document. Managers only (firestore.rules let managers list, read and delete all of these).
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { nothingHeld, type AddressRecords, type SeatsBackOfAddress } from '../../domain/address-records';
import { isShowKey } from '../../domain/shows';
import { DataError } from '../errors';
import { MAIL, PENDING_MAIL, SEATS_BACK, SUBSCRIBERS } from './collections';
import { eraseReplies } from './reply-store';
import { eraseWithNotice, MESSAGES, REQUESTS } from './submission-store';
import { parseInterestKey } from './subscriber-interests';
import { VENUES } from './venue-store';

/** The documents of `collectionName` whose `field` is `email` in any case. */
async function typedBy(db: Firestore, collectionName: string, field: string, email: string) {
  const lower = email.toLowerCase();
  return (await getDocs(collection(db, collectionName))).docs.filter(
    (d) => String(d.get(field) ?? '').toLowerCase() === lower,
  );
}

/**
 * The documents of one address. Firebase Auth keeps verified addresses in lower case; the address as typed
 * is looked for too, for documents written another way. Messages and hosting enquiries hold the address as
 * the visitor typed it, in any case: they are read whole and compared without case (the inbox is small, and
 * this is a rare request), and their spellings are looked for in the e-mails (our replies, the enquiry's
 * acknowledgement). One batch erases the rest: 500 writes at most.
 */
async function documentsOf(db: Firestore, email: string) {
  const [messages, requests] = await Promise.all([
    typedBy(db, MESSAGES, 'email', email),
    typedBy(db, REQUESTS, 'venueEmail', email),
  ]);
  const typed = [...messages.map((d) => d.get('email')), ...requests.map((d) => d.get('venueEmail'))];
  // Firestore's `in` takes 30 values at most.
  const spellings = [...new Set([email, email.toLowerCase(), ...typed.map(String)])].slice(0, 30);
  const [subscribers, seatsBack, mail, waiting] = await Promise.all([
    getDocs(query(collection(db, SUBSCRIBERS), where('email', 'in', spellings), limit(10))),
    getDocs(query(collection(db, SEATS_BACK), where('email', 'in', spellings), limit(190))),
    getDocs(query(collection(db, MAIL), where('to', 'in', spellings), limit(200))),
    // E-mails a listing change has not sent yet (decision 0040) hold the address too.
    getDocs(query(collection(db, PENDING_MAIL), where('mail.to', 'in', spellings), limit(100))),
  ]);
  return {
    subscribers: subscribers.docs,
    seatsBack: seatsBack.docs,
    mail: [...mail.docs, ...waiting.docs],
    messages: [...messages, ...requests],
  };
}

async function seatsBackOf(db: Firestore, request: QueryDocumentSnapshot): Promise<SeatsBackOfAddress> {
  const data = request.data();
  const listing = String(data.listing ?? '');
  // The listing says which show and hotel; a listing deleted since leaves the date the request kept.
  const venue = listing ? (await getDoc(doc(db, VENUES, listing))).data() : undefined;
  const show: unknown = venue?.showName;
  return {
    listing,
    show: isShowKey(show) ? show : null,
    hotelName: String(venue?.hotelName ?? ''),
    date: String(data.date ?? ''),
    partySize: Number(data.partySize ?? 0),
    told: data.told === true,
  };
}

export async function findAddress(db: Firestore, email: string): Promise<AddressRecords> {
  const found = await documentsOf(db, email);
  const seatsBack = await Promise.all(found.seatsBack.map((request) => seatsBackOf(db, request)));
  return {
    email,
    subscriptions: found.subscribers.flatMap((d) => {
      const interests: unknown = d.data().interests;
      return Array.isArray(interests) ? interests.flatMap((key) => parseInterestKey(String(key)) ?? []) : [];
    }),
    seatsBack: seatsBack.sort((a, b) => a.date.localeCompare(b.date)),
    messages: found.messages.length,
    emails: found.mail.length,
  };
}

/**
 * Erases every message and hosting enquiry of the address as the inbox's own erase does (their replies, then
 * each with the manager's e-mail that copied it), then its subscriber documents, seats-back requests and
 * e-mails (sent or waiting) in one batch.
 */
export async function eraseAddress(db: Firestore, email: string): Promise<void> {
  const found = await documentsOf(db, email);
  const all = [...found.subscribers, ...found.seatsBack, ...found.mail];
  if (all.length === 0 && found.messages.length === 0) throw new DataError('not-found', nothingHeld());
  for (const message of found.messages) {
    const collectionName = message.ref.parent.id;
    await eraseReplies(db, collectionName, message.id);
    await eraseWithNotice(db, collectionName, message.id);
  }
  const batch = writeBatch(db);
  for (const record of all) batch.delete(record.ref);
  await batch.commit();
}

import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { HOTELS_WORDS } from '../../content/dashboard-hotels';
import { NO_SUCH_HOTEL, type HotelContact, type HotelLinkState } from '../../domain/hotel';
import type { SentHotelLink } from '../../domain/hotel-kit';
import { hotelKitPath } from '../../domain/paths';
import { DataError } from '../errors';
import { MAIL } from './collections';
import { HOTELS } from './hotel-store';
import { HOTEL_CONTACTS, HOTEL_LINKS, hashHotelToken, newHotelToken } from './hotel-link-token';
import { MAIL_TEMPLATES } from './mail-store';
import { readTimestamp, UNKNOWN_CREATED_AT } from './timestamps';

// The manager's side of a hotel's private link in hosted mode (docs/decisions/0041-hotel-links.md), loaded
// with the dashboard's Hotels section. firestore.rules check each document's shape and who writes it.

/** The e-mail that carried a link holds its token, so it shares the link's key and goes with it. */
const mailIdOf = (linkId: string) => `hotel-link-${linkId}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Keeps a saved hotel's contact apart from its public document. */
export const storeHotelContact = (db: Firestore, hotelId: string, contact: HotelContact) =>
  setDoc(doc(db, HOTEL_CONTACTS, hotelId), {
    name: contact.name,
    email: contact.email,
    updatedAt: serverTimestamp(),
  });

/** Each saved hotel's contact, and its live link as the manager sees it, by hotel id. */
export async function contactsAndLinks(db: Firestore) {
  const [contacts, links] = await Promise.all([
    getDocs(collection(db, HOTEL_CONTACTS)),
    getDocs(collection(db, HOTEL_LINKS)),
  ]);
  const contactOf = new Map<string, HotelContact>(
    contacts.docs.map((d) => [d.id, { name: text(d.data().name), email: text(d.data().email) }]),
  );
  const linkOf = new Map<string, HotelLinkState>(
    links.docs.map((d) => {
      const data = d.data();
      const state = {
        sentTo: text(data.sentTo),
        // The hosted site always e-mails it (a `mail` document for Trigger Email).
        emailed: true,
        createdAt: readTimestamp(data.createdAt) ?? UNKNOWN_CREATED_AT,
        lastOpenedAt: readTimestamp(data.lastOpenedAt),
      };
      return [text(data.hotelId), state];
    }),
  );
  return { contactOf, linkOf };
}

const linksOf = (db: Firestore, hotelId: string) =>
  getDocs(query(collection(db, HOTEL_LINKS), where('hotelId', '==', hotelId)));

/**
 * A new link for the hotel, e-mailed to its contact through a `mail` document (Trigger Email), in one batch
 * that deletes any earlier link and its e-mail: one live link per hotel.
 */
export async function sendHotelLink(
  db: Firestore,
  hotelId: string,
  siteOrigin: string,
): Promise<SentHotelLink> {
  const [hotel, contact, earlier] = await Promise.all([
    getDoc(doc(db, HOTELS, hotelId)),
    getDoc(doc(db, HOTEL_CONTACTS, hotelId)),
    linksOf(db, hotelId),
  ]);
  // A hotel never saved has no contact either: it has only its place (hotel-places.ts, derived hotels).
  if (!hotel.exists() && !hotelId.includes(':')) throw new DataError('not-found', NO_SUCH_HOTEL);
  const sentTo = text(contact.data()?.email);
  if (!hotel.exists() || !sentTo) {
    const message = HOTELS_WORDS.link.needsContact;
    throw new DataError('invalid', message, { 'contact.email': message });
  }
  const hotelName = text(hotel.data().name);
  const contactName = text(contact.data()?.name);
  const token = newHotelToken();
  const linkId = await hashHotelToken(token);
  const url = new URL(hotelKitPath(token), siteOrigin).href;
  const batch = writeBatch(db);
  for (const old of earlier.docs) {
    batch.delete(old.ref);
    batch.delete(doc(db, MAIL, mailIdOf(old.id)));
  }
  batch.set(doc(db, HOTEL_LINKS, linkId), {
    hotelId,
    hotelName,
    contactName,
    sentTo,
    createdAt: serverTimestamp(),
    lastOpenedAt: null,
  });
  batch.set(doc(db, MAIL, mailIdOf(linkId)), {
    to: sentTo,
    template: {
      name: MAIL_TEMPLATES.hotelLink,
      // The template greets the contact by name: a hotel's team when none was saved.
      data: { hotel: hotelName, contactName: contactName || `${hotelName} team`, url },
    },
    createdAt: serverTimestamp(),
  });
  await batch.commit();
  return {
    link: { sentTo, emailed: true, createdAt: new Date().toISOString(), lastOpenedAt: null },
    emailed: true,
  };
}

/** The hotel's link, and the e-mail that carried it, deleted: the page answers as if it never existed. */
export async function revokeHotelLink(db: Firestore, hotelId: string): Promise<void> {
  const links = await linksOf(db, hotelId);
  if (links.empty) throw new DataError('not-found', HOTELS_WORDS.link.none);
  const batch = writeBatch(db);
  for (const link of links.docs) {
    batch.delete(link.ref);
    batch.delete(doc(db, MAIL, mailIdOf(link.id)));
  }
  await batch.commit();
}

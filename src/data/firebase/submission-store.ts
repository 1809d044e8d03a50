import { addDoc, collection, getDocs, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import type { ContactMessage, ContactMessageFields } from '../../domain/contact-message';
import type { HostingRequest, HostingRequestFields } from '../../domain/hosting-request';
import { newestFirst, readContactMessageDoc, readHostingRequestDoc } from './stored-submissions';

/** Hosting enquiries (spec section 3: collection `requests`). Anyone creates; managers read (firestore.rules). */
const REQUESTS = 'requests';
/** Contact messages. Anyone creates; managers read. */
const MESSAGES = 'messages';

export async function storeHostingRequest(db: Firestore, fields: HostingRequestFields): Promise<void> {
  // Exactly the form's fields plus the server's clock: the rules refuse anything else.
  await addDoc(collection(db, REQUESTS), {
    show: fields.show,
    venueName: fields.venueName,
    venueLink: fields.venueLink,
    venueEmail: fields.venueEmail,
    venueNumber: fields.venueNumber,
    venueMessage: fields.venueMessage,
    createdAt: serverTimestamp(),
  });
}

export async function storeContactMessage(db: Firestore, fields: ContactMessageFields): Promise<void> {
  await addDoc(collection(db, MESSAGES), {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message,
    createdAt: serverTimestamp(),
  });
}

export async function listStoredHostingRequests(db: Firestore): Promise<HostingRequest[]> {
  // Sorted here, not by the query: old documents hold createdAt as text, which Firestore orders apart from
  // timestamps.
  const snapshot = await getDocs(collection(db, REQUESTS));
  return snapshot.docs.map((d) => readHostingRequestDoc(d.id, d.data())).sort(newestFirst);
}

export async function listStoredContactMessages(db: Firestore): Promise<ContactMessage[]> {
  const snapshot = await getDocs(collection(db, MESSAGES));
  return snapshot.docs.map((d) => readContactMessageDoc(d.id, d.data())).sort(newestFirst);
}

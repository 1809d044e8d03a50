import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import type { ContactMessageFields } from '../../domain/contact-message';
import type { HostingRequestFields } from '../../domain/hosting-request';

/** Hosting enquiries (spec section 3: collection `requests`). Anyone creates; managers read (firestore.rules). */
export const REQUESTS = 'requests';
/** Contact messages. Anyone creates; managers read. */
export const MESSAGES = 'messages';

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

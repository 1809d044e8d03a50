import { doc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import type { ContactMessageFields } from '../../domain/contact-message';
import type { HostingRequestFields } from '../../domain/hosting-request';
import { MAIL } from './collections';
import { MAIL_TEMPLATES, storeWithNotice } from './mail-store';

/** Hosting enquiries (the old site's collection `requests`). Anyone creates; managers read (firestore.rules). */
export const REQUESTS = 'requests';
/** Contact messages. Anyone creates; managers read. */
export const MESSAGES = 'messages';

/** With `notifyEmail`, the manager's notice is written in the same batch (mail-store.ts). */
export async function storeHostingRequest(
  db: Firestore,
  fields: HostingRequestFields,
  notifyEmail?: string,
): Promise<void> {
  // Exactly the form's fields plus the server's clock: the rules refuse anything else.
  const data = {
    show: fields.show,
    shows: fields.shows,
    contactName: fields.contactName,
    venueName: fields.venueName,
    venueLink: fields.venueLink,
    venueEmail: fields.venueEmail,
    venueNumber: fields.venueNumber,
    venueMessage: fields.venueMessage,
  };
  await storeWithNotice(db, REQUESTS, MAIL_TEMPLATES.hostingNotice, data, notifyEmail, data.venueEmail);
}

export async function storeContactMessage(
  db: Firestore,
  fields: ContactMessageFields,
  notifyEmail?: string,
): Promise<void> {
  const data = { name: fields.name, email: fields.email, phone: fields.phone, message: fields.message };
  await storeWithNotice(db, MESSAGES, MAIL_TEMPLATES.contactNotice, data, notifyEmail, data.email);
}

/** Erases a submission with the manager's notice about it, which shares its id and goes with it. */
export async function eraseWithNotice(db: Firestore, collectionName: string, id: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, collectionName, id));
  batch.delete(doc(db, MAIL, id));
  await batch.commit();
}

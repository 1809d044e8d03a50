/**
 * E-mail in hosted mode: documents in the `mail` collection, which Firebase's Trigger Email extension sends
 * (docs/hosted-mode.md). Each names a template (scripts/firebase/mail-templates.ts holds their words, uploaded
 * to the `templates` collection) and the data to fill it with, so a visitor's browser never composes text
 * that goes out under the company's name; firestore.rules check every field.
 */
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { MAIL } from './collections';

/** Template names, one per kind of e-mail (the rules know the two a visitor's submission may carry). */
export const MAIL_TEMPLATES = {
  newDate: 'new-date',
  dateCancelled: 'date-cancelled',
  datePostponed: 'date-postponed',
  dateMoved: 'date-moved',
  seatsBack: 'seats-back',
  contactNotice: 'contact-message-notice',
  hostingNotice: 'hosting-request-notice',
  // Written by the manager's browser (enquiry-acknowledgements.ts), never by the enquirer's.
  hostingAcknowledgement: 'hosting-request-acknowledgement',
  inboxReply: 'inbox-reply',
  // The hotel's private link (issue 39), written by the manager's browser (hotel-links.ts).
  hotelLink: 'hotel-link',
} as const;

/** The document that names who hears about submissions; only managers write it (firestore.rules). */
export const NOTIFY_CONFIG = 'config/notify';

/**
 * Stores a visitor's submission, and with `notifyEmail` its notice to the manager in the same batch, under the
 * same id: the rules accept the notice only beside its submission, with the submission's own fields as data
 * and the recipient config/notify names; its Reply-To is the visitor's own address (`replyTo`), so the office
 * answers by pressing Reply. If the rules refuse the pair (config/notify missing or naming
 * another address), the submission is stored alone: a misconfigured notice must never lose a message.
 */
export async function storeWithNotice(
  db: Firestore,
  collectionName: string,
  template: string,
  data: Record<string, unknown>,
  notifyEmail: string | undefined,
  replyTo: string,
): Promise<void> {
  const ref = doc(collection(db, collectionName));
  const submission = { ...data, createdAt: serverTimestamp() };
  if (notifyEmail) {
    // The notice carries the submission's own values (firestore.rules compare them): a list stays a list.
    const fields = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map(String) : String(value),
      ]),
    );
    const batch = writeBatch(db);
    batch.set(ref, submission);
    batch.set(doc(db, MAIL, ref.id), {
      to: notifyEmail,
      replyTo,
      template: { name: template, data: fields },
      createdAt: serverTimestamp(),
    });
    try {
      await batch.commit();
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
      console.warn(
        `[mail] The notice to ${notifyEmail} was refused: set the field "email" of ${NOTIFY_CONFIG} to it ` +
          '(docs/hosted-mode.md). The submission is stored without it.',
      );
    }
  }
  await setDoc(ref, submission);
}

/**
 * E-mail in hosted mode: documents in the `mail` collection, which Firebase's Trigger Email extension sends
 * (docs/hosted-mode.md). Each names a template (scripts/firebase/mail-templates.ts holds their words, uploaded
 * to the `templates` collection) and the data to fill it with, so a visitor's browser never composes text
 * that goes out under the company's name; firestore.rules check every field.
 */
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
import { becameBookable } from '../../domain/bookable';
import { cityLabel } from '../../domain/cities';
import { formatShowDate } from '../../domain/dates';
import { SHOW_PATHS } from '../../domain/paths';
import { SHOW_NAMES } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { MAIL, SUBSCRIBERS } from './subscriber-store';

/** Template names, one per kind of e-mail (the rules know the two a visitor's submission may carry). */
export const MAIL_TEMPLATES = {
  confirmation: 'subscription-confirmation',
  newDate: 'new-date',
  contactNotice: 'contact-message-notice',
  hostingNotice: 'hosting-request-notice',
} as const;

/** The document that names who hears about submissions; only managers write it (firestore.rules). */
export const NOTIFY_CONFIG = 'config/notify';

/**
 * Stores a visitor's submission, and with `notifyEmail` its notice to the manager in the same batch, under the
 * same id: the rules accept the notice only beside its submission, with the submission's own fields as data
 * and the recipient config/notify names. If the rules refuse the pair (config/notify missing or naming
 * another address), the submission is stored alone: a misconfigured notice must never lose a message.
 */
export async function storeWithNotice(
  db: Firestore,
  collectionName: string,
  template: string,
  data: Record<string, unknown>,
  notifyEmail: string | undefined,
): Promise<void> {
  const ref = doc(collection(db, collectionName));
  const submission = { ...data, createdAt: serverTimestamp() };
  if (notifyEmail) {
    const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));
    const batch = writeBatch(db);
    batch.set(ref, submission);
    batch.set(doc(db, MAIL, ref.id), {
      to: notifyEmail,
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

/** The notice's id: one e-mail per subscriber, listing and date, so a second write finds it and skips. */
export const newDateMailId = (token: string, venue: Pick<Venue, 'id' | 'date'>) =>
  `${token}-${venue.id}-${venue.date}`;

/**
 * Writes one new-date e-mail per confirmed subscriber whose show and city match (an unset show or city
 * matches any), for each listing that became bookable. Never twice: a notice whose document exists is
 * skipped (and the rules refuse to overwrite one). Returns how many e-mails were written.
 */
export async function notifySubscribers(
  db: Firestore,
  changes: readonly { before: Venue | null; after: Venue }[],
  now: Date = new Date(),
): Promise<number> {
  const bookable = changes.filter(({ before, after }) => becameBookable(before, after, now));
  if (bookable.length === 0) return 0;
  const subscribers = await getDocs(query(collection(db, SUBSCRIBERS), where('confirmedAt', '!=', null)));
  let written = 0;
  for (const { after: venue } of bookable) {
    const matching = subscribers.docs.filter((s) => {
      const data = s.data();
      return (
        (data.show == null || data.show === venue.show) && (data.city == null || data.city === venue.city)
      );
    });
    await Promise.all(
      matching.map(async (s) => {
        const ref = doc(db, MAIL, newDateMailId(s.id, venue));
        if ((await getDoc(ref)).exists()) return;
        await setDoc(ref, {
          to: String(s.data().email),
          template: {
            name: MAIL_TEMPLATES.newDate,
            data: {
              token: s.id,
              show: SHOW_NAMES[venue.show],
              showPath: SHOW_PATHS[venue.show],
              city: cityLabel(venue.city),
              date: formatShowDate(venue.date),
              hotel: venue.hotelName,
              location: venue.hotelLocation,
              consentText: String(s.data().consentText ?? ''),
            },
          },
          createdAt: serverTimestamp(),
        });
        written += 1;
      }),
    );
  }
  return written;
}

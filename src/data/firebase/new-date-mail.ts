/**
 * New-date e-mails, written by the manager's browser after a listing write (new-date-notices.ts loads this on
 * first use, so a show page's code never carries it).
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
  type Firestore,
} from 'firebase/firestore/lite';
import { becameBookable } from '../../domain/bookable';
import { cityLabel } from '../../domain/cities';
import { formatShowDate } from '../../domain/dates';
import { SHOW_PATHS } from '../../domain/paths';
import { SHOW_NAMES } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { MAIL, SUBSCRIBERS } from './collections';
import { MAIL_TEMPLATES } from './mail-store';

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

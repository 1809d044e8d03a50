/**
 * Hosted mode has no server to answer a hosting enquiry, and a visitor's browser may e-mail only the office
 * (firestore.rules, /mail). So the manager's browser sends the acknowledgement the embedded server sends at
 * once (server/mail/enquiry-acknowledgement.ts): when the dashboard opens, for each enquiry of the last
 * ACKNOWLEDGE_DAYS days. One a day per address at most (the mail document's id, made from the address's hash and
 * the enquiry's day), and none of the sender's words: only the shows chosen from the form's list.
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
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { todayInLondon } from '../../domain/dates';
import { HOSTING_SHOW_OPTIONS, hostingShowsText, type HostingShowOption } from '../../domain/hosting-request';
import { MAIL } from './collections';
import { MAIL_TEMPLATES } from './mail-store';
import { sha256Hex } from './sha256';
import { REQUESTS } from './submission-store';

/** The acknowledgement promises a reply within two working days: older than a weekend and a day, it would not. */
export const ACKNOWLEDGE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const isHostingShow = (value: unknown): value is HostingShowOption =>
  HOSTING_SHOW_OPTIONS.includes(value as HostingShowOption);

/** The id of an address's acknowledgement for a day: the address itself is not in it. */
export async function acknowledgementId(email: string, day: string): Promise<string> {
  return `hosting-ack-${(await sha256Hex(email.toLowerCase())).slice(0, 32)}-${day}`;
}

/** Writes the acknowledgements still owed; returns how many it wrote. */
export async function acknowledgeEnquiries(db: Firestore, now: Date = new Date()): Promise<number> {
  const since = Timestamp.fromMillis(now.getTime() - ACKNOWLEDGE_DAYS * DAY_MS);
  const found = await getDocs(query(collection(db, REQUESTS), where('createdAt', '>=', since), limit(200)));
  const owed = new Map<string, { to: string; shows: HostingShowOption[] }>();
  for (const enquiry of found.docs) {
    const data = enquiry.data();
    const to = String(data.venueEmail ?? '');
    const created = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : now;
    const listed: unknown[] = Array.isArray(data.shows) ? data.shows : [data.show];
    const id = await acknowledgementId(to, todayInLondon(created));
    if (to && !owed.has(id)) owed.set(id, { to, shows: listed.filter(isHostingShow) });
  }
  let written = 0;
  for (const [id, { to, shows }] of owed) {
    const ref = doc(db, MAIL, id);
    if ((await getDoc(ref)).exists()) continue;
    await setDoc(ref, {
      to,
      template: { name: MAIL_TEMPLATES.hostingAcknowledgement, data: { shows: hostingShowsText(shows) } },
      createdAt: serverTimestamp(),
    });
    written += 1;
  }
  return written;
}

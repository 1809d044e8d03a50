import { formatDateWithWeekday } from '../../src/domain/dates';
import { MAIL_LINK_PATHS } from '../../src/domain/paths';
import { SHOW_NAMES } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import { SEATS_BACK_EMAIL as COPY } from '../../src/content/seats-back';
import { bookingHref } from '../../src/domain/booking-link';
import { seatsWords } from '../../src/domain/seats-back';
import { startWords } from '../../src/domain/event-timing';
import type { Store } from '../db/store';
import type { SeatsBackEntry } from '../db/seats-back-repository';
import type { MailService } from '../mail/mail-service';
import { link, unsubscribeLinks } from './subscription-mail';

/**
 * The double opt-in e-mail of a seats-back request, naming it (date and party size): at most one a day per
 * address, whose link confirms that request only (seats-back-repository.ts, confirm). Its links are the subscriptions' own
 * pages: their routes take a seats-back token too (server/routes/subscriptions.ts).
 */
export function queueSeatsBackConfirmation(mail: MailService, entry: SeatsBackEntry, today: string): boolean {
  // Confirmed before: the e-mail says so (the form cannot, or it would tell anyone what an address asked for).
  const already = entry.confirmedAt !== null;
  return mail.enqueue({
    kind: already ? 'seats-back-already' : 'seats-back-confirmation',
    to: entry.email,
    subject: already ? COPY.alreadySubject : COPY.confirmSubject,
    paragraphs: (already ? COPY.alreadyIntro : COPY.confirmIntro)(
      entry.consentText,
      seatsWords(entry.partySize),
    ),
    ...(already
      ? {}
      : {
          action: {
            label: COPY.confirmAction,
            url: link(mail, MAIL_LINK_PATHS.subscribeConfirm, entry.token),
          },
        }),
    reason: COPY.reason(entry.consentText),
    unsubscribe: unsubscribeLinks(mail, entry.token),
    dedupeKey: `seats-back-confirm:${entry.email.toLowerCase()}:${today}`,
    seatsBackId: entry.id,
  });
}

/**
 * Tells the people waiting for seats on `venue` that they are back, once each and in the order they asked
 * (the outbox sends in the order queued). Call inside the transaction of the listing write that put the date
 * back on sale. Returns how many e-mails were queued.
 */
export function queueSeatsBackNotices(store: Store, mail: MailService, venue: Venue, now: Date): number {
  if (!mail.enabled) return 0;
  const show = SHOW_NAMES[venue.show];
  const date = formatDateWithWeekday(venue.date);
  // The date page's Book link (src/domain/booking-link.ts): it names this site unless the hotel said not to.
  const hotel = venue.hotelId ? (store.hotels.find(venue.hotelId) ?? undefined) : undefined;
  const bookUrl = bookingHref(venue.bookingUrl, hotel) ?? venue.bookingUrl;
  let queued = 0;
  for (const entry of store.seatsBack.waitingFor(venue.id)) {
    store.seatsBack.markTold(entry.id, now);
    const sent = mail.enqueue({
      kind: 'seats-back',
      to: entry.email,
      subject: COPY.seatsSubject(show, date),
      paragraphs: COPY.seatsBody(
        show,
        venue.hotelName,
        venue.hotelLocation,
        date,
        seatsWords(entry.partySize),
        startWords(venue),
      ),
      action: { label: COPY.seatsAction, url: bookUrl },
      reason: COPY.reason(entry.consentText),
      unsubscribe: unsubscribeLinks(mail, entry.token),
      dedupeKey: `seats-back:${entry.id}`,
      seatsBackId: entry.id,
      notice: { listingId: venue.id, date: venue.date },
    });
    if (sent) queued += 1;
  }
  return queued;
}

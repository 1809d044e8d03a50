import { HOTEL_LINK_EMAIL as COPY } from '../../src/content/hotel-kit';
import type { Hotel } from '../../src/domain/hotel';
import type { MailService } from './mail-service';

/** The outbox key of a link's e-mail: the e-mail holds the token, so it goes when the link does. */
export const hotelLinkMailKey = (tokenHash: string) => `hotel-link:${tokenHash}`;

/**
 * Queues the e-mail that brings the hotel's contact its private link; false when e-mail is off. Then nothing
 * is kept either (other e-mails are kept unsent, for the dashboard to show): the link is a key to the hotel's
 * page, which the manager is shown once to pass on, and the site keeps only its hash.
 */
export function queueHotelLinkMail(mail: MailService, hotel: Hotel, url: string, tokenHash: string): boolean {
  if (!mail.enabled) return false;
  return mail.enqueue({
    kind: 'hotel-link',
    to: hotel.contact.email,
    subject: COPY.subject(hotel.name),
    paragraphs: COPY.paragraphs(hotel.contact.name, hotel.name),
    action: { label: COPY.action, url },
    reason: COPY.reason(hotel.name),
    dedupeKey: hotelLinkMailKey(tokenHash),
  });
}

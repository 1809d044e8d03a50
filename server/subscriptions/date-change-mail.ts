import { cityLabel } from '../../src/domain/cities';
import { startWords } from '../../src/domain/event-timing';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { DateChange } from '../../src/domain/listing-revision';
import { SHOW_NAMES } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import { DATE_CHANGE_EMAIL as COPY } from '../../src/content/date-change-mail';
import { SUBSCRIPTION_EMAIL } from '../../src/content/subscriptions';
import type { Store } from '../db/store';
import type { MailService } from '../mail/mail-service';
import { unsubscribeLinks } from './subscription-mail';

/**
 * Tells every confirmed subscriber whose show and city match that a date was cancelled, postponed or moved:
 * one e-mail per address and change (the listing's sequence names the change), however many of the
 * address's subscriptions match. Call inside the transaction of the listing write, like the new-date
 * notices. Returns how many e-mails were queued.
 */
export function queueDateChangeNotices(
  store: Store,
  mail: MailService,
  before: Venue,
  venue: Venue,
  change: DateChange,
): number {
  if (!mail.enabled) return 0;
  const show = SHOW_NAMES[venue.show];
  const city = cityLabel(venue.city);
  const date = formatDateWithWeekday(venue.date);
  const words = COPY[change];
  let queued = 0;
  for (const subscriber of store.subscribers.matching(venue.show, venue.city)) {
    // Told of the move, they have heard of the new day: it is not news to them again later.
    if (change === 'moved') store.subscribers.markNoticed(subscriber.id, venue);
    const sent = mail.enqueue({
      kind: `date-${change}`,
      to: subscriber.email,
      subject: words.subject(show, city, date),
      paragraphs: words.body(
        show,
        venue.hotelName,
        venue.hotelLocation,
        date,
        formatDateWithWeekday(before.date),
        startWords(venue),
      ),
      action: { label: COPY.action, url: `${mail.identity.siteUrl}${datePagePath(venue)}` },
      reason: SUBSCRIPTION_EMAIL.subscriberReason(subscriber.consentText),
      unsubscribe: unsubscribeLinks(mail, subscriber.token),
      dedupeKey: `date-${change}:${subscriber.email.toLowerCase()}:${venue.id}:${venue.sequence}`,
      subscriberId: subscriber.id,
      notice: { listingId: venue.id, date: venue.date },
    });
    if (sent) queued += 1;
  }
  return queued;
}

import { MAIL_LINK_PATHS, PATHS } from '../../src/domain/paths';
import { startWords } from '../../src/domain/event-timing';
import { datePagePath } from '../../src/domain/date-page-paths';
import { cityLabel } from '../../src/domain/cities';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { SHOW_NAMES } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import { canBook } from '../../src/domain/listing-revision';
import { SUBSCRIPTION_EMAIL as COPY } from '../../src/content/subscriptions';
import type { Store } from '../db/store';
import type { SubscriberWithToken } from '../db/subscribers-repository';
import type { MailService } from '../mail/mail-service';

export const link = (mail: MailService, path: string, token: string) =>
  `${mail.identity.siteUrl}${path}?token=${encodeURIComponent(token)}`;

/** The unsubscribe page (link in the message) and the RFC 8058 endpoint (mail programs' own button). */
export const unsubscribeLinks = (mail: MailService, token: string) => ({
  pageUrl: link(mail, MAIL_LINK_PATHS.unsubscribe, token),
  oneClickUrl: link(mail, '/api/subscriptions/unsubscribe', token),
});

/**
 * Queues the double opt-in e-mail, naming the one subscription its link confirms (or, for one confirmed
 * before, an e-mail saying there is nothing to do) (subscribers-repository.ts,
 * confirm). At most one a day per address, whatever the show and city, so the form cannot flood anyone's
 * inbox: a subscription made later that day gets no e-mail (its form says so: confirmationOutcome), stays
 * unconfirmed and goes after UNCONFIRMED_KEPT_DAYS unless asked for again. False when none was queued. Call
 * inside the transaction that stored the subscription.
 */
export function queueConfirmation(
  mail: MailService,
  subscriber: SubscriberWithToken,
  today: string,
): boolean {
  // Confirmed before: the e-mail says so (the form cannot, or it would tell anyone what an address asked for).
  const already = subscriber.confirmedAt !== null;
  return mail.enqueue({
    kind: already ? 'subscription-already' : 'subscription-confirmation',
    to: subscriber.email,
    subject: already ? COPY.alreadySubject : COPY.confirmSubject,
    paragraphs: (already ? COPY.alreadyIntro : COPY.confirmIntro)(subscriber.consentText),
    action: already
      ? { label: COPY.alreadyAction, url: `${mail.identity.siteUrl}${PATHS.whatsOn}` }
      : { label: COPY.confirmAction, url: link(mail, MAIL_LINK_PATHS.subscribeConfirm, subscriber.token) },
    reason: COPY.confirmReason,
    unsubscribe: unsubscribeLinks(mail, subscriber.token),
    dedupeKey: `confirm:${subscriber.email.toLowerCase()}:${today}`,
    subscriberId: subscriber.id,
  });
}

/**
 * Was the last word this address had about the listing that it was off? With no e-mail about it left in the
 * log (kept MAIL_LOG_DAYS), someone told of the date before may have been told it was off since: they hear it
 * is on, rather than risk their thinking it off.
 */
function toldItWasOff(store: Store, email: string, listingId: string, firstWord: boolean): boolean {
  const last = store.outbox.lastOnOrOffNotice(email, listingId);
  return last === null ? !firstWord : last !== 'new-date';
}

/**
 * Tells every confirmed subscriber who asked for this show and city about a bookable date, once per
 * subscriber and date, whatever later edits do. `backOn` (a cancelled or postponed date going ahead after
 * all): the people whose last e-mail about it said it was off are told it is on again; those whose
 * cancellation was withdrawn (Don't send) still think it on and hear nothing; those never told of the date
 * hear of it as a new date. Call inside the transaction of the listing write, so a crash cannot separate the
 * date from its e-mails. Returns how many e-mails were queued.
 */
export function queueNewDateNotices(
  store: Store,
  mail: MailService,
  venue: Venue,
  { backOn = false }: { backOn?: boolean } = {},
): number {
  if (!mail.enabled || !canBook(venue)) return 0;
  const show = SHOW_NAMES[venue.show];
  const city = cityLabel(venue.city);
  const date = formatDateWithWeekday(venue.date);
  let queued = 0;
  for (const subscriber of store.subscribers.matching(venue.show, venue.city)) {
    const firstWord = store.subscribers.markNoticed(subscriber.id, venue);
    const returning = backOn && toldItWasOff(store, subscriber.email, venue.id, firstWord);
    if (!firstWord && !returning) continue;
    const sent = mail.enqueue({
      kind: 'new-date',
      to: subscriber.email,
      subject: (returning ? COPY.backOnSubject : COPY.newDateSubject)(show, city, date),
      paragraphs: (returning ? COPY.backOnBody : COPY.newDateBody)(
        show,
        venue.hotelName,
        venue.hotelLocation,
        date,
        startWords(venue),
      ),
      action: { label: COPY.newDateAction, url: `${mail.identity.siteUrl}${datePagePath(venue)}` },
      reason: COPY.subscriberReason(subscriber.consentText),
      unsubscribe: unsubscribeLinks(mail, subscriber.token),
      // One e-mail per address and date, however many of its subscriptions match (and per return).
      dedupeKey: `new-date:${subscriber.email.toLowerCase()}:${venue.show}:${venue.city}:${venue.date}${returning ? `:back-on:${venue.sequence}` : ''}`,
      subscriberId: subscriber.id,
      notice: { listingId: venue.id, date: venue.date },
    });
    if (sent) queued += 1;
  }
  return queued;
}

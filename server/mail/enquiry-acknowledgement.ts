import { ENQUIRY_ACKNOWLEDGEMENT as WORDS } from '../../src/content/enquiry-acknowledgement';
import { type HostingRequest, hostingShowsText } from '../../src/domain/hosting-request';
import { PATHS } from '../../src/domain/paths';
import type { MailService } from './mail-service';

/**
 * Queues the enquirer's acknowledgement, in the transaction that stores the enquiry. One a day per address at
 * most (its dedupe key), so repeated enquiries, or someone else's address typed in again and again, make
 * one e-mail, not many; the per-address and daily caps of the form limit the rest.
 */
export function acknowledgeEnquiry(
  mail: MailService,
  request: Pick<HostingRequest, 'venueEmail' | 'shows' | 'createdAt'>,
): void {
  const { siteName, siteUrl } = mail.identity;
  mail.enqueue({
    kind: 'hosting-request-acknowledgement',
    to: request.venueEmail,
    subject: WORDS.subject(siteName),
    paragraphs: WORDS.paragraphs(hostingShowsText(request.shows)),
    action: { label: WORDS.action, url: `${siteUrl}${PATHS.hostEvent}` },
    reason: WORDS.reason,
    dedupeKey: `hosting-ack-${request.venueEmail.toLowerCase()}-${request.createdAt.slice(0, 10)}`,
  });
}

import { HOSTING_SHOW_LABELS, hostingShowsText, type HostingRequest } from '../../../domain/hosting-request';
import { MailLink, MessageText, PhoneLink, VisitorLink } from './contact-links';
import { useCallback } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import type { InboxPageRequest } from '../../../domain/inbox';
import { hostingRequestTarget } from '../../../domain/inbox-reply';
import type { MessageCopy, MessageField } from './message-card';
import { MessageList } from './message-list';

const FIELDS: MessageField<HostingRequest>[] = [
  { header: 'Shows', value: (r) => hostingShowsText(r.shows) },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Venue name', value: (r) => r.venueName },
  { header: 'Venue link', value: (r) => r.venueLink, render: (r) => <VisitorLink url={r.venueLink} /> },
  { header: 'Venue number', value: (r) => r.venueNumber, render: (r) => <PhoneLink phone={r.venueNumber} /> },
  { header: 'Venue e-mail', value: (r) => r.venueEmail, render: (r) => <MailLink email={r.venueEmail} /> },
  { header: 'Message', value: (r) => r.venueMessage, render: (r) => <MessageText text={r.venueMessage} /> },
];

const COPY: MessageCopy<HostingRequest> = {
  heading: (r) => r.venueName,
  what: (r) => `the enquiry from ${r.venueName}`,
  reply: (r) => ({
    email: r.venueEmail,
    about: `hosting ${r.show === 'NoShowInParticular' ? 'a show' : HOSTING_SHOW_LABELS[r.show]} at ${r.venueName}`,
  }),
  target: hostingRequestTarget,
};

/** Venues asking to host a show (/eventContact). */
export function HostingRequestsPanel() {
  const port = useDataPort();
  const read = useCallback((page: InboxPageRequest) => port.listHostingRequests(page), [port]);
  return (
    <MessageList
      title="Hosting requests"
      noun="hosting requests"
      kind="hostingRequests"
      read={read}
      copy={COPY}
      fields={FIELDS}
      erase={(id) => port.eraseHostingRequest(id)}
      csvName="hosting-requests"
    />
  );
}

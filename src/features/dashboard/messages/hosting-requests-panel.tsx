import { HOSTING_SHOW_LABELS, type HostingRequest } from '../../../domain/hosting-request';
import { MailLink, Message, PhoneLink, VisitorLink } from './contact-links';
import { useCallback } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import type { InboxPageRequest } from '../../../domain/inbox';
import type { SubmissionCopy, SubmissionField } from './submission-card';
import { SubmissionsPanel } from './submissions-panel';

const FIELDS: SubmissionField<HostingRequest>[] = [
  { header: 'Show', value: (r) => HOSTING_SHOW_LABELS[r.show] },
  { header: 'Venue name', value: (r) => r.venueName },
  { header: 'Venue link', value: (r) => r.venueLink, render: (r) => <VisitorLink url={r.venueLink} /> },
  { header: 'Venue number', value: (r) => r.venueNumber, render: (r) => <PhoneLink phone={r.venueNumber} /> },
  { header: 'Venue e-mail', value: (r) => r.venueEmail, render: (r) => <MailLink email={r.venueEmail} /> },
  { header: 'Message', value: (r) => r.venueMessage, render: (r) => <Message text={r.venueMessage} /> },
];

const COPY: SubmissionCopy<HostingRequest> = {
  heading: (r) => r.venueName,
  what: (r) => `the enquiry from ${r.venueName}`,
  reply: (r) => ({
    email: r.venueEmail,
    about: `hosting ${r.show === 'NoShowInParticular' ? 'a show' : HOSTING_SHOW_LABELS[r.show]} at ${r.venueName}`,
  }),
};

/** Venues asking to host a show (/eventContact). */
export function HostingRequestsPanel() {
  const port = useDataPort();
  const read = useCallback((page: InboxPageRequest) => port.listHostingRequests(page), [port]);
  return (
    <SubmissionsPanel
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

import { HOSTING_SHOW_LABELS, type HostingRequest } from '../../domain/hosting-request';
import { MailLink, Message, PhoneLink, VisitorLink } from './contact-links';
import { useCallback } from 'react';
import { useDataPort } from '../../data/data-port-context';
import type { PageRequest } from '../../domain/paging';
import type { SubmissionField } from './submissions-panel';
import { SubmissionsPanel } from './submissions-panel';

const FIELDS: SubmissionField<HostingRequest>[] = [
  { header: 'Show', value: (r) => HOSTING_SHOW_LABELS[r.show] },
  { header: 'Venue name', value: (r) => r.venueName },
  { header: 'Venue link', value: (r) => r.venueLink, render: (r) => <VisitorLink url={r.venueLink} /> },
  { header: 'Venue number', value: (r) => r.venueNumber, render: (r) => <PhoneLink phone={r.venueNumber} /> },
  { header: 'Venue e-mail', value: (r) => r.venueEmail, render: (r) => <MailLink email={r.venueEmail} /> },
  { header: 'Message', value: (r) => r.venueMessage, render: (r) => <Message text={r.venueMessage} /> },
];

/** Venues asking to host a show (/eventContact). */
export function HostingRequestsPanel() {
  const port = useDataPort();
  const read = useCallback((page: PageRequest) => port.listHostingRequests(page), [port]);
  const erase = {
    what: (r: HostingRequest) => `the enquiry from ${r.venueName}`,
    run: (id: string) => port.eraseHostingRequest(id),
  };
  return (
    <SubmissionsPanel
      title="Hosting requests"
      noun="hosting requests"
      read={read}
      heading={(r) => r.venueName}
      fields={FIELDS}
      erase={erase}
      csvName="hosting-requests"
    />
  );
}

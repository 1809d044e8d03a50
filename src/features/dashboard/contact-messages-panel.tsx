import type { ContactMessage } from '../../domain/contact-message';
import { MailLink, Message, PhoneLink } from './contact-links';
import { useCallback } from 'react';
import { useDataPort } from '../../data/data-port-context';
import type { PageRequest } from '../../domain/paging';
import type { SubmissionField } from './submissions-panel';
import { SubmissionsPanel } from './submissions-panel';

const FIELDS: SubmissionField<ContactMessage>[] = [
  { header: 'Name', value: (m) => m.name },
  { header: 'E-mail', value: (m) => m.email, render: (m) => <MailLink email={m.email} /> },
  { header: 'Phone', value: (m) => m.phone, render: (m) => <PhoneLink phone={m.phone} /> },
  { header: 'Message', value: (m) => m.message, render: (m) => <Message text={m.message} /> },
];

/** Messages from /contact and the home page's contact section, kept by the server (none lost to a third party). */
export function ContactMessagesPanel() {
  const port = useDataPort();
  const read = useCallback((page: PageRequest) => port.listContactMessages(page), [port]);
  const erase = {
    what: (m: ContactMessage) => `the message from ${m.name}`,
    run: (id: string) => port.eraseContactMessage(id),
  };
  return (
    <SubmissionsPanel
      title="Contact messages"
      noun="contact messages"
      read={read}
      heading={(m) => m.name}
      fields={FIELDS}
      erase={erase}
      csvName="contact-messages"
    />
  );
}

import type { ContactMessage } from '../../domain/contact-message';
import { MailLink, Message, PhoneLink } from './contact-links';
import { useDashboardData } from './dashboard-data';
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
  const { messages, reloadSubmissions } = useDashboardData();
  return (
    <SubmissionsPanel
      title="Contact messages"
      noun="contact messages"
      list={messages}
      heading={(m) => m.name}
      fields={FIELDS}
      onRefresh={reloadSubmissions}
      csvName="contact-messages"
    />
  );
}

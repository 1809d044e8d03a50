import { useCallback } from 'react';
import { useDataPort } from '../../../data/data-port-context';
import type { ContactMessage } from '../../../domain/contact-message';
import type { InboxPageRequest } from '../../../domain/inbox';
import { contactMessageTarget } from '../../../domain/inbox-reply';
import { MailLink, MessageText, PhoneLink } from './contact-links';
import type { MessageCopy, MessageField } from './message-card';
import { MessageList } from './message-list';

const FIELDS: MessageField<ContactMessage>[] = [
  { header: 'Name', value: (m) => m.name },
  { header: 'E-mail', value: (m) => m.email, render: (m) => <MailLink email={m.email} /> },
  { header: 'Phone', value: (m) => m.phone, render: (m) => <PhoneLink phone={m.phone} /> },
  { header: 'Message', value: (m) => m.message, render: (m) => <MessageText text={m.message} /> },
];

/** How long a quote of the visitor's message may be in a reply's subject. */
const QUOTE_LENGTH = 60;
const quote = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > QUOTE_LENGTH ? `${line.slice(0, QUOTE_LENGTH - 3).trimEnd()}...` : line}"`;
};

const COPY: MessageCopy<ContactMessage> = {
  heading: (m) => m.name,
  what: (m) => `the message from ${m.name}`,
  reply: (m) => ({ email: m.email, about: quote(m.message) }),
  target: contactMessageTarget,
};

/** Messages from /contact and the home page's contact section, kept by the server (none lost to a third party). */
export function ContactMessagesPanel() {
  const port = useDataPort();
  const read = useCallback((page: InboxPageRequest) => port.listContactMessages(page), [port]);
  return (
    <MessageList
      title="Contact messages"
      noun="contact messages"
      kind="contactMessages"
      read={read}
      copy={COPY}
      fields={FIELDS}
      erase={(id) => port.eraseContactMessage(id)}
      csvName="contact-messages"
    />
  );
}

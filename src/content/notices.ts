/**
 * The e-mail the manager gets when a visitor writes (NOTIFY_EMAIL). One wording for both modes: the embedded
 * server fills it in (server/mail/submission-notice.ts); hosted mode turns it into Trigger Email templates
 * (scripts/firebase/mail-templates.ts), where `{{field}}` is Handlebars.
 */
export type NoticeKind = 'contact-message' | 'hosting-request';

export interface NoticeWording {
  subject: string;
  intro: string;
  /** Label and stored field name of each line, in the order a reader wants them. */
  lines: readonly (readonly [label: string, field: string])[];
  /** The field holding the visitor's own address: the notice's Reply-To, so answering reaches them. */
  replyTo: string;
}

export const SUBMISSION_NOTICES: Record<NoticeKind, NoticeWording> = {
  'contact-message': {
    subject: 'New message from {{name}}',
    intro: 'Someone sent a message through the website.',
    lines: [
      ['Name', 'name'],
      ['E-mail', 'email'],
      ['Phone', 'phone'],
      ['Message', 'message'],
    ],
    replyTo: 'email',
  },
  'hosting-request': {
    subject: 'New hosting enquiry from {{venueName}}',
    intro: 'A venue asked about hosting a show.',
    lines: [
      ['Shows', 'show'],
      ['Contact', 'contactName'],
      ['Venue', 'venueName'],
      ['Venue link', 'venueLink'],
      ['E-mail', 'venueEmail'],
      ['Phone', 'venueNumber'],
      ['Message', 'venueMessage'],
    ],
    replyTo: 'venueEmail',
  },
};

export const NOTICE_ACTION = 'Read it in the dashboard';
export const NOTICE_REASON =
  'You get this e-mail because this address is set to hear about new messages and enquiries on the website.';

/** Fills `{{field}}` from the submission (the embedded server; Handlebars does it for hosted mode). */
export const fillNotice = (text: string, fields: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, field: string) => fields[field] ?? '');

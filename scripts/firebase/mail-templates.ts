/**
 * The Trigger Email extension's templates for hosted mode (documents of the `templates` collection, fields
 * `subject`, `text`, `html`, in Handlebars), made from the same words and layout as the embedded server's
 * e-mails (src/content/notices.ts, src/content/subscriptions.ts, src/content/date-change-mail.ts,
 * server/mail/compose-mail.ts), and the
 * command that uploads them and names who hears about submissions (config/notify):
 *   npm run firebase:mail-setup -- --project PROJECT_ID --site-url https://example.co.uk --notify bookings@example.co.uk
 * Run it again after changing the words. `{{field}}` is HTML-escaped by Handlebars; in the subject and the
 * plain-text part, `{{{field}}}` is used so an apostrophe stays an apostrophe.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { composeMail, type MailContent } from '../../server/mail/compose-mail';
import { COMPANY_DETAILS } from '../../src/content/company';
import { REPLY_WORDS } from '../../src/content/dashboard-messages';
import { NOTICE_ACTION, NOTICE_REASON, SUBMISSION_NOTICES, type NoticeKind } from '../../src/content/notices';
import { SUBSCRIPTION_EMAIL as COPY } from '../../src/content/subscriptions';
import { DATE_CHANGE_EMAIL } from '../../src/content/date-change-mail';
import { SEATS_BACK_EMAIL } from '../../src/content/seats-back';
import { ENQUIRY_ACKNOWLEDGEMENT } from '../../src/content/enquiry-acknowledgement';
import { HOTEL_LINK_EMAIL } from '../../src/content/hotel-kit';
import { MAIL_TEMPLATES, NOTIFY_CONFIG } from '../../src/data/firebase/mail-store';
import { DASHBOARD_PATHS, MAIL_LINK_PATHS, PATHS } from '../../src/domain/paths';
import type { DateChange } from '../../src/domain/listing-revision';
import { credentialHelp, fail, initAdmin, isMain, parseAdminArgs } from './admin';

export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}

/** A new date's words as placeholders: show, hotel, location, date and start time. */
const DATE_WORDS = ['{{show}}', '{{hotel}}', '{{location}}', '{{date}}', '{{time}}'] as const;
// `{{else}}` is a block's keyword, not a field.
const raw = (text: string) => text.replace(/\{\{(?!else\}\})(\w+)\}\}/g, '{{{$1}}}');
/** Handlebars words: `whenTrue` if the mail document's data has `field`, else `otherwise`. */
const either = (field: string, whenTrue: string, otherwise: string) =>
  `{{#if ${field}}}${whenTrue}{{else}}${otherwise}{{/if}}`;

function template(siteUrl: string, content: Omit<MailContent, 'to' | 'kind'>): MailTemplate {
  const identity = { siteName: COMPANY_DETAILS.name, postalAddress: COMPANY_DETAILS.address, siteUrl };
  const mail = composeMail(identity, { ...content, kind: 'template', to: '' });
  return { subject: raw(content.subject), text: raw(mail.text), html: mail.html };
}

/** Every template, by the name the mail documents use (src/data/firebase/mail-store.ts). */
export function mailTemplates(siteUrl: string): Record<string, MailTemplate> {
  // The subscriber's document id and its unsubscribe token (firestore.rules, /subscribers).
  const unsubscribe = `${siteUrl}${MAIL_LINK_PATHS.unsubscribe}?id={{id}}&token={{token}}`;
  // A seats-back request's document id and its token (firestore.rules, /seatsBack).
  const leaveSeatsBack = `${siteUrl}${MAIL_LINK_PATHS.unsubscribe}?seatsBack={{id}}&token={{token}}`;
  const notice = (kind: NoticeKind): MailTemplate => {
    const wording = SUBMISSION_NOTICES[kind];
    return template(siteUrl, {
      subject: wording.subject,
      paragraphs: [wording.intro, ...wording.lines.map(([label, field]) => `${label}: {{${field}}}`)],
      action: { label: NOTICE_ACTION, url: `${siteUrl}${DASHBOARD_PATHS.messages}` },
      reason: NOTICE_REASON,
    });
  };
  const dateChange = (change: DateChange): MailTemplate =>
    template(siteUrl, {
      subject: DATE_CHANGE_EMAIL[change].subject('{{show}}', '{{city}}', '{{date}}'),
      paragraphs: DATE_CHANGE_EMAIL[change].body(
        '{{show}}',
        '{{hotel}}',
        '{{location}}',
        '{{date}}',
        '{{previousDate}}',
        '{{time}}',
      ),
      action: { label: DATE_CHANGE_EMAIL.action, url: `${siteUrl}{{datePath}}` },
      reason: COPY.subscriberReason('{{consentText}}'),
      unsubscribe: { pageUrl: unsubscribe, oneClickUrl: unsubscribe },
    });
  return {
    // No confirmation template: Firebase Auth's own sign-in e-mail confirms a subscription (email-link.ts).
    // A cancelled or postponed date going ahead after all has `backOn` in its data (new-date-mail.ts).
    [MAIL_TEMPLATES.newDate]: template(siteUrl, {
      subject: either(
        'backOn',
        COPY.backOnSubject('{{show}}', '{{city}}', '{{date}}'),
        COPY.newDateSubject('{{show}}', '{{city}}', '{{date}}'),
      ),
      paragraphs: COPY.newDateBody(...DATE_WORDS).map((newDate, at) => {
        const backOn = COPY.backOnBody(...DATE_WORDS)[at] ?? '';
        return backOn === newDate ? newDate : either('backOn', backOn, newDate);
      }),
      action: { label: COPY.newDateAction, url: `${siteUrl}{{datePath}}` },
      reason: COPY.subscriberReason('{{consentText}}'),
      unsubscribe: { pageUrl: unsubscribe, oneClickUrl: unsubscribe },
    }),
    [MAIL_TEMPLATES.dateCancelled]: dateChange('cancelled'),
    [MAIL_TEMPLATES.datePostponed]: dateChange('postponed'),
    [MAIL_TEMPLATES.dateMoved]: dateChange('moved'),
    // Its confirmation too is Firebase Auth's sign-in e-mail; the booking link is the venue's own.
    [MAIL_TEMPLATES.seatsBack]: template(siteUrl, {
      subject: SEATS_BACK_EMAIL.seatsSubject('{{show}}', '{{date}}'),
      paragraphs: SEATS_BACK_EMAIL.seatsBody(
        '{{show}}',
        '{{hotel}}',
        '{{location}}',
        '{{date}}',
        '{{seats}}',
        '{{time}}',
      ),
      action: { label: SEATS_BACK_EMAIL.seatsAction, url: '{{bookingUrl}}' },
      reason: SEATS_BACK_EMAIL.reason('{{consentText}}'),
      unsubscribe: { pageUrl: leaveSeatsBack, oneClickUrl: leaveSeatsBack },
    }),
    [MAIL_TEMPLATES.contactNotice]: notice('contact-message'),
    [MAIL_TEMPLATES.hostingNotice]: notice('hosting-request'),
    // The same words as the embedded server's (server/mail/enquiry-acknowledgement.ts): the shows, nothing typed.
    [MAIL_TEMPLATES.hostingAcknowledgement]: template(siteUrl, {
      subject: ENQUIRY_ACKNOWLEDGEMENT.subject(COMPANY_DETAILS.name),
      paragraphs: ENQUIRY_ACKNOWLEDGEMENT.paragraphs('{{shows}}'),
      action: { label: ENQUIRY_ACKNOWLEDGEMENT.action, url: `${siteUrl}${PATHS.hostEvent}` },
      reason: ENQUIRY_ACKNOWLEDGEMENT.reason,
    }),
    // A manager's answer from the inbox (src/data/firebase/reply-store.ts): their words, the visitor's quoted.
    [MAIL_TEMPLATES.inboxReply]: template(siteUrl, {
      subject: '{{subject}}',
      paragraphs: ['{{answer}}'],
      quote: { heading: '{{quoteHeading}}', lines: ['{{quote}}'] },
      reason: REPLY_WORDS.mailReason,
    }),
    // The link is the hotel page's whole address, token included (src/data/firebase/hotel-links.ts).
    [MAIL_TEMPLATES.hotelLink]: template(siteUrl, {
      subject: HOTEL_LINK_EMAIL.subject('{{hotel}}'),
      paragraphs: HOTEL_LINK_EMAIL.paragraphs('{{contactName}}', '{{hotel}}'),
      action: { label: HOTEL_LINK_EMAIL.action, url: '{{url}}' },
      reason: HOTEL_LINK_EMAIL.reason('{{hotel}}'),
    }),
  };
}

const USAGE =
  'Usage: npm run firebase:mail-setup -- --project PROJECT_ID --site-url https://your.site [--notify EMAIL]';

if (isMain(import.meta.url)) {
  const parsed = parseAdminArgs(process.argv.slice(2), process.env);
  if (!parsed.ok) fail(`${parsed.problem}\n${USAGE}`);
  const siteUrl = parsed.args.options.get('site-url')?.replace(/\/+$/, '');
  const notify = parsed.args.options.get('notify');
  if (!siteUrl || !/^https?:\/\/[^/\s]+$/.test(siteUrl))
    fail(`--site-url must be the site's origin.\n${USAGE}`);
  if (notify !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(notify))
    fail(`--notify must be an e-mail address.\n${USAGE}`);
  try {
    const db = getFirestore(initAdmin(parsed.args));
    const batch = db.batch();
    for (const [name, fields] of Object.entries(mailTemplates(siteUrl)))
      batch.set(db.doc(`templates/${name}`), fields);
    if (notify) batch.set(db.doc(NOTIFY_CONFIG), { email: notify });
    await batch.commit();
    console.log(
      `Templates written to ${parsed.args.projectId}/templates` +
        (notify
          ? `; notices of new messages and enquiries go to ${notify} (build with VITE_NOTIFY_EMAIL=${notify}).`
          : '.'),
    );
  } catch (error) {
    fail(`Could not write to ${parsed.args.projectId}: ${credentialHelp(error)}`);
  }
}

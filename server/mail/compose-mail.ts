import type { OutgoingMail } from '../db/outbox-repository';
import { escapeHtml } from '../escape-html';

/** Who the e-mail is from, printed at the foot of every message (PECR: say who is writing and where). */
export interface MailIdentity {
  siteName: string;
  postalAddress: readonly string[];
  /** The public origin, e.g. https://example.co.uk, for links. */
  siteUrl: string;
}

/** What a caller says; composeMail turns it into the plain-text and HTML parts. */
export interface MailContent {
  kind: string;
  to: string;
  subject: string;
  /** The message, one paragraph per entry, plain text (escaped for the HTML part). */
  paragraphs: readonly string[];
  /** One call to action, shown as a link in both parts. */
  action?: { label: string; url: string };
  /** Why the person gets this e-mail, printed in the footer. */
  reason?: string;
  /**
   * For e-mail to subscribers: `pageUrl` is the link in the message (a page that unsubscribes on open);
   * `oneClickUrl` receives the RFC 8058 POST that mail programs send from their own Unsubscribe button.
   */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
  dedupeKey?: string;
  /** A message this one answers, quoted after the paragraphs ("On ..., Ada wrote:" and "> " lines). */
  quote?: { heading: string; lines: readonly string[] };
  /** Where answers go when it is not the sender (a visitor's address on the office's notice of their message). */
  replyTo?: string;
  /** Ties the e-mail to a subscription, so it is deleted with it. */
  subscriberId?: string;
  /** Ties the e-mail to a seats-back request, so it is deleted with it. */
  seatsBackId?: string;
  /** A listing change's notice: it waits NOTICE_DELAY_MINUTES, and can be recalled meanwhile. */
  notice?: { listingId: string; date: string };
}

// pre-line: a manager's answer keeps its line breaks (hosted, the whole answer is one template field).
const P = 'style="margin:0 0 16px;font:16px/1.5 Georgia,serif;color:#1b1b1b;white-space:pre-line"';
const SMALL = 'style="margin:0 0 8px;font:13px/1.5 Arial,sans-serif;color:#555"';

/** Builds both parts of an e-mail with the footer every message carries, and the unsubscribe headers. */
export function composeMail(identity: MailIdentity, content: MailContent): OutgoingMail {
  const footer = [
    content.reason,
    `${identity.siteName}, ${identity.postalAddress.join(', ')}. ${identity.siteUrl}`,
  ].filter((line): line is string => Boolean(line));

  const text = [
    ...content.paragraphs,
    ...(content.quote ? [[content.quote.heading, ...content.quote.lines].join('\n')] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    // The signature line mail programs recognise (and leave out of a quoted reply): two dashes and a space.
    '-- ',
    ...footer,
    ...(content.unsubscribe ? [`Unsubscribe: ${content.unsubscribe.pageUrl}`] : []),
  ].join('\n\n');

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#0b3d6b">${escapeHtml(label)}</a>`;
  const html = [
    // The viewport: a phone's mail app that shows the HTML in a web view lays it out at the screen's width.
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff">',
    `<h1 style="margin:0 0 16px;font:bold 20px Georgia,serif;color:#0b3d6b">${escapeHtml(identity.siteName)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p ${P}>${escapeHtml(paragraph)}</p>`),
    content.quote ? quoteHtml(content.quote) : '',
    content.action ? `<p ${P}>${link(content.action.url, content.action.label)}</p>` : '',
    '<hr style="border:0;border-top:1px solid #ddd;margin:24px 0">',
    ...footer.map((line) => `<p ${SMALL}>${escapeHtml(line)}</p>`),
    content.unsubscribe ? `<p ${SMALL}>${link(content.unsubscribe.pageUrl, 'Unsubscribe')}</p>` : '',
    '</body></html>',
  ].join('');

  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text,
    html,
    headers: {
      ...(content.unsubscribe
        ? {
            'List-Unsubscribe': `<${content.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
      ...(content.replyTo ? { 'Reply-To': content.replyTo } : {}),
    },
    ...(content.dedupeKey ? { dedupeKey: content.dedupeKey } : {}),
    ...(content.subscriberId ? { subscriberId: content.subscriberId } : {}),
    ...(content.seatsBackId ? { seatsBackId: content.seatsBackId } : {}),
  };
}

/** The quoted message in the HTML part: its heading, then its lines (without their "> ") set off at the side. */
function quoteHtml(quote: NonNullable<MailContent['quote']>): string {
  const lines = quote.lines.map((line) => escapeHtml(line.replace(/^> ?/, ''))).join('<br>');
  return (
    `<p ${SMALL}>${escapeHtml(quote.heading)}</p>` +
    `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #ccc;font:14px/1.5 Arial,sans-serif;color:#555;white-space:pre-line">${lines}</blockquote>`
  );
}

import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from '../../src/data/firebase/mail-store';
import { mailTemplates } from './mail-templates';

const SITE = 'https://shows.example.co.uk';

/** The `{{field}}` / `{{{field}}}` / `{{#if field}}` names a Handlebars template uses. */
const placeholders = (text: string) =>
  new Set(
    [...text.matchAll(/\{\{\{?(?:#if )?(\w+)\}?\}\}/g)].map((m) => m[1]).filter((name) => name !== 'else'),
  );

// The data each writer puts in its mail documents (src/data/firebase/mail-store.ts, subscriber-store.ts):
// a template may use only these, or the e-mail goes out with holes in it.
const DATE_FIELDS = [
  'id',
  'token',
  'show',
  'datePath',
  'city',
  'date',
  'time',
  'hotel',
  'location',
  'consentText',
];
const DATA_FIELDS: Record<string, string[]> = {
  // A cancelled or postponed date going ahead after all adds `backOn` (src/data/firebase/new-date-mail.ts).
  [MAIL_TEMPLATES.newDate]: [...DATE_FIELDS, 'backOn'],
  [MAIL_TEMPLATES.dateCancelled]: DATE_FIELDS,
  [MAIL_TEMPLATES.datePostponed]: DATE_FIELDS,
  // src/data/firebase/new-date-mail.ts adds the day it moved from.
  [MAIL_TEMPLATES.dateMoved]: [...DATE_FIELDS, 'previousDate'],
  // src/data/firebase/seats-back-mail.ts: one request's id, token, party and consent, and its date.
  [MAIL_TEMPLATES.seatsBack]: [
    'id',
    'token',
    'show',
    'date',
    'time',
    'hotel',
    'location',
    'bookingUrl',
    'seats',
    'consentText',
  ],
  [MAIL_TEMPLATES.contactNotice]: ['name', 'email', 'phone', 'message'],
  [MAIL_TEMPLATES.hostingNotice]: [
    'show',
    // src/data/firebase/submission-store.ts stores the contact's name with the enquiry.
    'contactName',
    'venueName',
    'venueLink',
    'venueEmail',
    'venueNumber',
    'venueMessage',
  ],
  // src/data/firebase/enquiry-acknowledgements.ts: the shows chosen, as words.
  [MAIL_TEMPLATES.hostingAcknowledgement]: ['shows'],
  // src/data/firebase/reply-store.ts: the manager's words and the visitor's, quoted.
  [MAIL_TEMPLATES.inboxReply]: ['subject', 'answer', 'quoteHeading', 'quote'],
  // src/data/firebase/hotel-links.ts: the hotel, its contact's name and the link.
  [MAIL_TEMPLATES.hotelLink]: ['hotel', 'contactName', 'url'],
};

describe('the Trigger Email templates', () => {
  const templates = mailTemplates(SITE);

  it('exist for every template a mail document names, with subject, text and HTML', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.values(MAIL_TEMPLATES).sort());
    for (const template of Object.values(templates)) {
      expect(template.subject).not.toBe('');
      expect(template.text).not.toBe('');
      expect(template.html).toMatch(/^<!doctype html>/);
    }
  });

  it.each(Object.entries(DATA_FIELDS))('%s uses only the data its documents carry', (name, fields) => {
    const template = templates[name];
    const used = placeholders(`${template?.subject} ${template?.text} ${template?.html}`);
    expect([...used].filter((field) => !fields.includes(field ?? ''))).toEqual([]);
  });

  it.each([
    MAIL_TEMPLATES.newDate,
    MAIL_TEMPLATES.dateCancelled,
    MAIL_TEMPLATES.datePostponed,
    MAIL_TEMPLATES.dateMoved,
  ])(
    '%s to subscribers links to the one-click unsubscribe page with their id and token, in both parts',
    (name) => {
      const template = templates[name];
      expect(template?.text).toContain(`${SITE}/unsubscribe?id={{{id}}}&token={{{token}}}`);
      expect(template?.html).toContain(`href="${SITE}/unsubscribe?id={{id}}&amp;token={{token}}"`);
    },
  );

  it("seats back links to the venue's booking page, and to leaving the list with its own id and token", () => {
    const template = templates[MAIL_TEMPLATES.seatsBack];
    expect(template?.subject).toBe('Seats are back: {{{show}}} on {{{date}}}');
    expect(template?.text).toContain('You asked for {{{seats}}}.');
    expect(template?.html).toContain('href="{{bookingUrl}}"');
    expect(template?.text).toContain(`${SITE}/unsubscribe?seatsBack={{{id}}}&token={{{token}}}`);
    expect(template?.html).toContain(`href="${SITE}/unsubscribe?seatsBack={{id}}&amp;token={{token}}"`);
  });

  // Handlebars, as the Trigger Email extension renders them, with every field its documents carry.
  it.each(Object.entries(DATA_FIELDS))('%s renders with no placeholder left', (name, fields) => {
    const data = Object.fromEntries(fields.map((field) => [field, `<${field}>`]));
    for (const part of ['subject', 'text', 'html'] as const) {
      const rendered = Handlebars.compile(templates[name]?.[part] ?? '')(data);
      expect(rendered, part).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('a new date is announced as new, and a cancelled or postponed one going ahead after all as back on', () => {
    const template = templates[MAIL_TEMPLATES.newDate];
    const render = (part: string | undefined, data: object) => Handlebars.compile(part ?? '')(data);
    const date = {
      show: 'JFK',
      city: 'York',
      date: 'Friday 4 June 2027',
      time: '7:30 pm',
      hotel: 'The Grand',
      location: 'York',
    };
    expect(render(template?.subject, date)).toBe('JFK comes to York on Friday 4 June 2027');
    expect(render(template?.text, date)).toContain(
      'Good news: JFK has a new date at The Grand, York, on Friday 4 June 2027, starting at 7:30 pm.',
    );
    const backOn = { ...date, backOn: true };
    expect(render(template?.subject, backOn)).toBe('Back on: JFK in York on Friday 4 June 2027');
    expect(render(template?.text, backOn)).toContain(
      'Good news: JFK at The Grand, York, on Friday 4 June 2027 at 7:30 pm is going ahead after all.',
    );
    expect(render(template?.html, backOn)).not.toContain('has a new date');
  });

  it('a moved date names both days; a cancelled one links to its page', () => {
    expect(templates[MAIL_TEMPLATES.dateMoved]?.text).toContain(
      'has moved from {{{previousDate}}} to {{{date}}}, starting at {{{time}}}.',
    );
    expect(templates[MAIL_TEMPLATES.dateCancelled]?.subject).toBe(
      'Cancelled: {{{show}}} in {{{city}}} on {{{date}}}',
    );
    expect(templates[MAIL_TEMPLATES.dateCancelled]?.html).toContain(`href="${SITE}{{datePath}}"`);
  });

  it("keeps visitors' words escaped in HTML and as typed in the subject and plain text", () => {
    const notice = templates[MAIL_TEMPLATES.contactNotice];
    // Handlebars escapes {{x}} (HTML) and leaves {{{x}}} as is (subject, text).
    expect(notice?.html).toContain('{{message}}');
    expect(notice?.html).not.toContain('{{{');
    expect(notice?.subject).toBe('New message from {{{name}}}');
    expect(notice?.text).toContain('Message: {{{message}}}');
  });

  it("a reply from the inbox puts the manager's answer first and the visitor's words quoted after it", () => {
    const template = templates[MAIL_TEMPLATES.inboxReply];
    expect(template?.subject).toBe('{{{subject}}}');
    expect(template?.text).toMatch(
      /^\{\{\{answer\}\}\}\n\n\{\{\{quoteHeading\}\}\}\n\{\{\{quote\}\}\}\n\n--/,
    );
    // Line breaks of the answer and the quote are kept in the HTML part (each is one field).
    expect(template?.html).toMatch(/white-space:pre-line">\{\{answer\}\}<\/p>/);
    expect(template?.html).toMatch(/white-space:pre-line">\{\{quote\}\}<\/blockquote>/);
  });
});

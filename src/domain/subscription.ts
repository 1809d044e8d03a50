import { z } from 'zod';
import { CITY_KEYS, cityLabel, type CityKey } from './cities';
import { SHOW_KEYS, SHOW_NAMES, type ShowKey } from './shows';
import type { ListPage } from './paging';
import { emailField } from './text';

/** Subscription tokens are 128 random bits as 32 hex characters: the capability in every e-mail link. */
export const SUBSCRIPTION_TOKEN = /^[0-9a-f]{32}$/;

/**
 * Does a page's query string hold what one of our e-mail links carries: a token (both modes), or, in hosted
 * mode, the one-time code of Firebase Auth's sign-in link, which confirms a subscription?
 */
export function carriesSubscriptionLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    SUBSCRIPTION_TOKEN.test(params.get('token') ?? '') || /^[\w-]{8,}$/.test(params.get('oobCode') ?? '')
  );
}
export const CONSENT_REQUIRED = 'Tick the box to say you want these e-mails';
/** The page the form was on (a site path), kept with the consent. */
export const MAX_PAGE_PATH = 200;

// A select's "any show" / "anywhere" option sends ''.
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** What every form asking for consent sends with it: the box, and the page it was ticked on. */
export const consentFields = {
  // Only a literal `true` counts: a missing box, `false` or "on" is not consent (UK GDPR art. 7, PECR reg. 22).
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
  page: z
    .string()
    .trim()
    .max(MAX_PAGE_PATH)
    .regex(/^\/[^\s]*$/, 'The page must be a path on this site')
    .default('/'),
};

/** "Tell me when" and the newsletter: an e-mail, optionally a show and a city, and consent, never assumed. */
export const subscriptionInputSchema = z.object({
  email: emailField('E-mail'),
  show: z.preprocess(
    blankToUndefined,
    z.enum(SHOW_KEYS, { error: 'Choose a show from the list' }).optional(),
  ),
  city: z.preprocess(
    blankToUndefined,
    z.enum(CITY_KEYS, { error: 'Choose a city from the list' }).optional(),
  ),
  ...consentFields,
});

export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;
export type SubscriptionFields = z.output<typeof subscriptionInputSchema>;

/** What the dashboard sees of one subscriber. */
export interface Subscriber {
  id: string;
  email: string;
  show: ShowKey | null;
  city: CityKey | null;
  consentText: string;
  consentPage: string;
  consentedAt: string;
  /** Null until the person clicks the link in the confirmation e-mail (double opt-in). */
  confirmedAt: string | null;
}

/**
 * Subscribers counted by what they asked for: where people want the shows next. `count` is the confirmed
 * ones (who can be e-mailed); `waiting` those who have not confirmed yet (all of them while e-mail is not
 * set up), since their request says where the demand is too.
 */
export interface SubscriberDemand {
  byShow: { show: ShowKey | null; count: number; waiting: number }[];
  byCity: { city: CityKey | null; count: number; waiting: number }[];
}

/**
 * What a person sees after subscribing: e-mail on, a confirmation is on its way, or none today (the address was
 * sent its one confirmation of the day already: server/subscriptions/subscription-mail.ts); off, we stored the
 * request.
 */
export type SubscribeOutcome = 'confirmation-sent' | 'confirmation-sent-earlier' | 'stored';

/**
 * What one confirmation link confirms, which its page names before the person presses the button: the
 * consent sentence of that one request (a show and city, or a date), and for seats back the party size.
 */
export interface LinkRequest {
  consent: string;
  partySize: number | null;
  /**
   * The address's other requests not confirmed yet (at most OTHER_REQUESTS_SHOWN), each with the query string
   * of its own link: the address gets one confirmation e-mail a day, so a second request of the same visit
   * waits for one. The holder of this link has the inbox, so may confirm them here, each by its own press.
   * Embedded only (hosted mode sends each request its own link).
   */
  others?: OtherLinkRequest[];
}

export interface OtherLinkRequest {
  link: string;
  consent: string;
  partySize: number | null;
}

export const OTHER_REQUESTS_SHOWN = 5;

/** The dashboard's page of subscribers, with what the counts say and whether e-mail is set up. */
export interface SubscriberPage extends ListPage<Subscriber> {
  demand: SubscriberDemand;
  /** False when the site cannot send e-mail (embedded: SMTP_URL unset): nobody can confirm yet. */
  mailEnabled: boolean;
}

/** `held`: written while the site cannot send e-mail (embedded, no SMTP), kept to be read, never sent. */
export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed' | 'held';

/** One e-mail as the dashboard shows it (no body: the manager needs the state, not the words). */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One e-mail opened on the dashboard: its plain-text words (null where a template on the mail server writes them). */
export interface OutboxMessageText extends OutboxMessage {
  text: string | null;
}

export interface OutboxSummary {
  mailEnabled: boolean;
  counts: Record<OutboxStatus, number>;
  /** The newest messages, newest first. */
  messages: OutboxMessage[];
}

/** Counts subscribers by show and by city, most wanted first (hosted mode counts in the browser). */
export function demandOf(subscribers: readonly Subscriber[]): SubscriberDemand {
  const count = <K>(key: (s: Subscriber) => K) => {
    const counts = new Map<K, { count: number; waiting: number }>();
    for (const s of subscribers) {
      const tally = counts.get(key(s)) ?? { count: 0, waiting: 0 };
      if (s.confirmedAt) tally.count += 1;
      else tally.waiting += 1;
      counts.set(key(s), tally);
    }
    return [...counts].sort((a, b) => b[1].count - a[1].count || b[1].waiting - a[1].waiting);
  };
  return {
    byShow: count((s) => s.show).map(([show, tally]) => ({ show, ...tally })),
    byCity: count((s) => s.city).map(([city, tally]) => ({ city, ...tally })),
  };
}

/**
 * The words of the consent box, part of the agreement itself (so they live with the schema). The server stores the same sentence with the subscription, so what a person
 * agreed to is on record word for word (it is computed from their choices, never taken from the request).
 */
export function consentText(show: ShowKey | null, city: CityKey | null): string {
  const what = show ? SHOW_NAMES[show] : 'any of our shows';
  const where = city ? ` in ${cityLabel(city)}` : '';
  return `E-mail me when ${what} has a new date${where}, and if such a date is cancelled, postponed or moved. Nothing else: no other mailing lists, and every e-mail has a one-click unsubscribe link.`;
}

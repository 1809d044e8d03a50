import { CITY_KEYS, type CityKey } from './cities';
import { SHOW_PATHS } from './paths';
import { SHOW_KEYS, type ShowKey } from './shows';
import { slugify } from './venue-slug';

/**
 * Calendars people subscribe to (docs/product.md, Calendars): one feed of every upcoming date, one per show
 * and one per city, each an iCalendar file a calendar app fetches again by itself; and an Atom feed of new
 * dates for feed readers. The embedded server answers these addresses; a hosted build writes them as files.
 */
export const CALENDAR_FEEDS_DIR = '/calendars';

export type CalendarFeedKey =
  | { kind: 'all' }
  | { kind: 'show'; show: ShowKey }
  | { kind: 'city'; city: CityKey }
  /** A hotel's own dates, for its events team and its widget (src/domain/hotel-widget-paths.ts). */
  | { kind: 'hotel'; hotel: { id: string; name: string } };

/** `/calendars/titanic.ics`, `/calendars/cities/milton-keynes.ics`, `/calendars/all-dates.ics` */
export function calendarFeedPath(feed: CalendarFeedKey): string {
  if (feed.kind === 'all') return `${CALENDAR_FEEDS_DIR}/all-dates.ics`;
  if (feed.kind === 'hotel') return `${CALENDAR_FEEDS_DIR}/hotels/${feed.hotel.id}.ics`;
  if (feed.kind === 'show')
    return `${CALENDAR_FEEDS_DIR}/${SHOW_PATHS[feed.show].slice(1).toLowerCase()}.ics`;
  return `${CALENDAR_FEEDS_DIR}/cities/${slugify(feed.city)}.ics`;
}

/** Every calendar feed there is: a city with no dates yet still has one (empty), so a subscription never breaks. */
export const CALENDAR_FEED_KEYS: readonly CalendarFeedKey[] = [
  { kind: 'all' },
  ...SHOW_KEYS.map((show) => ({ kind: 'show' as const, show })),
  ...CITY_KEYS.map((city) => ({ kind: 'city' as const, city })),
];

/** The Atom feed of dates newly announced, newest first. */
export const NEW_DATES_FEED_PATH = `${CALENDAR_FEEDS_DIR}/new-dates.atom`;

/**
 * The same address for calendar apps: `webcal:` is the scheme that opens a subscription (Apple Calendar,
 * Outlook, Thunderbird); the app then fetches over https (or http, for a site served without TLS).
 */
export const webcalUrl = (httpUrl: string) => httpUrl.replace(/^https?:/, 'webcal:');

/**
 * Google Calendar's own "add by URL" page: Android phones have no `webcal:` handler, and this opens the
 * subscription in the calendar most of them use.
 */
export const googleSubscribeUrl = (httpUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(httpUrl))}`;

export const FEED_PATHS: ReadonlySet<string> = new Set([
  ...CALENDAR_FEED_KEYS.map(calendarFeedPath),
  NEW_DATES_FEED_PATH,
]);

const HOTEL_FEED = /^\/calendars\/hotels\/[A-Za-z0-9-]{1,64}\.ics$/;

/** A subscription link's counted subject (src/domain/counted-link.ts): the feed's own address. */
export const isFeedPath = (path: string) => FEED_PATHS.has(path) || HOTEL_FEED.test(path);

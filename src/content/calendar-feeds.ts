import { Feed } from 'feed';
import { calendarFeed } from './calendar-file';
import { COMPANY_DETAILS } from './company';
import { eventFacts } from './event-facts';
import { SHOWS } from './shows';
import { CALENDAR_FEED_COPY } from './calendar-feed-copy';
import { cityLabel } from '../domain/cities';
import { formatDateWithWeekday, formatEvening } from '../domain/dates';
import {
  CALENDAR_FEED_KEYS,
  calendarFeedPath,
  NEW_DATES_FEED_PATH,
  type CalendarFeedKey,
} from '../domain/feed-paths';
import { PATHS } from '../domain/paths';
import type { Venue } from '../domain/venue';

/** Whether a date belongs in a feed: a city's feed holds that city's dates and no others. */
export function feedIncludes(feed: CalendarFeedKey, venue: Venue): boolean {
  if (feed.kind === 'show') return venue.show === feed.show;
  if (feed.kind === 'city') return venue.city === feed.city;
  if (feed.kind === 'hotel') return venue.hotelId === feed.hotel.id;
  return true;
}

/** The feed's name as a subscriber's calendar app shows it. */
export function calendarFeedName(feed: CalendarFeedKey): string {
  const copy = CALENDAR_FEED_COPY.names;
  if (feed.kind === 'show') return copy.show(SHOWS[feed.show].title);
  if (feed.kind === 'city') return copy.city(cityLabel(feed.city));
  if (feed.kind === 'hotel') return copy.hotel(feed.hotel.name);
  return copy.all(COMPANY_DETAILS.name);
}

/**
 * One subscribed calendar: the upcoming dates it includes (`upcoming` in date order, as the listings
 * store answers), each written by the same code as the date's own .ics file.
 */
export function calendarFeedFile(feed: CalendarFeedKey, upcoming: readonly Venue[], origin: string): string {
  const dates = upcoming
    .filter((venue) => feedIncludes(feed, venue))
    .map((venue) => ({ venue, facts: eventFacts(venue, origin) }));
  return calendarFeed(
    {
      name: calendarFeedName(feed),
      description: CALENDAR_FEED_COPY.description(COMPANY_DETAILS.name),
      url: `${origin}${calendarFeedPath(feed)}`,
    },
    dates,
  );
}

/** How many of the newest dates the Atom feed carries: readers keep what they have already seen. */
export const NEW_DATES_IN_FEED = 50;

/**
 * The Atom feed (RFC 4287) of dates newly announced, newest first. An entry's id is the listing's, so an
 * edit does not make a feed reader show the date again as new; `updated` is when it was announced, which
 * makes the same listings always give the same bytes.
 */
export function newDatesFeed(upcoming: readonly Venue[], origin: string): string {
  const newest = [...upcoming]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    .slice(0, NEW_DATES_IN_FEED);
  const host = new URL(origin).hostname;
  const copy = CALENDAR_FEED_COPY.atom;
  const feed = new Feed({
    id: `${origin}${NEW_DATES_FEED_PATH}`,
    title: copy.title(COMPANY_DETAILS.name),
    description: copy.subtitle,
    link: `${origin}${PATHS.whatsOn}`,
    feedLinks: { atom: `${origin}${NEW_DATES_FEED_PATH}` },
    // An empty feed still needs an `updated`: the Unix epoch says "never", and keeps the bytes stable.
    updated: new Date(newest[0]?.createdAt ?? 0),
    author: { name: COMPANY_DETAILS.name, link: `${origin}/` },
    copyright: copy.rights(COMPANY_DETAILS.name),
    language: 'en-GB',
    generator: false,
  });
  for (const venue of newest) {
    const facts = eventFacts(venue, origin);
    // The library writes these as `type="html"`, so the text is escaped as HTML (a hotel named "Bed & Board").
    feed.addItem({
      // A tag URI (RFC 4151) of the listing id: the date page's address changes when the listing is edited.
      id: `tag:${host},2024:listing:${venue.id}`,
      title: escapeHtml(copy.entryTitle(facts.name, formatDateWithWeekday(venue.date))),
      link: facts.pageUrl,
      date: new Date(venue.createdAt),
      description: escapeHtml(
        copy.entrySummary(formatEvening(venue.date, facts.startTime, facts.endTime), facts.address),
      ),
    });
  }
  return feed.atom1();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every feed as a file (a hosted build writes them: docs/hosted-mode.md, Calendar feeds): the same bytes the
 * embedded server answers at the same addresses.
 */
export function calendarFeedFiles(
  upcoming: readonly Venue[],
  origin: string,
): { path: string; body: string }[] {
  return [
    ...CALENDAR_FEED_KEYS.map((feed) => ({
      path: calendarFeedPath(feed),
      body: calendarFeedFile(feed, upcoming, origin),
    })),
    { path: NEW_DATES_FEED_PATH, body: newDatesFeed(upcoming, origin) },
  ];
}

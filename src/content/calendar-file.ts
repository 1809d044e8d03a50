import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { COMPANY_DETAILS } from './company';
import { DATE_PAGE_COPY } from './show-dates';
import { LISTING_STATE_COPY } from './listing-status';
import { londonIsoString } from '../domain/london-time';
import type { Venue } from '../domain/venue';
import type { EventFacts } from './event-facts';

/**
 * ical-generator formats a plain date string through `new Date(text)` and the local clock when the event
 * has a time zone, so handing it London's wall-clock time without an offset ("2026-12-04T19:00:00") gives
 * `DTSTART;TZID=Europe/London:20261204T190000` whatever zone the server or browser runs in.
 */
/** The zone's VTIMEZONE block from data bundled as JavaScript, so the same code runs in the browser and on Node. */
function vtimezone(zone: string): string | null {
  // An unknown zone answers with a message string rather than [block, tzid].
  const found = tzlib_get_ical_block(zone);
  return Array.isArray(found) ? (found[0] ?? null) : null;
}

const LONDON = 'Europe/London';
const wallClock = (epochMs: number) => londonIsoString(epochMs).slice(0, 19);
const HOUR_MS = 3_600_000;

/**
 * Whether London's clock reads the same at this instant as an hour before or after: the hour the clocks go
 * back, when 01:30 happens twice. RFC 5545 takes a repeated local time as its first occurrence, but readers
 * differ (ical.js takes the second), so such a time is written in UTC, which every reader reads alike.
 */
const repeatsOnLondonClock = (epochMs: number) =>
  [-HOUR_MS, HOUR_MS].some((shift) => wallClock(epochMs + shift) === wallClock(epochMs));

/** A cancelled, postponed or sold-out date's file says so rather than inviting its reader to book. */
function bookingLine(facts: EventFacts): string | null {
  if (facts.status === 'cancelled') return `${LISTING_STATE_COPY.cancelled}.`;
  if (facts.status === 'postponed') return `${LISTING_STATE_COPY.postponed}.`;
  if (facts.soldOut) return `${DATE_PAGE_COPY.soldOut}.`;
  return facts.bookingUrl ? `${DATE_PAGE_COPY.book}: ${facts.bookingUrl}` : null;
}

/** A calendar with no calendar-wide zone: that would write DTSTAMP without its required UTC "Z". */
function newCalendar(): ICalCalendar {
  return ical({
    prodId: { company: COMPANY_DETAILS.name, product: 'Show dates', language: 'EN' },
    // The generator still adds the VTIMEZONE of every zone an event uses.
    timezone: { name: null, generator: vtimezone },
  });
}

/**
 * One date as a VEVENT: a UID that stays the same however the listing is edited (its id), its SEQUENCE
 * and STATUS, times on
 * London's clock with the VTIMEZONE that defines it (in UTC in the hour the clocks go back), and DTSTAMP
 * from when the listing was stored so the same listing always yields the same bytes. The single file and
 * every subscribed feed write their events here, so a date reads the same in both and a calendar app that
 * holds it from either recognises it.
 */
function addDateEvent(calendar: ICalCalendar, venue: Venue, facts: EventFacts): void {
  const host = new URL(facts.pageUrl).hostname;
  const inUtc = repeatsOnLondonClock(facts.startMs) || repeatsOnLondonClock(facts.endMs);
  calendar.createEvent({
    id: `${venue.id}@${host}`,
    stamp: new Date(venue.createdAt),
    // Raised on every change of the listing, so a calendar holding the date replaces its copy; a cancelled
    // date stays in the file with STATUS:CANCELLED, which removes or strikes it there (RFC 5545 3.8.1.11).
    sequence: facts.sequence,
    ...(facts.status === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
    ...(facts.status === 'postponed' ? { status: ICalEventStatus.TENTATIVE } : {}),
    ...(inUtc
      ? { start: new Date(facts.startMs), end: new Date(facts.endMs) }
      : { start: wallClock(facts.startMs), end: wallClock(facts.endMs), timezone: LONDON }),
    summary: facts.name,
    location: `${facts.venueName}, ${facts.address}`,
    url: facts.pageUrl,
    description: [facts.description, bookingLine(facts), facts.pageUrl].filter(Boolean).join('\n\n'),
  });
}

// RFC 5545 ends every content line with CRLF, the last one too; the generator stops short of it.
const finished = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/** The date as an iCalendar file (RFC 5545) of one VEVENT. */
export function calendarFile(venue: Venue, facts: EventFacts): string {
  const calendar = newCalendar();
  addDateEvent(calendar, venue, facts);
  return finished(calendar);
}

export interface CalendarFeedHeading {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME). */
  name: string;
  description: string;
  /** Where the feed itself lives (SOURCE, RFC 7986). */
  url: string;
}

/**
 * A calendar people subscribe to: every date given, each written as in its own file (same UID, same
 * fields), with a name and a hint to fetch it again every few hours (REFRESH-INTERVAL, RFC 7986, and
 * X-PUBLISHED-TTL for Outlook). A date dropped from the feed disappears from the subscriber's calendar.
 */
export function calendarFeed(
  heading: CalendarFeedHeading,
  dates: readonly { venue: Venue; facts: EventFacts }[],
): string {
  const calendar = newCalendar();
  calendar.name(heading.name).description(heading.description).source(heading.url).ttl(FEED_REFRESH_SECONDS);
  for (const { venue, facts } of dates) addDateEvent(calendar, venue, facts);
  if (dates.length > 0) return finished(calendar);
  // RFC 5545 wants at least one component in a calendar: a feed with no dates yet (a city's) carries the
  // zone its dates will use, so a strict reader takes it as a valid, empty calendar.
  return finished(calendar).replace(/END:VCALENDAR\r\n$/, `${vtimezone(LONDON) ?? ''}\r\nEND:VCALENDAR\r\n`);
}

/** How often a subscribed calendar asks again: new and changed dates reach it within this. */
export const FEED_REFRESH_SECONDS = 6 * 3600;

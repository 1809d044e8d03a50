import { COMPANY_DETAILS } from './company';
import { showArt } from './pictures';
import { SHOWS } from './shows';
import { cityLabel, hotelInTown } from '../domain/cities';
import { safeHttpUrl } from '../domain/url';
import type { Venue } from '../domain/venue';
import type { Availability, ListingStatus } from '../domain/listing-state';
import type { HotelAccess } from '../domain/hotel-facts';
import { calendarFilePath, datePagePath } from '../domain/date-page-paths';
import { eventTiming, type EventTiming } from '../domain/event-timing';
import type { PerformanceExtra } from '../domain/performance-extras';
import { PERFORMANCE_EXTRA_LABELS, PERFORMANCE_EXTRAS_COPY } from './performance-extras';

/** A UK postcode at the end of an address ("... Brighton BN1 2FW"), for structured addresses. */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\s*$/i;

/**
 * Everything said about one date, in one place, so the page, its JSON-LD, its calendar file and its
 * calendar links cannot disagree. `origin` is the site's public origin (SITE_URL, or the browser's).
 */
export interface EventFacts extends EventTiming {
  /** "The Queen of the Ocean at The Grand Hotel, Brighton" */
  name: string;
  showTitle: string;
  description: string;
  venueName: string;
  address: string;
  locality: string;
  postalCode: string | null;
  /** The booking page when it is a web link, else null (never rendered as a link). */
  bookingUrl: string | null;
  soldOut: boolean;
  status: ListingStatus;
  availability: Availability;
  /** When the date started before it moved (ISO with London's offset); null when it never moved. */
  previousStartDate: string | null;
  /** The calendar revision: .ics SEQUENCE. */
  sequence: number;
  pageUrl: string;
  calendarUrl: string;
  /** Absolute picture URLs, widest first. */
  images: string[];
  organizer: { name: string; url: string };
  /** The hotel's access facts, when the listing has a hotel record. */
  access: HotelAccess | null;
  /** What this date offers (relaxed, BSL-interpreted, captioned); the description names them too. */
  extras: PerformanceExtra[];
}

/** "This performance: Relaxed performance, Captioned." after the show's summary, for a date with extras. */
function describe(summary: string, extras: readonly PerformanceExtra[]): string {
  if (extras.length === 0) return summary;
  const labels = extras.map((extra) => PERFORMANCE_EXTRA_LABELS[extra]).join(', ');
  return `${summary} ${PERFORMANCE_EXTRAS_COPY.heading}: ${labels}.`;
}

export function eventFacts(venue: Venue, origin: string): EventFacts {
  const show = SHOWS[venue.show];
  const art = showArt(venue.show);
  const locality = cityLabel(venue.city);
  return {
    ...eventTiming(venue),
    // "Scrooge at Park Plaza Cardiff", not "..., Cardiff" again: the calendar entry's and shared text's title.
    name: `${show.title} at ${hotelInTown(venue.hotelName, venue.city)}`,
    showTitle: show.title,
    description: describe(show.summary, venue.extras),
    venueName: venue.hotelName,
    address: venue.hotelLocation || venue.hotelName,
    locality,
    postalCode: POSTCODE.exec(venue.hotelLocation)?.[1]?.toUpperCase() ?? null,
    bookingUrl: safeHttpUrl(venue.bookingUrl),
    soldOut: venue.soldOut,
    status: venue.status,
    availability: venue.availability,
    previousStartDate:
      venue.status === 'rescheduled' && venue.previousDate
        ? eventTiming({ ...venue, date: venue.previousDate }).startDate
        : null,
    sequence: venue.sequence,
    pageUrl: `${origin}${datePagePath(venue)}`,
    calendarUrl: `${origin}${calendarFilePath(venue)}`,
    images: [art.banner.src, art.card.src].map((src) => `${origin}${src}`),
    organizer: { name: COMPANY_DETAILS.name, url: `${origin}/` },
    access: venue.hotel?.access ?? null,
    extras: venue.extras,
  };
}

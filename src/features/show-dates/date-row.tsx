import { Link } from 'react-router-dom';
import { DATE_PAGE_COPY, NEARBY_COPY } from '../../content/show-dates';
import { VENUE_COPY } from '../../content/venues';
import { SHOWS } from '../../content/shows';
import { cityLabel } from '../../domain/cities';
import { formatDateWithWeekday, formatEvening, formatTimes } from '../../domain/dates';
import { eventTiming } from '../../domain/event-timing';
import { BOOK_LINK_ATTRIBUTES } from '../../content/booking-link';
import { bookingHref } from '../../domain/booking-link';
import type { Venue } from '../../domain/venue';
import { countedLink } from '../../domain/counted-link';
import { datePagePath } from '../../domain/date-page-paths';
import { canBook } from '../../domain/listing-revision';
import { ListingBadge, MovedFrom } from '../../ui/listing-state';
import { PerformanceExtrasMark } from '../../ui/performance-extras';

/** When a listing is, as the pages show it: "Friday 4 December 2026, 7 pm to 10 pm". */
export function whenText(venue: Venue): string {
  const { startTime, endTime } = eventTiming(venue);
  return formatEvening(venue.date, startTime, endTime);
}

/**
 * One date in a list (What's on, a date page's other dates): show, hotel, city, date and time, linked to its
 * own page; its extras (relaxed, BSL-interpreted, captioned); its mark (cancelled, postponed, sold out, few seats left) and the Book link while it can be booked.
 */
export function DateRow({
  venue,
  showTitle = true,
  miles,
}: {
  venue: Venue;
  showTitle?: boolean;
  /** A date near the city the visitor chose: how far its city is from that one. */
  miles?: number;
}) {
  const title = SHOWS[venue.show].title;
  const bookingUrl = bookingHref(venue.bookingUrl, venue.hotel);
  const { startTime, endTime } = eventTiming(venue);
  const when = formatEvening(venue.date, startTime, endTime);
  const label = showTitle ? `${title}: ${venue.hotelName}` : venue.hotelName;
  return (
    <article className="date-row">
      <p className="date-row__when">
        {/* The day, then the times on a line of their own: "10 pm" never splits in a narrow column. */}
        <time className="d-block" dateTime={venue.date}>
          {formatDateWithWeekday(venue.date)}
        </time>
        <span className="date-row__times">{formatTimes(startTime, endTime)}</span>
      </p>
      <div className="date-row__what">
        <h3 className="date-row__title">
          <Link to={datePagePath(venue)}>{label}</Link>
        </h3>
        <p className="date-row__where">
          {miles === undefined ? cityLabel(venue.city) : NEARBY_COPY.where(cityLabel(venue.city), miles)}
        </p>
        <MovedFrom venue={venue} className="date-row__moved" />
        <PerformanceExtrasMark venue={venue} />
      </div>
      <div className="date-row__action">
        <ListingBadge venue={venue} />
        {canBook(venue) && bookingUrl && (
          <a
            className="btn btn-primary"
            href={bookingUrl}
            target="_blank"
            {...BOOK_LINK_ATTRIBUTES}
            {...countedLink('book', venue.id)}
            aria-label={`${VENUE_COPY.book}: ${label}, ${when} (${DATE_PAGE_COPY.newTab})`}
          >
            {VENUE_COPY.book}
          </a>
        )}
      </div>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { VENUE_COPY } from '../../content/venues';
import { NEARBY_COPY } from '../../content/show-dates';
import { cityLabel } from '../../domain/cities';
import { formatClockTime, formatDateWithWeekday } from '../../domain/dates';
import { eventTiming } from '../../domain/event-timing';
import { BOOK_LINK_ATTRIBUTES } from '../../content/booking-link';
import { bookingHref } from '../../domain/booking-link';
import type { Venue } from '../../domain/venue';
import { countedLink } from '../../domain/counted-link';
import { datePagePath } from '../../domain/date-page-paths';
import { fallbackPicture, venuePicture } from './venue-picture';
import { VenueImage } from './venue-image';
import { isCalledOff } from '../../domain/listing-revision';
import { BookingLink } from '../../ui/booking-link';
import { ListingBadge, MovedFrom } from '../../ui/listing-state';
import { PerformanceExtrasMark } from '../../ui/performance-extras';
import './venues.scss';

/**
 * One listing on a show page (also previewed in the dashboard). The booking link is checked again here,
 * not only when stored: a `javascript:` or `data:` link must never become a clickable link.
 */
export function VenueCard({
  venue,
  miles,
}: {
  venue: Venue;
  /** A date near the city the visitor chose: how far its city is from that one. */
  miles?: number;
}) {
  const bookingUrl = bookingHref(venue.bookingUrl, venue.hotel);
  const date = formatDateWithWeekday(venue.date);
  // Each date's own start: a matinee among evenings must not read as the show's usual time.
  const start = formatClockTime(eventTiming(venue).startTime);
  // On the JFK page the venue name links nowhere, as on the original site.
  const linkName = bookingUrl !== null && venue.show !== 'JFK' && !isCalledOff(venue);

  return (
    <article className="venue-card">
      <VenueImage picture={venuePicture(venue)} fallback={fallbackPicture(venue.show)} />
      <div className="venue-card__body">
        <h3 className="venue-card__name">
          {linkName ? (
            <BookingLink href={bookingUrl} venueId={venue.id} newTab={VENUE_COPY.newTab}>
              {venue.hotelName}
            </BookingLink>
          ) : (
            venue.hotelName
          )}
        </h3>
        <p className="venue-card__date">
          <Link
            to={datePagePath(venue)}
            aria-label={`${date}, ${start}: ${VENUE_COPY.datePage}, ${venue.hotelName}`}
          >
            <time dateTime={venue.date}>{date}</time>, {start}
          </Link>
        </p>
        <MovedFrom venue={venue} className="venue-card__moved" />
        <p className="venue-card__location">{venue.hotelLocation}</p>
        {miles !== undefined && (
          <p className="venue-card__miles">{NEARBY_COPY.where(cityLabel(venue.city), miles)}</p>
        )}
        <PerformanceExtrasMark venue={venue} className="mb-2" />
        <div className="venue-card__action">
          {/* Called off or sold out: the mark stands where Book would be, as on What's on and the date page
              (a greyed-out button read at about 2.5:1 and looked like something to press). */}
          {isCalledOff(venue) || venue.soldOut ? (
            <ListingBadge venue={venue} />
          ) : (
            bookingUrl && (
              <a
                className="btn btn-primary"
                href={bookingUrl}
                target="_blank"
                {...BOOK_LINK_ATTRIBUTES}
                {...countedLink('book', venue.id)}
                aria-label={`${VENUE_COPY.book}: ${venue.hotelName}, ${date} (${VENUE_COPY.newTab})`}
              >
                {VENUE_COPY.book}
              </a>
            )
          )}
          {venue.availability === 'few-left' && !isCalledOff(venue) && (
            <ListingBadge venue={venue} className="ms-2" />
          )}
        </div>
      </div>
    </article>
  );
}

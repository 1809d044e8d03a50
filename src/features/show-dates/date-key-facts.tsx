import { DATE_PAGE_COPY } from '../../content/show-dates';
import { formatDateWithWeekday, formatTimes } from '../../domain/dates';
import type { Venue } from '../../domain/venue';
import type { EventFacts } from '../../content/event-facts';
import { mapLink } from './calendar-links';
import { SeatsBackDisclosure } from '../forms/seats-back-disclosure';
import { canBook } from '../../domain/listing-revision';
import { bookingHref } from '../../domain/booking-link';
import { BookingLink } from '../../ui/booking-link';
import { ListingBadge, MovedFrom } from '../../ui/listing-state';
import { PERFORMANCE_EXTRA_LABELS, PERFORMANCE_EXTRAS_COPY } from '../../content/performance-extras';

/** When and where, then Book or the date's mark: what a phone's first screen answers first. */
export function DateKeyFacts({
  venue,
  facts,
  offersBooking,
}: {
  venue: Venue;
  facts: EventFacts;
  /** Neither past nor called off. */
  offersBooking: boolean;
}) {
  const copy = DATE_PAGE_COPY;
  const bookHref = bookingHref(facts.bookingUrl, venue.hotel);
  return (
    <>
      <dl className="date-page__facts">
        <dt>{copy.when}</dt>
        <dd>
          <time className="date-page__date" dateTime={facts.startDate}>
            {formatDateWithWeekday(venue.date)}
          </time>
          <MovedFrom venue={venue} className="date-page__moved mb-0" />
        </dd>
        <dt>{copy.times}</dt>
        <dd>{formatTimes(facts.startTime, facts.endTime)}</dd>
        {venue.extras.length > 0 && (
          <>
            <dt>{PERFORMANCE_EXTRAS_COPY.heading}</dt>
            <dd className="date-page__extras">
              {venue.extras.map((extra) => PERFORMANCE_EXTRA_LABELS[extra]).join(', ')}
            </dd>
          </>
        )}
        <dt>{copy.where}</dt>
        <dd>
          <span className="d-block fw-bold">{venue.hotelName}</span>
          <span className="d-block">{venue.hotelLocation}</span>
          <a href={mapLink(facts)} target="_blank" rel="noopener noreferrer">
            {copy.map}
            <span className="visually-hidden"> ({copy.newTab})</span>
          </a>
        </dd>
      </dl>
      {offersBooking && (
        <p className="date-page__action mt-4 mb-0">
          <ListingBadge venue={venue} className="fs-6" />
          {canBook(venue) && bookHref && (
            <BookingLink
              className="btn btn-primary btn-lg"
              href={bookHref}
              venueId={venue.id}
              newTab={copy.newTab}
            >
              {copy.book}
            </BookingLink>
          )}
        </p>
      )}
      {offersBooking && venue.availability === 'sold-out' && <SeatsBackDisclosure venue={venue} />}
    </>
  );
}

/**
 * The same facts' room while the listing is on its way (a page rendered in the browser, or a hosted date page's
 * shell): the labels, which are the same for every date, and a blank of each answer's usual height, so the
 * answers fill in without moving what is below them. Nothing here may say anything about the date itself.
 */
export function DateKeyFactsArriving() {
  const copy = DATE_PAGE_COPY;
  const blank = (lines: number) => (
    <span className={`date-page__blank date-page__blank--${lines}`} aria-hidden="true" />
  );
  return (
    <>
      <dl className="date-page__facts">
        <dt>{copy.when}</dt>
        <dd>{blank(1)}</dd>
        <dt>{copy.times}</dt>
        <dd>{blank(1)}</dd>
        <dt>{copy.where}</dt>
        <dd>{blank(3)}</dd>
      </dl>
      <p className="date-page__action mt-4 mb-0">
        <span className="date-page__blank date-page__blank--action" aria-hidden="true" />
      </p>
    </>
  );
}

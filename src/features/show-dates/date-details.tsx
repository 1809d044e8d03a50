import { Link } from 'react-router-dom';
import { countedLink } from '../../domain/counted-link';
import { SHOW_PATHS } from '../../domain/paths';
import { showArt } from '../../content/pictures';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import { SHOWS } from '../../content/shows';
import { formatDateWithWeekday, formatTimes } from '../../domain/dates';
import type { Venue } from '../../domain/venue';
import { PictureImage } from '../../ui/picture-image';
import { useSiteOrigin } from '../../ui/site-origin';
import { CalendarActions } from './calendar-actions';
import { mapLink } from './calendar-links';
import { whenText } from './date-row';
import { eventFacts } from '../../content/event-facts';
import { ShareLinks } from './share-links';
import { SeatsBackDisclosure } from '../forms/seats-back-disclosure';
import { canBook } from '../../domain/listing-revision';
import { BOOK_LINK_ATTRIBUTES, bookingHref } from '../../content/booking-link';
import { LISTING_STATE_COPY } from '../../content/listing-status';
import { ListingBadge, listingState, MovedFrom } from '../../ui/listing-state';
import { PERFORMANCE_EXTRA_LABELS, PERFORMANCE_EXTRAS_COPY } from '../../content/performance-extras';

/**
 * One listing in full: when and where, Book or its mark (a sold-out date offers "tell me if seats come back"),
 * then the picture and summary, then access, calendar and share links. A phone's first screen answers "when,
 * where, can I go" before the picture (show-dates.scss puts the picture on the left from 992 px). A cancelled
 * or postponed date says so first, in large type, and offers no Book link.
 */
export function DateDetails({ venue, isPast }: { venue: Venue; isPast: boolean }) {
  const copy = DATE_PAGE_COPY;
  const show = SHOWS[venue.show];
  // The server renders with the site's origin and the browser hydrates with the same one (src/ui/site-origin),
  // so the calendar and share links are in the HTML, for visitors without script too.
  const origin = useSiteOrigin();
  const facts = eventFacts(venue, origin ?? '');
  const bookHref = bookingHref(facts.bookingUrl, venue.hotel);

  const state = listingState(venue);
  const calledOff = state === 'cancelled' || state === 'postponed';
  return (
    <>
      {calledOff && !isPast && (
        <div className={`date-page__called-off date-page__called-off--${state}`}>
          <p className="date-page__called-off-word">
            {state === 'cancelled' ? LISTING_STATE_COPY.cancelled : LISTING_STATE_COPY.postponed}
          </p>
          <p className="mb-0">{LISTING_STATE_COPY.calledOffBody[state]}</p>
        </div>
      )}
      <div className="date-page__layout">
        <div className="date-page__key">
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
          {!isPast && !calledOff && (
            <p className="date-page__action mt-4 mb-0">
              <ListingBadge venue={venue} className="fs-6" />
              {canBook(venue) && bookHref && (
                <a
                  className="btn btn-primary btn-lg"
                  href={bookHref}
                  target="_blank"
                  {...BOOK_LINK_ATTRIBUTES}
                  {...countedLink('book', venue.id)}
                >
                  {copy.book}
                  <span className="visually-hidden"> ({copy.newTab})</span>
                </a>
              )}
            </p>
          )}
          {!isPast && !calledOff && venue.availability === 'sold-out' && (
            <SeatsBackDisclosure venue={venue} />
          )}
        </div>
        <div className="date-page__about">
          <PictureImage picture={showArt(venue.show).card} className="date-page__picture mb-3" priority />
          <p>{show.summary}</p>
          <p className="mb-0">
            <Link to={SHOW_PATHS[venue.show]}>{copy.aboutShow(show.title)}</Link>
          </p>
        </div>
        <div className="date-page__more">
          {!isPast && origin !== null && (
            <>
              {state !== 'cancelled' && <CalendarActions venue={venue} facts={facts} />}
              <ShareLinks facts={facts} when={whenText(venue)} listing={venue.id} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

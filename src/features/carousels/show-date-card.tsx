import { Link } from 'react-router-dom';
import { canBook } from '../../domain/listing-revision';
import { ListingBadge } from '../../ui/listing-state';
import { SHOW_DATE_CARD_COPY as COPY } from '../../content/home';
import { showArt } from '../../content/pictures';
import { SHOWS } from '../../content/shows';
import { hotelInTown } from '../../domain/cities';
import { datePagePath } from '../../domain/date-page-paths';
import { formatDateWithWeekday } from '../../domain/dates';
import { whatsOnFor } from '../../domain/paths';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { PictureImage } from '../../ui/picture-image';
import { useKeepInTouchOffered } from '../forms/keep-in-touch';

/**
 * A card of the Our shows carousel: a listing's show picture, title, hotel, city and date in words, and Book
 * leading to that date's own page (where the venue's booking link is).
 */
export function ShowDateCard({ venue }: { venue: Venue }) {
  const title = SHOWS[venue.show].title;
  const where = hotelInTown(venue.hotelName, venue.city);
  const when = formatDateWithWeekday(venue.date);
  return (
    <article className="show-date-card">
      <PictureImage className="show-date-card__picture" picture={showArt(venue.show).card} decorative />
      <div className="show-date-card__body">
        <h3 className="show-date-card__title">{title}</h3>
        <p className="show-date-card__venue">{where}</p>
        <p className="show-date-card__date">
          <time dateTime={venue.date}>{when}</time>
          <ListingBadge venue={venue} className="ms-2" />
        </p>
        <Link className="btn btn-primary show-date-card__book" to={datePagePath(venue)}>
          {canBook(venue) ? COPY.book : COPY.seeDate}
          <span className="visually-hidden">{`: ${title}, ${where}, ${when}`}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * A show with no upcoming date: says so and offers to tell the visitor when one is added (where the site can
 * e-mail; else it leads to What's on without the promise).
 */
export function ShowComingCard({ show }: { show: ShowKey }) {
  const title = SHOWS[show].title;
  const keepInTouch = useKeepInTouchOffered();
  return (
    <article className="show-date-card">
      <PictureImage className="show-date-card__picture" picture={showArt(show).card} decorative />
      <div className="show-date-card__body">
        <h3 className="show-date-card__title">{title}</h3>
        <p className="show-date-card__date">{COPY.noDates}</p>
        {/* What's on, filtered to a show without dates, opens the "tell me when" form at once. */}
        <Link className="btn btn-outline-primary show-date-card__book" to={whatsOnFor(show)}>
          {keepInTouch ? COPY.tellMeWhen : COPY.seeAll}
          <span className="visually-hidden">{`: ${title}`}</span>
        </Link>
      </div>
    </article>
  );
}

/** What a card shows while the dates load (hosted, or a later visit): the same size, so nothing moves. */
export function ShowDateCardPlaceholder() {
  return (
    <div className="show-date-card show-date-card--placeholder" aria-hidden="true">
      <div className="show-date-card__picture" />
      <div className="show-date-card__body" />
    </div>
  );
}

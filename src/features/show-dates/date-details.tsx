import { Link } from 'react-router-dom';
import { countedLink } from '../../domain/counted-link';
import { SHOW_PATHS } from '../../domain/paths';
import { showArt } from '../../content/pictures';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import { SHOWS } from '../../content/shows';
import { formatShowDate } from '../../domain/dates';
import { formatClockTime } from '../../domain/london-time';
import type { Venue } from '../../domain/venue';
import { PictureImage } from '../../ui/picture-image';
import { useSiteOrigin } from '../../ui/site-origin';
import { CalendarActions } from './calendar-actions';
import { mapLink } from './calendar-links';
import { whenText } from './date-row';
import { eventFacts } from '../../content/event-facts';
import { ShareLinks } from './share-links';
import { AccessFacts } from './access-facts';

/** One listing in full: picture, summary, when and where, Book or Sold out, calendar and share links. */
export function DateDetails({ venue, isPast }: { venue: Venue; isPast: boolean }) {
  const copy = DATE_PAGE_COPY;
  const show = SHOWS[venue.show];
  // The server renders with the site's origin and the browser hydrates with the same one (src/ui/site-origin),
  // so the calendar and share links are in the HTML, for visitors without script too.
  const origin = useSiteOrigin();
  const facts = eventFacts(venue, origin ?? '');

  return (
    <div className="date-page__layout">
      <div>
        <PictureImage picture={showArt(venue.show).card} className="date-page__picture mb-3" priority />
        <p>{show.summary}</p>
        <p>
          <Link to={SHOW_PATHS[venue.show]}>{copy.aboutShow(show.title)}</Link>
        </p>
      </div>
      <div>
        <dl className="date-page__facts">
          <dt>{copy.when}</dt>
          <dd>
            <time dateTime={facts.startDate}>{formatShowDate(venue.date)}</time>
          </dd>
          <dt>{copy.starts}</dt>
          <dd>{formatClockTime(facts.startTime)}</dd>
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
        {!isPast && (
          <p className="my-4">
            {venue.soldOut ? (
              <span className="sold-out-badge fs-6">{copy.soldOut}</span>
            ) : (
              facts.bookingUrl && (
                <a
                  className="btn btn-primary btn-lg"
                  href={facts.bookingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  {...countedLink('book', venue.id)}
                >
                  {copy.book}
                  <span className="visually-hidden"> ({copy.newTab})</span>
                </a>
              )
            )}
          </p>
        )}
        <AccessFacts hotel={venue.hotel} />
        {!isPast && origin !== null && (
          <>
            <CalendarActions venue={venue} facts={facts} />
            <ShareLinks facts={facts} when={whenText(venue)} listing={venue.id} />
          </>
        )}
      </div>
    </div>
  );
}

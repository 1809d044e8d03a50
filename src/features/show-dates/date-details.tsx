import { Link } from 'react-router-dom';
import { SHOW_PATHS } from '../../domain/paths';
import { showArt } from '../../content/pictures';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import { SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { PictureImage } from '../../ui/picture-image';
import { useSiteOrigin } from '../../ui/site-origin';
import { CalendarActions } from './calendar-actions';
import { whenText } from './date-row';
import { eventFacts } from '../../content/event-facts';
import { ShareLinks } from './share-links';
import { LISTING_STATE_COPY } from '../../content/listing-status';
import { listingState } from '../../ui/listing-state';
import { DateKeyFacts, DateKeyFactsArriving } from './date-key-facts';

/**
 * One listing in full: when and where, Book or its mark (a sold-out date offers "tell me if seats come back"),
 * then the picture and summary, then access, calendar and share links. A phone's first screen answers "when,
 * where, can I go" before the picture (show-dates.scss puts the picture on the left from 992 px). A cancelled
 * or postponed date says so first, in large type, and offers no Book link.
 *
 * Without a venue (still on its way) it is the same layout with blanks for the date's facts and the show's own
 * picture and summary, which do not depend on the date: the picture, the page's largest paint, is on screen
 * before the listing arrives, and stays the same element when it does.
 */
export function DateDetails({
  show,
  venue,
  isPast,
}: {
  show: ShowKey;
  venue: Venue | null;
  isPast: boolean;
}) {
  const copy = DATE_PAGE_COPY;
  // The server renders with the site's origin and the browser hydrates with the same one (src/ui/site-origin),
  // so the calendar and share links are in the HTML, for visitors without script too.
  const origin = useSiteOrigin();
  const facts = venue && eventFacts(venue, origin ?? '');
  const state = venue && listingState(venue);
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
          {venue && facts ? (
            <DateKeyFacts venue={venue} facts={facts} offersBooking={!isPast && !calledOff} />
          ) : (
            <DateKeyFactsArriving />
          )}
        </div>
        <div className="date-page__about">
          <PictureImage picture={showArt(show).card} className="date-page__picture mb-3" priority />
          <p>{SHOWS[show].summary}</p>
          <p className="mb-0">
            <Link to={SHOW_PATHS[show]}>{copy.aboutShow(SHOWS[show].title)}</Link>
          </p>
        </div>
        <div className="date-page__more">
          {venue && facts && !isPast && origin !== null && (
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

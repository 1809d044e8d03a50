import { ACCESS_COPY } from '../../content/hotel-access';
import { BEFORE_YOU_BOOK_COPY as COPY } from '../../content/before-you-book';
import { allergenInfo, UNCONFIRMED_ACCESS } from '../../domain/hotel-facts';
import { safeHttpUrl } from '../../domain/url';
import type { ListingHotel, Venue } from '../../domain/venue';
import { eventFacts } from '../../content/event-facts';
import { AccessFactList } from './access-facts';
import { mapLink } from './calendar-links';
import { Part, Unconfirmed } from './before-you-book-parts';
import { BeforeYouBook } from './before-you-book';
import { SHOW_DETAILS } from '../../content/menus';
import { ON_THE_NIGHT } from '../../content/on-the-night';
import { TappableText } from './tappable-text';

const NewTab = () => <span className="visually-hidden"> ({COPY.newTab})</span>;

/** The hotel's allergen information: its page, a number to ring, or "Not confirmed: ask the venue". */
function AllergenInfo({ hotel }: { hotel: ListingHotel | undefined }) {
  const info = allergenInfo(hotel?.allergenInfo ?? '');
  if (!info) return <Unconfirmed />;
  if (info.kind === 'phone') {
    return (
      <>
        {COPY.allergenPhone}: <a href={`tel:${info.dial}`}>{info.number}</a>
      </>
    );
  }
  return (
    <a href={info.href} target="_blank" rel="noopener noreferrer">
      {COPY.allergenLink}
      <NewTab />
    </a>
  );
}

/**
 * A date page's Before you book: the show's parts on the date's clock, then its hotel's. Every show's words
 * as built come with it (a date page may be any show's); a show page uses BeforeYouBook alone.
 */
export function DateBeforeYouBook({ venue }: { venue: Venue }) {
  return (
    <BeforeYouBook
      show={venue.show}
      details={SHOW_DETAILS[venue.show]}
      night={ON_THE_NIGHT[venue.show]}
      date={venue}
      allergens={<AllergenInfo hotel={venue.hotel} />}
    >
      <HotelParts venue={venue} />
    </BeforeYouBook>
  );
}

/** The parts that are the date's hotel's: access, parking (with the way there), staying the night. */
function HotelParts({ venue }: { venue: Venue }) {
  const hotel = venue.hotel;
  const access = hotel?.access ?? UNCONFIRMED_ACCESS;
  const map = safeHttpUrl(hotel?.mapUrl) ?? mapLink(eventFacts(venue, ''));
  const stayUrl = safeHttpUrl(hotel?.stayUrl);
  return (
    <>
      <Part
        title={COPY.access}
        gist={COPY.stepFree(
          ACCESS_COPY.facts.stepFree,
          access.stepFree === 'unknown' ? null : ACCESS_COPY.answers[access.stepFree],
        )}
      >
        <AccessFactList hotel={hotel} />
      </Part>
      <Part title={COPY.parking} gist={hotel?.parkingInfo || <Unconfirmed />} clamp={!!hotel?.parkingInfo}>
        {hotel?.parkingInfo && (
          <p className="before-you-book__text">
            <TappableText text={hotel.parkingInfo} />
          </p>
        )}
        <p className="mb-0">
          <span className="fw-bold">{COPY.where}: </span>
          {venue.hotelName}, {venue.hotelLocation}{' '}
          <a href={map} target="_blank" rel="noopener noreferrer">
            {COPY.map}
            <NewTab />
          </a>
        </p>
      </Part>
      {hotel?.stayInfo || stayUrl ? (
        <Part title={COPY.stay} gist={hotel?.stayInfo || COPY.stayLink} clamp>
          {hotel?.stayInfo && (
            <p className="before-you-book__text">
              <TappableText text={hotel.stayInfo} />
            </p>
          )}
          {stayUrl && (
            <p className="mb-0">
              <a href={stayUrl} target="_blank" rel="noopener noreferrer">
                {COPY.stayLink}
                <NewTab />
              </a>
            </p>
          )}
        </Part>
      ) : (
        <Part title={COPY.stay} gist={<Unconfirmed />} />
      )}
    </>
  );
}

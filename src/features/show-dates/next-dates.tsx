import { Link } from 'react-router-dom';
import { NEXT_DATES_COPY } from '../../content/next-dates';
import { NEARBY_COPY } from '../../content/show-dates';
import { datesNear } from '../../domain/city-distances';
import { countWithNearby, DatesNearby } from './dates-nearby';
import { SHOWS } from '../../content/shows';
import { eventTiming } from '../../domain/event-timing';
import { CITY_KEYS, hotelInTown } from '../../domain/cities';
import { formatClockTime, formatDateWithWeekday } from '../../domain/dates';
import { datePagePath } from '../../domain/date-page-paths';
import { PATHS } from '../../domain/paths';
import type { Venue } from '../../domain/venue';
import { compareVenues } from '../../domain/venue-order';
import { ListingBadge } from '../../ui/listing-state';
import { CityChooser } from './city-chooser';
import { useChosenCity } from './use-chosen-city';
import { EVERY_DATE } from '../../domain/whats-on-filters';
import { LoadFailed } from './load-failed';
import { useAllUpcoming } from './use-all-upcoming';
import './show-dates.scss';
import './next-dates.scss';

/**
 * Every upcoming date of every show, soonest first, each one large link to its page; the city chooser
 * narrows them. Reads what What's on reads (the server's page data, else the data port).
 */
export function NextDates() {
  const answer = useAllUpcoming();
  const [city, chooseCity] = useChosenCity();
  const copy = NEXT_DATES_COPY;
  const all = answer.kind === 'ready' ? [...answer.value].sort(compareVenues) : [];
  const shown = city ? all.filter((venue) => venue.city === city) : all;
  const near = city ? datesNear(all, city) : [];

  return (
    <div className="next-dates">
      {/* Every city, with dates or not: one without any of its own may have some nearby. */}
      <CityChooser action={PATHS.next} city={city} cities={CITY_KEYS} onChange={chooseCity} />
      <p role="status" className="next-dates__count">
        {answer.kind === 'loading'
          ? copy.loading
          : answer.kind === 'ready'
            ? countWithNearby(city, shown.length, copy.count(shown.length), near.length)
            : ''}
      </p>
      {answer.kind === 'failed' && <LoadFailed retry={answer.retry} className="whats-on__message" />}
      {answer.kind === 'ready' && shown.length === 0 && (
        <div className="whats-on__message">
          <p className="fw-bold mb-1">{copy.empty.title}</p>
          <p>{copy.empty.body}</p>
          <Link to={PATHS.whatsOn} state={EVERY_DATE}>
            {copy.empty.whatsOn}
          </Link>
        </div>
      )}
      {shown.length > 0 && (
        <ul className="next-dates__list" aria-label={copy.listLabel}>
          {shown.map((venue) => (
            <li key={venue.id}>
              <NextDate venue={venue} />
            </li>
          ))}
        </ul>
      )}
      {city && (
        <DatesNearby city={city} near={near} className="next-dates__near" listClassName="next-dates__list">
          {({ venue, miles }) => <NextDate venue={venue} miles={miles} />}
        </DatesNearby>
      )}
      {/* Inside the space held for the dates, so that it follows them closely (the space is the page's end).
          Not until they are in: on the first screen above a list still loading (hosted), it was pushed down as
          the list arrived, a layout shift (0.018 on a phone, in Lighthouse). */}
      {answer.kind !== 'loading' && (
        <p>
          <Link to={PATHS.whatsOn} state={EVERY_DATE}>
            {copy.whatsOn}
          </Link>
        </p>
      )}
    </div>
  );
}

/** One date as one link the size of a thumb: when, what, where, and its mark when not simply on sale. */
function NextDate({ venue, miles }: { venue: Venue; miles?: number }) {
  const when = `${formatDateWithWeekday(venue.date)}, ${formatClockTime(eventTiming(venue).startTime)}`;
  return (
    <Link className="next-date" to={datePagePath(venue)}>
      <span className="next-date__when">
        <time dateTime={venue.date}>{when}</time>
      </span>
      <span className="next-date__title">{SHOWS[venue.show].title}</span>
      <span className="next-date__where">
        {miles === undefined
          ? hotelInTown(venue.hotelName, venue.city)
          : NEARBY_COPY.where(hotelInTown(venue.hotelName, venue.city), miles)}
      </span>
      <ListingBadge venue={venue} className="next-date__badge" />
    </Link>
  );
}

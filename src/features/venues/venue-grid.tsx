import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CITY_CHOOSER_COPY, NEARBY_COPY } from '../../content/show-dates';
import { CITY_KEYS, cityLabel } from '../../domain/cities';
import { datesNear, NEARBY_MILES } from '../../domain/city-distances';
import { PATHS, SHOW_PATHS } from '../../domain/paths';
import { VENUE_COPY } from '../../content/venues';
import type { ShowKey } from '../../domain/shows';
import { useSiteOrigin } from '../../ui/site-origin';
import { CityChooser } from '../show-dates/city-chooser';
import { countWithNearby, DatesNearby } from '../show-dates/dates-nearby';
import { useChosenCity } from '../show-dates/use-chosen-city';
import { useShowEventsJsonLd } from '../show-dates/use-show-events-json-ld';
import { ComingSoonCard } from './coming-soon-card';
import { useUpcomingVenues } from './use-upcoming-venues';
import { VenueCard } from './venue-card';

/**
 * A show's upcoming dates as cards, then the Coming soon card. Where they are in more than one city, What's
 * on's city chooser narrows the cards to one, any city, with the show's dates within reach of it after its
 * own (the structured data keeps every date).
 */
export function VenueGrid({ show }: { show: ShowKey }) {
  const state = useUpcomingVenues(show);
  const all = state.kind === 'ready' ? state.venues : [];
  const [city, chooseCity] = useChosenCity();
  const playsIn = new Set(all.map((venue) => venue.city)).size;
  const venues = city ? all.filter((venue) => venue.city === city) : all;
  const near = city ? datesNear(all, city) : [];
  const origin = useSiteOrigin();
  useShowEventsJsonLd(state.kind === 'ready' ? state.venues : null, origin);
  const copy = VENUE_COPY;
  const grid = useRef<HTMLElement>(null);
  // None here and none near: the status says what the page does, not "Showing 0 upcoming dates".
  const noneNear = city !== null && all.length > 0 && venues.length === 0 && near.length === 0;
  const found = noneNear
    ? CITY_CHOOSER_COPY.noneIn(cityLabel(city))
    : countWithNearby(city, venues.length, copy.found(venues.length), near.length);
  const comingSoon = (
    <li>
      <ComingSoonCard show={show} />
    </li>
  );

  return (
    <section ref={grid} className="venue-grid" aria-labelledby="upcoming-dates">
      <h2 id="upcoming-dates">{copy.heading}</h2>
      {(playsIn > 1 || city) && (
        <CityChooser action={SHOW_PATHS[show]} city={city} cities={CITY_KEYS} onChange={chooseCity} />
      )}
      <p role="status" className={state.kind === 'loading' ? 'venue-grid__status' : 'visually-hidden'}>
        {state.kind === 'loading' ? copy.loading : state.kind === 'ready' ? found : ''}
      </p>
      {state.kind === 'failed' && (
        <div className="venue-grid__message" role="alert">
          <p className="fw-bold mb-1">{copy.failed.title}</p>
          <p>{copy.failed.body}</p>
          <button type="button" className="btn btn-primary" onClick={state.retry}>
            {copy.failed.retry}
          </button>
        </div>
      )}
      {state.kind === 'ready' && city && all.length > 0 && venues.length === 0 && (
        <div className="venue-grid__message">
          <p className="fw-bold">
            {near.length > 0
              ? NEARBY_COPY.noneHere(cityLabel(city), NEARBY_MILES)
              : CITY_CHOOSER_COPY.noneIn(cityLabel(city))}
          </p>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              // The button goes with the choice: the keyboard stays at the chooser, above the dates.
              grid.current?.querySelector('select')?.focus();
              chooseCity(null);
            }}
          >
            {CITY_CHOOSER_COPY.allCities(all.length)}
          </button>
        </div>
      )}
      {state.kind === 'ready' && all.length === 0 && (
        <div className="venue-grid__message">
          <p className="fw-bold mb-1">{copy.empty.title}</p>
          <p>{copy.empty.body}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={PATHS.contact}>
              {copy.empty.ask}
            </Link>
            <Link className="btn btn-outline-primary" to={PATHS.hostEvent}>
              {copy.empty.host}
            </Link>
          </div>
        </div>
      )}
      {/* No empty list where the city has none of its own but some nearby. */}
      {(venues.length > 0 || near.length === 0) && (
        <ul className="venue-grid__list">
          {venues.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} />
            </li>
          ))}
          {near.length === 0 && comingSoon}
        </ul>
      )}
      {city && (
        <DatesNearby city={city} near={near} className="venue-grid__near" listClassName="venue-grid__list">
          {({ venue, miles }) => <VenueCard venue={venue} miles={miles} />}
        </DatesNearby>
      )}
      {/* After the dates near the city, not between them and the city's own. */}
      {near.length > 0 && <ul className="venue-grid__list venue-grid__last">{comingSoon}</ul>}
    </section>
  );
}

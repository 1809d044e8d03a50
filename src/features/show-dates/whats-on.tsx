import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { CalendarFeedKey } from '../../domain/feed-paths';
import { PATHS } from '../../domain/paths';
import { SubscribeDisclosure, useKeepInTouchOffered } from '../forms/subscribe-disclosure';
import { NEARBY_COPY, WHATS_ON_COPY } from '../../content/show-dates';
import { CITY_KEYS, cityLabel } from '../../domain/cities';
import { datesNear, NEARBY_MILES } from '../../domain/city-distances';
import { countWithNearby, DatesNearby } from './dates-nearby';
import { remember, remembered } from './use-chosen-city';
import { formatMonth } from '../../domain/dates';
import { DateRow } from './date-row';
import { LoadFailed } from './load-failed';
import { useAllUpcoming } from './use-all-upcoming';
import { WhatsOnFilterForm } from './whats-on-filters-form';
import { CalendarSubscribe } from './calendar-subscribe';
import {
  applyFilters,
  asksEveryDate,
  cityQuery,
  filtersQuery,
  groupByMonth,
  readFilters,
  type WhatsOnFilters,
} from '../../domain/whats-on-filters';
import './show-dates.scss';

/** Every upcoming date of every show, by month, with the filters of the query string applied. */
export function WhatsOn() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const answer = useAllUpcoming();
  const keepInTouch = useKeepInTouchOffered();
  const copy = WHATS_ON_COPY;
  const all = answer.kind === 'ready' ? answer.value : [];
  const shown = applyFilters(all, filters);
  const anyCity = applyFilters(all, { ...filters, city: null });
  // Other cities' dates within reach of the chosen one, the other filters applied.
  const near = filters.city ? datesNear(anyCity, filters.city) : [];
  // Left out by "step-free only" because nobody has confirmed their entrance either way (not because it has steps).
  const withoutStepFree = { ...filters, stepFree: false };
  const unconfirmed = filters.stepFree
    ? applyFilters(all, withoutStepFree).filter((venue) => venue.hotel?.access.stepFree !== 'no').length
    : 0;
  // With a show chosen and none of its dates left by the other filters: the other shows' dates they leave.
  const withoutShow = { ...filters, show: null };
  const otherShows = filters.show && shown.length === 0 ? applyFilters(all, withoutShow).length : 0;
  const choose = (next: WhatsOnFilters) => {
    remember(next.city);
    void navigate(`${PATHS.whatsOn}${filtersQuery(next)}`);
  };
  // The city chosen on /next, a show page or here before, for the visit: What's on opened with no filter
  // (the menu's link) narrows to it; one opened with filters (a shared link, a show's button) keeps them.
  // A link that promises every date (/next's) is taken at its word.
  const unfiltered = params.toString() === '' && !asksEveryDate(location.state);
  useEffect(() => {
    if (filters.city) remember(filters.city);
    else if (unfiltered) {
      const kept = remembered();
      if (kept) void navigate(`${PATHS.whatsOn}${cityQuery(kept)}`, { replace: true });
    }
  }, [filters.city, unfiltered, navigate]);

  return (
    <div className="whats-on">
      {/* Every city, with dates or not: one without any of its own may have some nearby. */}
      <WhatsOnFilterForm
        filters={filters}
        cities={CITY_KEYS}
        onChange={choose}
        onClear={() => remember(null)}
      />
      <p role="status" className="whats-on__count">
        {answer.kind === 'loading'
          ? copy.loading
          : answer.kind === 'ready'
            ? countWithNearby(filters.city, shown.length, copy.count(shown.length), near.length)
            : ''}
      </p>
      {answer.kind === 'failed' && <LoadFailed retry={answer.retry} className="whats-on__message" />}
      {answer.kind === 'ready' && shown.length === 0 && (
        <div className="whats-on__message">
          {unconfirmed > 0 ? (
            <>
              <p className="fw-bold mb-1">{copy.stepFreeUnconfirmed.title}</p>
              <p>
                {copy.stepFreeUnconfirmed.body(unconfirmed)}{' '}
                <Link to={`${PATHS.whatsOn}${filtersQuery(withoutStepFree)}`}>
                  {copy.stepFreeUnconfirmed.show(unconfirmed)}
                </Link>
              </p>
            </>
          ) : filters.city && near.length > 0 ? (
            <>
              <p className="fw-bold mb-1">{NEARBY_COPY.noneHere(cityLabel(filters.city), NEARBY_MILES)}</p>
              {keepInTouch && <p>{NEARBY_COPY.noneHereBody(cityLabel(filters.city))}</p>}
            </>
          ) : (
            <>
              <p className="fw-bold mb-1">{copy.empty.title}</p>
              <p>{keepInTouch ? copy.empty.body : copy.empty.bodyWithoutForm}</p>
            </>
          )}
          {otherShows > 0 && (
            <p>
              <Link to={`${PATHS.whatsOn}${filtersQuery(withoutShow)}`}>
                {copy.otherShows(otherShows, filters.city && cityLabel(filters.city))}
              </Link>
            </p>
          )}
          {/* Keyed by the filter, so choosing another one starts a fresh form with the new choices. Closed
              when dates near the city follow, so the form does not push them off a phone's screen. */}
          <SubscribeDisclosure
            key={filtersQuery(filters)}
            show={filters.show ?? undefined}
            city={filters.city ?? undefined}
            startOpen={near.length === 0}
          />
        </div>
      )}
      {groupByMonth(shown).map(({ month, venues }) => (
        <section key={month} className="whats-on__month" aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`}>{formatMonth(month)}</h2>
          <ul className="date-list">
            {venues.map((venue) => (
              <li key={venue.id}>
                <DateRow venue={venue} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {filters.city && (
        <DatesNearby
          city={filters.city}
          near={near}
          className="whats-on__month whats-on__near"
          listClassName="date-list"
        >
          {({ venue, miles }) => <DateRow venue={venue} miles={miles} />}
        </DatesNearby>
      )}
      {/* With the dates: a hosted build's prerendered page knows neither them nor the query string. */}
      {answer.kind === 'ready' && <CalendarSubscribe feeds={feedsOf(filters)} withNewDates />}
    </div>
  );
}

/** The calendars that match the filters: a city's and a show's (both when both are chosen), else every date. */
function feedsOf({ show, city }: WhatsOnFilters): CalendarFeedKey[] {
  const feeds: CalendarFeedKey[] = [
    ...(city ? [{ kind: 'city' as const, city }] : []),
    ...(show ? [{ kind: 'show' as const, show }] : []),
  ];
  return feeds.length > 0 ? feeds : [{ kind: 'all' }];
}

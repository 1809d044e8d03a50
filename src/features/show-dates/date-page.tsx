import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useJsonLd, usePageMeta } from '../../ui/use-page-meta';
import { useShowShare } from '../../ui/use-show-share';
import { eventFacts } from '../../content/event-facts';
import { eventStructuredData } from './event-structured-data';
import { DATE_PAGE_COPY, WHATS_ON_COPY } from '../../content/show-dates';
import { SHOWS } from '../../content/shows';
import { todayInLondon } from '../../domain/dates';
import type { ShowKey } from '../../domain/shows';
import type { Venue, VenueLookup } from '../../domain/venue';
import { DateDetails } from './date-details';
import { datePageHeading, datePageMeta } from './date-page-meta';
import { DateBeforeYouBook } from './before-you-book-hotel';
import { datePagePath } from '../../domain/date-page-paths';
import { DateRow } from './date-row';
import { usePageData } from '../../ui/page-data';
import { preloadPicture } from '../../ui/picture-image';
import { showArt } from '../../content/pictures';
import { useSiteOrigin } from '../../ui/site-origin';
import { useDatePageHead } from './use-date-page-head';
import { useEventJsonLd } from './use-event-json-ld';
import { usePortAnswer } from './use-port-answer';
import './show-dates.scss';

export interface DatePageData {
  lookup: VenueLookup;
  /** The show's upcoming dates (other dates, or what to offer instead of a past or missing one). */
  upcoming: Venue[];
  /** Today in London when the data was read: whether the date has passed. */
  today: string;
}

/**
 * A page per date (`/titanic/2026-12-04-the-grand-hotel`): the listing in full; a past date says so and
 * offers the dates to come; a deleted or unknown address says it is no longer listed, with the same help; a
 * former address (the listing was edited) moves to the current one.
 */
export function DatePage({ show, slug }: { show: ShowKey; slug: string }) {
  const key = `${show}/${slug}`;
  const pageData = usePageData();
  const initial = pageData.peek('datePage');
  const answer = usePortAnswer<DatePageData>(
    key,
    async (port) => {
      const [lookup, upcoming] = await Promise.all([
        port.findVenueBySlug(show, slug),
        port.listUpcomingVenues(show),
      ]);
      return { lookup, upcoming, today: todayInLondon() };
    },
    initial && { key: initial.key, value: initial },
  );
  useEffect(() => pageData.forget('datePage'), [pageData]);
  // Rendered here rather than by the server: its heading keeps room for the date to come (show-dates.scss).
  const [arriving] = useState(() => initial?.key !== key);
  // The show's picture is the page's largest paint, and known before the listing: asked for at once, from the
  // head, ahead of the page's other requests (a hosted date page's shell carries the preload in its HTML).
  if (arriving && answer.kind === 'loading') preloadPicture(showArt(show).card);
  const navigate = useNavigate();
  const data = answer.kind === 'ready' ? answer.value : null;
  const venue =
    data && data.lookup.kind !== 'gone' && data.lookup.kind !== 'unknown' ? data.lookup.venue : null;
  const moved = data?.lookup.kind === 'moved' ? datePagePath(data.lookup.venue) : null;
  const title = SHOWS[show].title;
  const heading = venue ? datePageHeading(venue) : title;

  const share = useShowShare(show);
  usePageMeta(
    venue
      ? datePageMeta(venue)
      : { title: data ? DATE_PAGE_COPY.gone.meta : title, description: SHOWS[show].summary, share },
  );
  const eventVenue = venue && data && venue.date >= data.today ? venue : null;
  const origin = useSiteOrigin();
  useEventJsonLd(eventVenue, origin);
  useDatePageHead(
    venue && !moved && origin !== null ? `${origin}${datePagePath(venue)}` : null,
    data !== null && venue === null,
  );
  useJsonLd('event', eventVenue && ((siteUrl) => eventStructuredData(eventFacts(eventVenue, siteUrl))));
  useEffect(() => {
    if (moved) void navigate(moved, { replace: true });
  }, [moved, navigate]);

  const others = (data?.upcoming ?? []).filter((other) => other.id !== venue?.id);
  const isPast = Boolean(venue && data && venue.date < data.today);
  const missing = data !== null && venue === null;

  return (
    <main id="main" className={arriving ? 'date-page date-page--arriving' : 'date-page'}>
      <div className="page-header">
        <div className="container">
          <h1 className="page-header__title">{heading}</h1>
        </div>
      </div>
      <div className="container py-4 py-md-5">
        {/* Said to screen readers; the eye sees the date's blanks in the layout below. */}
        {answer.kind === 'loading' && (
          <p role="status" className="visually-hidden">
            {DATE_PAGE_COPY.loading}
          </p>
        )}
        {answer.kind === 'failed' && (
          <div className="date-page__notice" role="alert">
            <p className="fw-bold mb-1">{WHATS_ON_COPY.failed.title}</p>
            <p>{WHATS_ON_COPY.failed.body}</p>
            <button type="button" className="btn btn-primary" onClick={answer.retry}>
              {WHATS_ON_COPY.failed.retry}
            </button>
          </div>
        )}
        {(isPast || missing) && (
          <div className="date-page__notice">
            <p className="fw-bold mb-1">{isPast ? DATE_PAGE_COPY.passed.title : DATE_PAGE_COPY.gone.title}</p>
            <p className="mb-0">
              {isPast ? DATE_PAGE_COPY.passed.body : DATE_PAGE_COPY.gone.body}{' '}
              {missing && <Link to={PATHS.contact}>{DATE_PAGE_COPY.ask}</Link>}
            </p>
          </div>
        )}
        {(venue || answer.kind === 'loading') && <DateDetails show={show} venue={venue} isPast={isPast} />}
        {venue && !isPast && venue.status !== 'cancelled' && <DateBeforeYouBook venue={venue} />}
        {data && (
          <section aria-labelledby="other-dates" className="mt-5">
            <h2 id="other-dates">{DATE_PAGE_COPY.otherDates(title)}</h2>
            {others.length === 0 ? (
              <p>{DATE_PAGE_COPY.noOtherDates}</p>
            ) : (
              <ul className="date-list">
                {others.map((other) => (
                  <li key={other.id}>
                    <DateRow venue={other} showTitle={false} />
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3">
              <Link to={PATHS.whatsOn}>{DATE_PAGE_COPY.allDates}</Link>
            </p>
          </section>
        )}
      </div>
    </main>
  );
}

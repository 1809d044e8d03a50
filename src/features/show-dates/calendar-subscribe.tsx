import { CALENDAR_FEED_COPY } from '../../content/calendar-feed-copy';
import { SHOWS } from '../../content/shows';
import { cityLabel } from '../../domain/cities';
import { countedLink } from '../../domain/counted-link';
import {
  calendarFeedPath,
  googleSubscribeUrl,
  NEW_DATES_FEED_PATH,
  webcalUrl,
  type CalendarFeedKey,
} from '../../domain/feed-paths';
import { useSiteOrigin } from '../../ui/site-origin';
import './calendar-subscribe.scss';

const copy = CALENDAR_FEED_COPY.links;

function feedWhat(feed: CalendarFeedKey): string {
  if (feed.kind === 'show') return copy.what.show(SHOWS[feed.show].title);
  if (feed.kind === 'city') return copy.what.city(cityLabel(feed.city));
  return copy.what.all;
}

/**
 * Links that subscribe a calendar to a feed (docs/product.md, Calendars): `webcal:` for the apps that
 * register it (iPhone, Mac, Outlook, Thunderbird), Google Calendar's page for Android phones, and the plain
 * https address to paste into anything else. A click counts as a calendar download of that feed.
 */
export function CalendarSubscribe({
  feeds,
  withNewDates = false,
}: {
  feeds: readonly CalendarFeedKey[];
  /** Also offer the Atom feed of new dates (for feed readers). */
  withNewDates?: boolean;
}) {
  // The site's origin, as the server rendered it: a webcal: address must be absolute.
  const origin = useSiteOrigin() ?? '';
  return (
    <section aria-labelledby="calendar-subscribe" className="calendar-subscribe">
      <h2 id="calendar-subscribe" className="h5">
        {copy.heading}
      </h2>
      <p>{copy.lead}</p>
      {feeds.map((feed) => {
        const path = calendarFeedPath(feed);
        const url = `${origin}${path}`;
        const what = feedWhat(feed);
        return (
          <ul key={path} className="calendar-subscribe__links" aria-label={copy.subscribe(what)}>
            <li>
              <a className="btn btn-primary" href={webcalUrl(url)} {...countedLink('calendar', path)}>
                {copy.subscribe(what)}
              </a>
            </li>
            <li>
              <a
                className="btn btn-outline-primary"
                href={googleSubscribeUrl(url)}
                target="_blank"
                rel="noopener noreferrer"
                {...countedLink('calendar', path)}
              >
                {copy.google} <span className="visually-hidden">{`(${what}, ${copy.newTab})`}</span>
              </a>
            </li>
            <li>
              <a href={path} type="text/calendar" {...countedLink('calendar', path)}>
                {copy.copy} <span className="visually-hidden">{`(${what})`}</span>
              </a>
            </li>
          </ul>
        );
      })}
      {withNewDates && (
        <p className="mb-0">
          <a
            href={NEW_DATES_FEED_PATH}
            type="application/atom+xml"
            {...countedLink('calendar', NEW_DATES_FEED_PATH)}
          >
            {copy.newDates}
          </a>
        </p>
      )}
    </section>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { BOOK_LINK_ATTRIBUTES } from '../content/booking-link';
import { bookingHref } from '../domain/booking-link';
import { COMPANY_DETAILS } from '../content/company';
import { HOTEL_WIDGET_COPY as COPY } from '../content/hotel-widget';
import { AVAILABILITY_LABELS, LISTING_STATE_COPY } from '../content/listing-status';
import { SHOWS } from '../content/shows';
import { eventTiming } from '../domain/event-timing';
import { formatClockTime, formatDateWithWeekday, keepClockTimesWhole } from '../domain/dates';
import { datePagePath } from '../domain/date-page-paths';
import { calendarFeedPath, webcalUrl } from '../domain/feed-paths';
import { HOTEL_WIDGET_ASSETS } from '../domain/hotel-widget-paths';
import { canBook } from '../domain/listing-revision';
import { PATHS } from '../domain/paths';
import type { Venue } from '../domain/venue';

export interface HotelWidgetInput {
  hotel: { id: string; name: string; bookingSource?: boolean };
  /** The hotel's upcoming dates, in date order. */
  dates: readonly Venue[];
  /** The site's public origin: every link leaves the frame for the site itself. */
  origin: string;
}

/** What a date's status says in the widget: each date has one, "On sale" included, so none reads as unknown. */
export function widgetStatus(venue: Pick<Venue, 'status' | 'availability'>): { key: string; label: string } {
  if (venue.status === 'cancelled') return { key: 'cancelled', label: LISTING_STATE_COPY.cancelled };
  if (venue.status === 'postponed') return { key: 'postponed', label: LISTING_STATE_COPY.postponedMark };
  if (venue.availability === 'on-sale') return { key: 'on-sale', label: COPY.status.onSale };
  return { key: venue.availability, label: AVAILABILITY_LABELS[venue.availability] };
}

function WidgetDate({ venue, hotel, origin }: { venue: Venue } & Omit<HotelWidgetInput, 'dates'>) {
  const show = SHOWS[venue.show].title;
  const when = `${formatDateWithWeekday(venue.date)}, ${formatClockTime(eventTiming(venue).startTime)}`;
  const status = widgetStatus(venue);
  const href = canBook(venue) ? bookingHref(venue.bookingUrl, hotel) : null;
  return (
    <li className="hw-date">
      <p className="hw-date__when">
        <time dateTime={venue.date}>{keepClockTimesWhole(when)}</time>
      </p>
      <p className="hw-date__show">
        <a href={`${origin}${datePagePath(venue)}`} target="_blank" rel="noopener">
          {show}
          <span className="hw-hidden"> ({COPY.newTab})</span>
        </a>
      </p>
      <p className="hw-date__action">
        <span className={`hw-status hw-status--${status.key}`}>{status.label}</span>
        {href && (
          <a
            className="hw-book"
            href={href}
            target="_blank"
            rel={BOOK_LINK_ATTRIBUTES.rel}
            referrerPolicy={BOOK_LINK_ATTRIBUTES.referrerPolicy}
            aria-label={`${COPY.bookLabel(show, when)} (${COPY.newTab})`}
          >
            {COPY.book}
          </a>
        )}
      </p>
    </li>
  );
}

function HotelWidget({ hotel, dates, origin }: HotelWidgetInput) {
  const feed = `${origin}${calendarFeedPath({ kind: 'hotel', hotel })}`;
  return (
    <main className="hw">
      <h1 className="hw-title">{COPY.heading(hotel.name)}</h1>
      {dates.length === 0 ? (
        <p className="hw-none">{COPY.none}</p>
      ) : (
        <ul className="hw-dates">
          {dates.map((venue) => (
            <WidgetDate key={venue.id} venue={venue} hotel={hotel} origin={origin} />
          ))}
        </ul>
      )}
      <p className="hw-more">
        <a href={webcalUrl(feed)}>{COPY.calendar}</a>
        <a href={`${origin}${PATHS.whatsOn}`} target="_blank" rel="noopener">
          {COPY.allDates}
          <span className="hw-hidden"> ({COPY.newTab})</span>
        </a>
      </p>
    </main>
  );
}

/**
 * The widget's whole page (docs/decisions/0042-hotel-widget.md): plain HTML with the site's styles and a
 * script that only reports the page's height to the frame's parent. No cookies, no counting, no fonts or
 * pictures from anywhere but the site, and `noindex`: it is the hotel's page that search engines should show.
 */
export function hotelWidgetDocument(input: HotelWidgetInput): string {
  const title = `${COPY.title(input.hotel.name)} | ${COMPANY_DETAILS.name}`;
  const head = renderToStaticMarkup(
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="origin" />
      <title>{title}</title>
      <link rel="stylesheet" href={HOTEL_WIDGET_ASSETS.style} />
      <script src={HOTEL_WIDGET_ASSETS.script} defer />
    </head>,
  );
  const body = renderToStaticMarkup(<HotelWidget {...input} />);
  return `<!doctype html>\n<html lang="en-GB">${head}<body>${body}</body></html>\n`;
}

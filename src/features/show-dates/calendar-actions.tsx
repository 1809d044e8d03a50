import type { MouseEvent } from 'react';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import type { Venue } from '../../domain/venue';
import { countedLink } from '../../domain/counted-link';
import { googleCalendarLink } from './calendar-links';
import { calendarFilePath } from '../../domain/date-page-paths';
import { eventFacts, type EventFacts } from '../../content/event-facts';

/**
 * The calendar file is made in the browser when the link is clicked (the generator loads then, not with
 * the page), so it works where no server answers `.ics` addresses (hosted mode); the link itself points at
 * the embedded server's copy, for visitors without script and for anyone copying it.
 */
async function downloadCalendarFile(event: MouseEvent<HTMLAnchorElement>, venue: Venue) {
  event.preventDefault();
  const link = event.currentTarget;
  const { calendarFile } = await import('../../content/calendar-file');
  const text = calendarFile(venue, eventFacts(venue, window.location.origin));
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const temporary = document.createElement('a');
  temporary.href = url;
  temporary.download = link.getAttribute('download') ?? 'show.ics';
  temporary.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CalendarActions({ venue, facts }: { venue: Venue; facts: EventFacts }) {
  const copy = DATE_PAGE_COPY.calendar;
  const path = calendarFilePath(venue);
  return (
    <section aria-labelledby="add-to-calendar" className="mb-4">
      <h2 id="add-to-calendar" className="h5">
        {copy.heading}
      </h2>
      <ul className="date-page__links">
        <li>
          <a
            className="btn btn-outline-primary"
            href={path}
            download={path.split('/').at(-1)}
            type="text/calendar"
            {...countedLink('calendar', venue.id)}
            onClick={(event) => void downloadCalendarFile(event, venue)}
          >
            {copy.ics}
          </a>
        </li>
        <li>
          <a
            className="btn btn-outline-primary"
            href={googleCalendarLink(facts)}
            {...countedLink('calendar', venue.id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.google}
            <span className="visually-hidden"> ({DATE_PAGE_COPY.newTab})</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

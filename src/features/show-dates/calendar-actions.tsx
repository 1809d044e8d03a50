import type { MouseEvent, ReactNode } from 'react';
import { useBrowserValue } from '../../ui/use-browser-value';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import type { Venue } from '../../domain/venue';
import { countedLink } from '../../domain/counted-link';
import { googleCalendarLink, outlookCalendarLink } from './calendar-links';
import { isInAppBrowser } from '../../domain/in-app-browser';
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

/**
 * Whether the page is open in an app's own browser. The server's HTML cannot know (it is the same for every
 * visitor), so hydration renders it as a browser's and the switch follows at once; a page reached inside the
 * site reads it straight away.
 */
function useInAppBrowser(): boolean {
  return useBrowserValue(() => isInAppBrowser(navigator.userAgent), false);
}

/**
 * Add to calendar: the `.ics` file, Google Calendar and Outlook. Inside Instagram's, Facebook's or TikTok's
 * browser, which cannot open a calendar file, the same three links come in another order, the web calendars
 * first, with a word on opening the page in the phone's own browser; no link appears or disappears, so the
 * row keeps its place.
 */
export function CalendarActions({ venue, facts }: { venue: Venue; facts: EventFacts }) {
  const copy = DATE_PAGE_COPY.calendar;
  const inApp = useInAppBrowser();
  const path = calendarFilePath(venue);
  const web = (key: 'google' | 'outlook', href: string) => (
    <li key={key}>
      <a
        className="btn btn-outline-primary"
        href={href}
        {...countedLink('calendar', venue.id)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {copy[key]}
        <span className="visually-hidden"> ({DATE_PAGE_COPY.newTab})</span>
      </a>
    </li>
  );
  const file = (
    <li key="ics">
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
  );
  const webCalendars = [web('google', googleCalendarLink(facts)), web('outlook', outlookCalendarLink(facts))];
  const links: ReactNode[] = inApp ? [...webCalendars, file] : [file, ...webCalendars];
  return (
    <section aria-labelledby="add-to-calendar" className="mb-4">
      <h2 id="add-to-calendar" className="h5">
        {copy.heading}
      </h2>
      <ul className="date-page__links">{links}</ul>
      {inApp && <p className="date-page__in-app small">{copy.inApp}</p>}
    </section>
  );
}

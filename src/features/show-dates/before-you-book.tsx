import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BEFORE_YOU_BOOK_COPY as COPY } from '../../content/before-you-book';
import { eventTiming } from '../../domain/event-timing';
import { ON_THE_NIGHT_BLOCKS } from '../../content/on-the-night/common';
import { SHOW_DETAILS_BLOCKS } from '../../content/show-details/common';
import { SHOW_TIMES } from '../../domain/show-times';
import { formatClockTime, formatDateWithWeekday } from '../../domain/dates';
import { daysBefore, evening as eveningOf } from '../../domain/running-order';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { OnTheNight } from '../../domain/site-content/on-the-night';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';
import { useSiteContent } from '../../ui/use-site-content';
import { MENU_PATHS } from '../show-page/menu-paths';
import { DressCode, MenuInBrief, Part, RunningOrder, Warnings } from './before-you-book-parts';
import './before-you-book.scss';

/**
 * Before you book (issue 40): what people ask before they pay, on one phone screen. Every part is data the
 * manager edits: the show's On the night and its words (Site content blocks) and, on a date's page, the
 * hotel's facts (a fact not given reads "Not confirmed: ask the venue"). Without `date` (a show page) it
 * says only what does not depend on the date: the usual times, and no hotel's parts. The seeds are the
 * caller's, so a show page loads only its own show's words; a date page passes its hotel's parts
 * (before-you-book-hotel.tsx), which a show page never loads.
 */
export function BeforeYouBook({
  show,
  details: detailsSeed,
  night: nightSeed,
  date,
  allergens,
  children,
}: {
  show: ShowKey;
  details: ShowDetailsContent;
  night: OnTheNight;
  date?: Pick<Venue, 'show' | 'date' | 'startTime'>;
  /** Where the date's hotel keeps its allergen information. */
  allergens?: ReactNode;
  /** The date's hotel's parts, last. */
  children?: ReactNode;
}) {
  const details = useSiteContent(SHOW_DETAILS_BLOCKS[show], detailsSeed);
  const night = useSiteContent(ON_THE_NIGHT_BLOCKS[show], nightSeed);
  const start = date ? eventTiming(date).startTime : SHOW_TIMES[show].startTime;
  const evening = eveningOf(night, start, SHOW_TIMES[show].durationMinutes);
  const clock = (time: string) => formatClockTime(time);
  const days = Number(night.dietaryDays);
  const dietaryWhen = date
    ? COPY.dietaryBy(formatDateWithWeekday(daysBefore(date.date, days)))
    : COPY.dietaryDays(days);

  return (
    <section aria-labelledby="before-you-book" className="before-you-book">
      <h2 id="before-you-book" className="h4">
        {COPY.heading}
      </h2>
      <div className="before-you-book__parts">
        <Part
          title={COPY.evening}
          gist={COPY.eveningGist(
            clock(evening.arrival),
            clock(evening.start),
            clock(evening.finish),
            COPY.length(evening.minutes),
          )}
        >
          <RunningOrder evening={evening} note={date ? undefined : COPY.usualTimes} />
        </Part>
        <Part title={COPY.menu} gist={COPY.menuGist}>
          <MenuInBrief details={details} />
          <p className="small mb-1">{COPY.menuSample}</p>
          <p className="mb-0">
            <Link to={MENU_PATHS[show]}>{COPY.fullMenu}</Link>
          </p>
        </Part>
        <Part title={COPY.dietary} gist={dietaryWhen}>
          <p className="before-you-book__text">{night.dietary}</p>
          {allergens && (
            <p className="mb-0">
              <span className="fw-bold">{COPY.allergens}: </span>
              {allergens}
            </p>
          )}
        </Part>
        <Part title={COPY.dress} gist={details.dressCode[0]} clamp>
          <DressCode details={details} />
        </Part>
        <Part title={COPY.age} gist={night.age} />
        <Part
          title={COPY.warnings}
          gist={details.warningPoints.length > 0 ? details.warningPoints.join(', ') : details.warnings[0]}
          clamp
        >
          <Warnings details={details} />
        </Part>
        {children}
      </div>
    </section>
  );
}

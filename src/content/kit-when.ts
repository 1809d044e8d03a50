import { formatDateWithWeekday } from '../domain/dates';
import type { Venue } from '../domain/venue';
import { startWords } from '../domain/event-timing';

/** "Friday 4 December 2026, 7 pm": a kit's date and start, the date's own time or else its show's. */
export const kitWhen = (date: Pick<Venue, 'show' | 'date' | 'startTime'>): string =>
  `${formatDateWithWeekday(date.date)}, ${startWords(date)}`;

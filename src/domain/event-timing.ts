import { formatClockTime } from '../domain/dates';
import { SHOW_TIMES } from './show-times';
import { londonInstant, londonIsoString } from '../domain/london-time';
import type { Venue } from '../domain/venue';

export interface EventTiming {
  /** "19:00" on the hotel's clock. */
  startTime: string;
  /** When it finishes on the hotel's clock, "22:00": its start and the show's length. */
  endTime: string;
  startMs: number;
  endMs: number;
  /** ISO 8601 with London's offset on that day: "2026-12-04T19:00:00+00:00", "2026-07-04T19:00:00+01:00". */
  startDate: string;
  endDate: string;
}

/** "7:30 pm": when a listing starts, its own start time or its show's (the e-mails about a date say it). */
export const startWords = (venue: Pick<Venue, 'show' | 'date' | 'startTime'>): string =>
  formatClockTime(eventTiming(venue).startTime);

/** When a listing starts and ends: its own start time, or its show's; the show's length. */
export function eventTiming(venue: Pick<Venue, 'show' | 'date' | 'startTime'>): EventTiming {
  const show = SHOW_TIMES[venue.show];
  const startTime = venue.startTime ?? show.startTime;
  const startMs = londonInstant(venue.date, startTime);
  const endMs = startMs + show.durationMinutes * 60_000;
  const endDate = londonIsoString(endMs);
  return {
    startTime,
    endTime: endDate.slice(11, 16),
    startMs,
    endMs,
    startDate: londonIsoString(startMs),
    endDate,
  };
}

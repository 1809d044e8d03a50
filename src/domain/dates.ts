import { londonIsoString } from './london-time';

/**
 * Dates of shows are calendar days, stored as ISO `YYYY-MM-DD` and compared as such in Europe/London.
 *
 * This is the one module that writes dates and times for people (pages, cards, e-mails, feeds' text, the
 * dashboard): every date a person reads carries its weekday, because runs are sold as Fridays and Saturdays.
 * tests/lint/date-formatting.test.ts fails when any other source formats a date for people.
 */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** True for a real calendar day written as `YYYY-MM-DD` (rejects 2024-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Index 0 is Sunday, as `Date.getUTCDay` counts. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * "2026-12-04" is shown as "Friday 4 December 2026": runs are sold as Fridays and Saturdays, so a date a
 * person reads carries its weekday. The weekday is the calendar day's own (UTC noon), never the reader's zone.
 */
export function formatDateWithWeekday(iso: string): string {
  if (!isIsoDate(iso)) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${iso}`);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${weekdayOf(y, m, d)} ${d} ${MONTHS[m - 1] ?? ''} ${y}`;
}

/** The weekday of a calendar day: its own (UTC noon), never the reader's zone. */
function weekdayOf(y: number, m: number, d: number): string {
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()] ?? '';
}

/**
 * "2026-12-04" in a table, where the long form would wrap: "Fri 4 Dec 2026". A text that is not a real
 * day (an old record being mended in the dashboard) is shown as it is.
 */
export function formatShortDate(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${weekdayOf(y, m, d).slice(0, 3)} ${d} ${(MONTHS[m - 1] ?? '').slice(0, 3)} ${y}`;
}

/** "19:00" -> "7 pm", "19:30" -> "7:30 pm", "12:00" -> "12 pm" (the way the show texts write times). */
export function formatClockTime(time: string): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  const suffix = hh < 12 ? 'am' : 'pm';
  return mm === 0 ? `${hour} ${suffix}` : `${hour}:${String(mm).padStart(2, '0')} ${suffix}`;
}

/**
 * A clock time kept whole on its line: each "7 pm" in `text` with a no-break space, so a narrow heading or
 * cell never ends a line on "7" and starts the next with "pm".
 */
export const keepClockTimesWhole = (text: string): string => text.replace(/(\d) ([ap]m)\b/g, '$1\u00a0$2');

/** "7 pm to 10 pm" ("HH:MM" on the hotel's clock); the start alone when the finish is not known. */
export function formatTimes(start: string, finish?: string): string {
  return finish ? `${formatClockTime(start)} to ${formatClockTime(finish)}` : formatClockTime(start);
}

/** An evening as a person reads it: "Friday 4 December 2026, 7 pm to 10 pm". */
export function formatEvening(iso: string, start: string, finish?: string): string {
  return `${formatDateWithWeekday(iso)}, ${formatTimes(start, finish)}`;
}

/**
 * A moment (an ISO timestamp: a message received, a version published) on the UK's clock, whatever the
 * device's zone: "Thursday 5 March 2026 at 14:03". A text that is not a timestamp is shown as it is.
 */
export function formatMoment(instant: string): string {
  const epochMs = Date.parse(instant);
  if (Number.isNaN(epochMs)) return instant;
  const local = londonIsoString(epochMs);
  return `${formatDateWithWeekday(local.slice(0, 10))} at ${local.slice(11, 16)}`;
}

/** A moment's time alone on the UK's clock, "14:03": a time later today (when a waiting e-mail goes). */
export function formatMomentTime(epochMs: number): string {
  return londonIsoString(epochMs).slice(11, 16);
}

/** "2026-12" (or any ISO date in it) is shown as "December 2026". */
export function formatMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? ''} ${y}`;
}

const MAX_LEGACY_DATE_LENGTH = 64;

const LEGACY_DATE = /^\s*(\d{1,2})\s*(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\s*,?\s+(\d{4})\s*$/i;

/**
 * Reads the free-text dates that the old dashboard stored ("26TH OF JANUARY 2024", "3rd March 2025",
 * "1 Sept 2024") into ISO. Returns null when the text is not a real date.
 */
export function parseLegacyDate(text: string): string | null {
  // The longest real one ("28th of September, 2024" with spaces) is far below this; the cap also bounds
  // LEGACY_DATE's backtracking on runs of spaces, so a hostile import cannot stall the server.
  if (text.length > MAX_LEGACY_DATE_LENGTH) return null;
  if (isIsoDate(text.trim())) return text.trim();
  const match = LEGACY_DATE.exec(text);
  if (!match) return null;
  const [, day, monthWord, year] = match as unknown as [string, string, string, string];
  const word = monthWord.toLowerCase();
  const month = MONTHS.findIndex(
    (name) => word.length >= 3 && name.toLowerCase().startsWith(word.slice(0, 3)),
  );
  if (month < 0) return null;
  const iso = `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

// The last answer and the minute it holds for. The London date can only change on a whole minute (UK
// offsets are whole hours), and the busiest public request asks for it: worked out, it takes about 0.75 us,
// read back 0.04 us (`npx tsx` loops of two million calls).
let answeredMinute = NaN;
let answer = '';

/** Today's date in the UK, as ISO. A listing dated today is still "upcoming" until midnight in London. */
export function todayInLondon(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== answeredMinute) {
    answer = londonIsoString(now.getTime()).slice(0, 10);
    answeredMinute = minute;
  }
  return answer;
}

/** Whole days from `today` to `iso` (both ISO days): 0 today, 1 tomorrow, negative once past. */
export function daysAway(iso: string, today: string): number {
  return Math.round((Date.parse(`${iso}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

export function isUpcoming(isoDate: string, now: Date = new Date()): boolean {
  return isoDate >= todayInLondon(now);
}

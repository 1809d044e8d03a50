/** Dates of shows are calendar days, stored as ISO `YYYY-MM-DD` and compared as such in Europe/London. */
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

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** "2024-01-26" is shown as "26th of January 2024". */
export function formatShowDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${ordinal(d)} of ${MONTHS[m - 1] ?? ''} ${y}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * "2026-12-04" is shown as "Friday 4 December 2026": runs are sold as Fridays and Saturdays, so a date a
 * person reads carries its weekday. The weekday is the calendar day's own (UTC noon), never the reader's zone.
 */
export function formatDateWithWeekday(iso: string): string {
  if (!isIsoDate(iso)) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${iso}`);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()] ?? '';
  return `${weekday} ${d} ${MONTHS[m - 1] ?? ''} ${y}`;
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

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last answer and the minute it holds for. The London date can only change on a whole minute (UK
// offsets are whole hours), and formatting it is the costly part of the busiest public request.
let answeredMinute = NaN;
let answer = '';

/** Today's date in the UK, as ISO. A listing dated today is still "upcoming" until midnight in London. */
export function todayInLondon(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== answeredMinute) {
    answer = LONDON_DAY.format(now);
    answeredMinute = minute;
  }
  return answer;
}

export function isUpcoming(isoDate: string, now: Date = new Date()): boolean {
  return isoDate >= todayInLondon(now);
}

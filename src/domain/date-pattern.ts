import { formatDateWithWeekday, isIsoDate, todayInLondon, WEEKDAYS } from './dates';
import type { FieldErrors } from './validation';
import { addDays, MAX_BATCH_DATES } from './venue-batch';

/** The days a pattern picks from, Sunday first (as `Date.getUTCDay` counts). */
export const WEEKDAY_NAMES = WEEKDAYS;

/** The longest span a pattern may cover: a tour season with room to spare, never a typo'd year. */
export const MAX_PATTERN_DAYS = 400;

/**
 * "Every Friday and Saturday from 4 December to 19 December, except Christmas Day": the weekdays (0 Sunday ...
 * 6 Saturday) between two show dates, both ends included, less the exceptions. Dates are calendar days in
 * London, so a clock change inside the run cannot move a date.
 */
export interface DatePattern {
  from: string;
  to: string;
  weekdays: readonly number[];
  except: readonly string[];
}

export type PatternResult = { ok: true; dates: string[] } | { ok: false; errors: FieldErrors };

/** Each calendar day of the pattern's span that falls on one of its weekdays, in date order; [] if unreadable. */
export function patternDays(pattern: Omit<DatePattern, 'except'>): string[] {
  const { from, to, weekdays } = pattern;
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return [];
  const days: string[] = [];
  // Calendar arithmetic on ISO days (UTC noon-free): a day is a day, whatever the clocks do that weekend.
  for (let day = from, n = 0; day <= to && n <= MAX_PATTERN_DAYS; day = addDays(day, 1), n += 1) {
    if (weekdays.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}

export function weekdayOf(iso: string): number {
  return new Date(`${iso}T12:00:00Z`).getUTCDay();
}

/** Why a run's first and last dates cannot be one run (a span longer than a season: a typo'd year), or null. */
export function spanProblem(from: string, to: string): string | null {
  return isIsoDate(from) && isIsoDate(to) && to > addDays(from, MAX_PATTERN_DAYS)
    ? `A run may span at most ${MAX_PATTERN_DAYS} days; split a longer one`
    : null;
}

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;

/**
 * The dates a pattern stands for, or why it stands for none, keyed as the form shows them (`patternFrom`,
 * `patternTo`, `weekdays`, `except`). `now` fixes "today" in London: a run may not start in the past.
 */
export function expandPattern(pattern: DatePattern, now: Date = new Date()): PatternResult {
  const { from, to, weekdays, except } = pattern;
  const errors: FieldErrors = {};
  const today = todayInLondon(now);
  const tooLong = spanProblem(from, to);
  if (!isIsoDate(from)) errors.patternFrom = 'Choose the first date of the run';
  else if (from < today)
    errors.patternFrom = `The first date is in the past: today is ${formatDateWithWeekday(today)} in London`;
  if (!isIsoDate(to)) errors.patternTo = 'Choose the last date of the run';
  else if (isIsoDate(from) && to < from) errors.patternTo = 'The last date is before the first';
  else if (tooLong !== null) errors.patternTo = tooLong;
  if (weekdays.length === 0) errors.weekdays = 'Choose at least one day of the week';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const days = patternDays(pattern);
  const names = WEEKDAY_NAMES.filter((_, day) => weekdays.includes(day));
  if (days.length === 0)
    return { ok: false, errors: { patternTo: `There is no ${listNames(names)} in that run` } };
  const stray = except.find((date) => !days.includes(date));
  if (stray !== undefined)
    return {
      ok: false,
      errors: {
        except: isIsoDate(stray)
          ? `${formatDateWithWeekday(stray)} is not one of the run's dates`
          : `An exception must be a real date (YYYY-MM-DD): ${stray}`,
      },
    };
  const dates = days.filter((day) => !except.includes(day));
  if (dates.length === 0) return { ok: false, errors: { except: 'Every date of the run is left out' } };
  if (dates.length > MAX_BATCH_DATES)
    return {
      ok: false,
      errors: {
        patternTo: `That is ${dates.length} dates; at most ${MAX_BATCH_DATES} can be added at once. Shorten the run or split it.`,
      },
    };
  return { ok: true, dates };
}

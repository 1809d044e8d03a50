import { formatDateWithWeekday, isIsoDate, todayInLondon } from '../../../domain/dates';
import { expandPattern, patternDays, spanProblem } from '../../../domain/date-pattern';
import type { FieldErrors } from '../../../domain/validation';
import { MAX_BATCH_DATES } from '../../../domain/venue-batch';

/**
 * When a new listing happens: the dates typed one by one (a list of rows), or a pattern ("every Friday and
 * Saturday from ... to ..., except ..."). Both are kept while the manager switches between them, so nothing
 * typed is lost.
 */
export interface DatePlan {
  mode: 'list' | 'weekly';
  list: string[];
  /**
   * A listed date's own start ("14:00"), by the row's place in `list`, where it differs from the form's
   * Start time (a matinee in a run of evenings); empty or missing: the form's.
   */
  times?: string[];
  /** 0 Sunday ... 6 Saturday, as Date.getUTCDay. */
  weekdays: number[];
  from: string;
  to: string;
  /** Days of the pattern left out (unticked in the preview). */
  except: string[];
}

export const EMPTY_DATE_PLAN: DatePlan = {
  mode: 'list',
  list: [''],
  times: [''],
  weekdays: [5],
  from: '',
  to: '',
  except: [],
};

/** The key of a row's message: the single date is `date` (the field createVenue reports on), rows `dates.N`. */
export const rowKey = (plan: DatePlan, index: number) => (plan.list.length === 1 ? 'date' : `dates.${index}`);

/**
 * Every day the pattern's weekdays fall on (exceptions included, for the preview to tick or untick); none for
 * a span too long to be one run, whose first 400 days the preview would otherwise list as if they were all.
 */
export const patternCandidates = (plan: DatePlan) =>
  spanProblem(plan.from, plan.to) === null ? patternDays(plan) : [];

/** The dates the plan stands for as it is now (for the preview): only real dates, in the order given. */
export function plannedDates(plan: DatePlan): string[] {
  if (plan.mode === 'weekly') return patternCandidates(plan).filter((day) => !plan.except.includes(day));
  return [...new Set(plan.list.filter(isIsoDate))];
}

const tooMany = (count: number) =>
  `That is ${count} dates; at most ${MAX_BATCH_DATES} can be added at once. Shorten the run or split it.`;

/**
 * Checks the plan before anything is sent: each row a real date, not in the past (a mistyped year would
 * otherwise be saved and hidden from the Upcoming list at once) and listed once, or a pattern that holds at
 * least one date and starts today or later (src/domain/date-pattern.ts). Messages are keyed as the form shows
 * them.
 */
export function checkDates(
  plan: DatePlan,
  now: Date = new Date(),
): { ok: true; dates: string[]; times: Record<string, string> } | { ok: false; errors: FieldErrors } {
  if (plan.mode === 'weekly') {
    const pattern = expandPattern(plan, now);
    return pattern.ok ? { ...pattern, times: {} } : pattern;
  }

  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const today = todayInLondon(now);
  plan.list.forEach((date, index) => {
    const key = rowKey(plan, index);
    if (!date)
      errors[key] = plan.list.length === 1 ? 'Show date is required' : 'Enter a date or remove this row';
    else if (!isIsoDate(date)) errors[key] = 'Show date must be a real date (YYYY-MM-DD)';
    else if (date < today)
      errors[key] = `This date is in the past: today is ${formatDateWithWeekday(today)} in London`;
    else if (seen.has(date)) errors[key] = 'This date is already in the list';
    seen.add(date);
  });
  if (plan.list.length > MAX_BATCH_DATES) errors.dates = tooMany(plan.list.length);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // A row's own start shows only while several rows do: one left alone takes the form's Start time.
  const several = plan.list.length > 1;
  const times = Object.fromEntries(
    plan.list.flatMap((date, index) => (several && plan.times?.[index] ? [[date, plan.times[index]]] : [])),
  );
  return { ok: true, dates: plan.list, times };
}

/**
 * A store's message about a date, put where the form shows it: createVenue names `date`; the batch names
 * `dates.N` (its N-th date, as sent) or `dates`.
 */
export function placeDateErrors(plan: DatePlan, fields: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const row = /^dates\.(\d+)$/.exec(key);
    if (plan.mode === 'weekly' && (key === 'date' || key.startsWith('dates'))) placed.patternTo ??= message;
    else if (row) placed[rowKey(plan, Number(row[1]))] = message;
    else if (key === 'date' || key === 'dates') placed[rowKey(plan, 0)] ??= message;
    else placed[key] = message;
  }
  return placed;
}

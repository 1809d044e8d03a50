import { todayInLondon } from './dates';

/**
 * From this month on, the company is selling next year's tour, so "more dates" means next year. Before it,
 * the current year still has dates to announce.
 */
export const NEXT_SEASON_FROM_MONTH = 9;

/** The season a "Coming soon" card announces when content names none: the next one after today (in the UK). */
export function nextSeason(now: Date = new Date()): number {
  const [year, month] = todayInLondon(now).split('-').map(Number) as [number, number];
  return month >= NEXT_SEASON_FROM_MONTH ? year + 1 : year;
}

/**
 * The year to print: content's own choice while it still lies ahead, else the next season. A year that has
 * gone by is never shown ("More dates in 2024" read in 2026 looks like an abandoned site).
 */
export function seasonYear(configured: number | undefined, now: Date = new Date()): number {
  const fallback = nextSeason(now);
  const thisYear = Number(todayInLondon(now).slice(0, 4));
  return configured !== undefined && configured >= thisYear ? configured : fallback;
}

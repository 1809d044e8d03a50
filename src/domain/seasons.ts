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

/**
 * A dated line in content (a card's "23 January"), never shown in the past: the content's date while it is
 * today or later (in the UK), else the same day of the month in the first year where it still lies ahead.
 * 29 February rolls to 1 March in a year without it.
 */
export function upcomingOnSameDay(iso: string, now: Date = new Date()): string {
  const today = todayInLondon(now);
  if (iso >= today) return iso;
  const [, month, day] = iso.split('-').map(Number) as [number, number, number];
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const date = new Date(Date.UTC(candidate, month - 1, day)).toISOString().slice(0, 10);
    if (date >= today) return date;
  }
  return today;
}

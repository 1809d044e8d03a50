import { todayInLondon } from './dates';

/**
 * From this month on, the company is selling next year's tour, so "more dates" means next year. Before it,
 * the current year still has dates to announce.
 */
export const NEXT_SEASON_FROM_MONTH = 9;

/** The season a "Coming soon" card announces: the next one after today (in the UK), never a year gone by. */
export function nextSeason(now: Date = new Date()): number {
  const [year, month] = todayInLondon(now).split('-').map(Number) as [number, number];
  return month >= NEXT_SEASON_FROM_MONTH ? year + 1 : year;
}

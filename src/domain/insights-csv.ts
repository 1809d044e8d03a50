import { cityLabel } from './cities';
import { toCsv } from './csv';
import type { ListingInsight, WhereNextRow } from './insights-report';
import { SHOW_NAMES } from './shows';

/** A date's click-through: Book clicks per page view, as a percentage; '' when nobody saw the page. */
export function clickThrough(bookClicks: number, views: number): string {
  return views === 0 ? '' : `${Math.round((bookClicks / views) * 100)}%`;
}

/** Insights' dates as CSV (formula-safe, src/domain/csv.ts). */
export function datesCsv(rows: readonly ListingInsight[]): string {
  return toCsv(rows, [
    { header: 'date', value: (row) => row.date },
    { header: 'show', value: (row) => SHOW_NAMES[row.show] },
    { header: 'hotel', value: (row) => row.hotelName },
    { header: 'city', value: (row) => cityLabel(row.city) },
    { header: 'page views', value: (row) => String(row.views) },
    { header: 'book clicks', value: (row) => String(row.bookClicks) },
    { header: 'click-through', value: (row) => clickThrough(row.bookClicks, row.views) },
    { header: 'calendar', value: (row) => String(row.calendar) },
    { header: 'shares', value: (row) => String(row.shares) },
    { header: 'page', value: (row) => row.path },
  ]);
}

/** "Where next" as CSV. */
export function whereNextCsv(rows: readonly WhereNextRow[]): string {
  return toCsv(rows, [
    { header: 'city', value: (row) => cityLabel(row.city) },
    { header: 'confirmed subscribers', value: (row) => String(row.subscribers) },
    { header: 'searches with no dates', value: (row) => String(row.searches) },
    { header: 'book clicks', value: (row) => String(row.bookClicks) },
    { header: 'demand', value: (row) => String(row.demand) },
    { header: 'dates planned', value: (row) => String(row.plannedDates) },
  ]);
}

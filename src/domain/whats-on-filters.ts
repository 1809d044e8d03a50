import { CITY_KEYS, type CityKey } from './cities';
import { knownExtras, type PerformanceExtra } from './performance-extras';
import { SHOW_KEYS, type ShowKey } from './shows';
import type { Venue } from './venue';
import { slugify } from './venue-slug';

/** What's on's filters, as they live in the query string (`?city=cardiff&show=Titanic`). */
export interface WhatsOnFilters {
  show: ShowKey | null;
  city: CityKey | null;
  /** Only dates at hotels whose entrance is confirmed step-free (`?access=step-free`). */
  stepFree: boolean;
  /** Only dates that offer every one of these (`?extra=relaxed&extra=captioned`). */
  extras: PerformanceExtra[];
}

const STEP_FREE = 'step-free';

/** A city as the query string spells it: `cardiff`, `milton-keynes`, `isleofman`. */
export const cityParam = (city: CityKey) => slugify(city);

/** Reads the filters; an unknown value is ignored rather than showing nothing. Case does not matter. */
export function readFilters(params: URLSearchParams): WhatsOnFilters {
  const show = params.get('show')?.toLowerCase();
  const city = params.get('city') ? slugify(params.get('city') ?? '') : null;
  return {
    show: SHOW_KEYS.find((key) => key.toLowerCase() === show) ?? null,
    city: CITY_KEYS.find((key) => cityParam(key) === city) ?? null,
    stepFree: params.getAll('access').includes(STEP_FREE),
    extras: knownExtras(params.getAll('extra').map((value) => value.toLowerCase())),
  };
}

export function filtersQuery({ show, city, stepFree, extras }: WhatsOnFilters): string {
  const params = new URLSearchParams();
  if (city) params.set('city', cityParam(city));
  if (show) params.set('show', show);
  if (stepFree) params.set('access', STEP_FREE);
  for (const extra of knownExtras(extras)) params.append('extra', extra);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function applyFilters(
  venues: readonly Venue[],
  { show, city, stepFree, extras }: WhatsOnFilters,
): Venue[] {
  return venues.filter(
    (venue) =>
      (!show || venue.show === show) &&
      (!city || venue.city === city) &&
      // Confirmed only: a hotel that has not said is not listed as step-free.
      (!stepFree || venue.hotel?.access.stepFree === 'yes') &&
      extras.every((extra) => venue.extras.includes(extra)),
  );
}

/** Whether any filter narrows the list (What's on then offers to clear them). */
export const isFiltered = ({ show, city, stepFree, extras }: WhatsOnFilters) =>
  Boolean(show || city || stepFree || extras.length > 0);

export interface MonthGroup {
  /** "2026-12" */
  month: string;
  venues: Venue[];
}

/** Consecutive listings of the same month, in the order given (date order). */
export function groupByMonth(venues: readonly Venue[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const venue of venues) {
    const month = venue.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.venues.push(venue);
    else groups.push({ month, venues: [venue] });
  }
  return groups;
}

/** The query string of a page that reads only the city (a show page, the next dates): `?city=cardiff` or ''. */
export const cityQuery = (city: CityKey | null) =>
  filtersQuery({ show: null, city, stepFree: false, extras: [] });

/**
 * The history state of a link that promises every date (/next's "See every date on What's on"): What's on
 * opened by it does not narrow to the city the visitor chose earlier in the visit.
 */
export const EVERY_DATE = { everyDate: true } as const;
export const asksEveryDate = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { everyDate?: unknown }).everyDate === true;

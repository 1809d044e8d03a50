import { CITY_KEYS, type CityKey } from './cities';
import { SHOW_KEYS, type ShowKey } from './shows';
import type { Venue } from './venue';
import { slugify } from './venue-slug';

/** What's on's filters, as they live in the query string (`?city=cardiff&show=Titanic`). */
export interface WhatsOnFilters {
  show: ShowKey | null;
  city: CityKey | null;
}

/** A city as the query string spells it: `cardiff`, `milton-keynes`, `isleofman`. */
export const cityParam = (city: CityKey) => slugify(city);

/** Reads the filters; an unknown value is ignored rather than showing nothing. Case does not matter. */
export function readFilters(params: URLSearchParams): WhatsOnFilters {
  const show = params.get('show')?.toLowerCase();
  const city = params.get('city') ? slugify(params.get('city') ?? '') : null;
  return {
    show: SHOW_KEYS.find((key) => key.toLowerCase() === show) ?? null,
    city: CITY_KEYS.find((key) => cityParam(key) === city) ?? null,
  };
}

export function filtersQuery({ show, city }: WhatsOnFilters): string {
  const params = new URLSearchParams();
  if (city) params.set('city', cityParam(city));
  if (show) params.set('show', show);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function applyFilters(venues: readonly Venue[], { show, city }: WhatsOnFilters): Venue[] {
  return venues.filter((venue) => (!show || venue.show === show) && (!city || venue.city === city));
}

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

import { cityLabel, type CityKey } from '../../../domain/cities';
import { formatMonth, todayInLondon } from '../../../domain/dates';
import type { ShowKey } from '../../../domain/shows';
import type { Venue } from '../../../domain/venue';

/** Which listings the list shows by status; sold out means upcoming and sold out (a past date is just past). */
export const LISTING_STATUSES = ['upcoming', 'past', 'sold-out', 'all'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export interface ListingsFilter {
  /** Typed into the search box: part of the hotel's name, its location or its city. */
  search: string;
  show: ShowKey | '';
  city: CityKey | '';
  /** "2027-02", or '' for any month. */
  month: string;
  status: ListingStatus;
}

export const NO_FILTER: ListingsFilter = { search: '', show: '', city: '', month: '', status: 'upcoming' };

const normalise = (text: string) => text.toLocaleLowerCase('en-GB').trim();

function matchesSearch(venue: Venue, words: string[]): boolean {
  const haystack = normalise(`${venue.hotelName} ${venue.hotelLocation} ${cityLabel(venue.city)}`);
  return words.every((word) => haystack.includes(word));
}

function matchesStatus(venue: Venue, status: ListingStatus, today: string): boolean {
  const upcoming = venue.date >= today;
  if (status === 'upcoming') return upcoming;
  if (status === 'past') return !upcoming;
  if (status === 'sold-out') return upcoming && venue.soldOut;
  return true;
}

/**
 * The listings a filter matches, in date order: soonest first, except Past, which starts from the most
 * recent (nobody scrolls back through years to find last week). Ties keep one order (hotel, then id).
 */
export function filterListings(
  venues: readonly Venue[],
  filter: ListingsFilter,
  today: string = todayInLondon(),
): Venue[] {
  const words = normalise(filter.search).split(/\s+/).filter(Boolean);
  const found = venues.filter(
    (venue) =>
      (!filter.show || venue.show === filter.show) &&
      (!filter.city || venue.city === filter.city) &&
      (!filter.month || venue.date.startsWith(`${filter.month}-`)) &&
      matchesStatus(venue, filter.status, today) &&
      (words.length === 0 || matchesSearch(venue, words)),
  );
  const direction = filter.status === 'past' ? -1 : 1;
  return found.sort(
    (a, b) =>
      direction * a.date.localeCompare(b.date) ||
      a.hotelName.localeCompare(b.hotelName) ||
      a.id.localeCompare(b.id),
  );
}

/** The cities that have listings, by name: the city filter offers only what can match. */
export function citiesOf(venues: readonly Venue[]): { value: CityKey; label: string }[] {
  const keys = [...new Set(venues.map((venue) => venue.city))];
  return keys
    .map((key) => ({ value: key, label: cityLabel(key) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The months that have listings, in order ("February 2027"). */
export function monthsOf(venues: readonly Venue[]): { value: string; label: string }[] {
  const months = [...new Set(venues.map((venue) => venue.date.slice(0, 7)))].sort();
  return months.map((month) => ({ value: month, label: formatMonth(month) }));
}

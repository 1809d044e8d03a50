import type { CityKey } from './cities';
import { datePagePath } from './date-page-paths';
import { todayInLondon } from './dates';
import { listingOfPageKey, listingPageKey, type CountTotal, type DeviceClass, type Metric } from './insights';
import type { InsightsPeriod } from './insights-period';
import { SHOW_PATHS } from './paths';
import { COUNTS_KEPT_MONTHS } from './retention';
import { SHOW_KEYS, type ShowKey } from './shows';
import type { Venue } from './venue';

/** One listing's counts over the period: its date page's views and the clicks out to book it. */
export interface ListingInsight {
  id: string;
  show: ShowKey;
  city: CityKey;
  date: string;
  hotelName: string;
  path: string;
  views: number;
  bookClicks: number;
  calendar: number;
  shares: number;
}

/** A city's demand against the dates already planned there ("Where next"). */
export interface WhereNextRow {
  city: CityKey;
  /** Confirmed subscribers who asked for this city. */
  subscribers: number;
  /** What's on searches for this city while it had no dates. */
  searches: number;
  /** Book clicks on this city's dates in the period. */
  bookClicks: number;
  demand: number;
  /** Upcoming dates in this city. */
  plannedDates: number;
}

/** The dashboard's Insights for a period (GET /api/insights). */
export interface Insights {
  period: InsightsPeriod;
  routes: { path: string; views: number }[];
  landings: { path: string; visits: number }[];
  referrers: { domain: string; visits: number }[];
  devices: { device: DeviceClass; visits: number }[];
  listings: ListingInsight[];
  shows: { show: ShowKey; views: number; bookClicks: number }[];
  cities: { city: CityKey; views: number; bookClicks: number }[];
  subscriptions: { started: number; confirmed: number };
  whereNext: WhereNextRow[];
}

export interface InsightsSources {
  period: InsightsPeriod;
  totals: readonly CountTotal[];
  /** Every listing the counts may name, past ones included. */
  venues: readonly Venue[];
  /** Confirmed subscribers by the city they asked for. */
  subscribersByCity: readonly { city: CityKey; count: number }[];
  /** Today in Europe/London: dates from today on are "planned". */
  today: string;
}

const byCountDesc =
  <T>(count: (row: T) => number, name: (row: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b));

function sumsOf(totals: readonly CountTotal[], metric: Metric): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of totals)
    if (row.metric === metric) sums.set(row.subject, (sums.get(row.subject) ?? 0) + row.count);
  return sums;
}

function addTo<K>(map: Map<K, number>, key: K, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** Turns a period's daily totals into what the manager reads: both modes share this. */
export function buildInsights({
  period,
  totals,
  venues,
  subscribersByCity,
  today,
}: InsightsSources): Insights {
  const venueById = new Map(venues.map((venue) => [venue.id, venue]));
  const views = sumsOf(totals, 'view');
  const landings = sumsOf(totals, 'landing');
  const books = sumsOf(totals, 'book');
  const calendar = sumsOf(totals, 'calendar');
  const shares = sumsOf(totals, 'share');
  // A date page's key names its listing; its path is the listing's address now. A listing since deleted for
  // good has no address left: its counts drop out.
  const pathOf = (key: string) => {
    const id = listingOfPageKey(key);
    if (id === null) return key;
    const venue = venueById.get(id);
    return venue ? datePagePath(venue) : null;
  };
  const pages = (sums: Map<string, number>) =>
    [...sums].flatMap(([key, n]) => {
      const path = pathOf(key);
      return path === null ? [] : [{ path, n }];
    });

  const listingIds = new Set(
    [...views.keys()].map(listingOfPageKey).filter((id): id is string => id !== null),
  );
  for (const sums of [books, calendar, shares]) for (const id of sums.keys()) listingIds.add(id);
  const listings: ListingInsight[] = [...listingIds].flatMap((id) => {
    const venue = venueById.get(id);
    if (!venue) return [];
    return [
      {
        id,
        show: venue.show,
        city: venue.city,
        date: venue.date,
        hotelName: venue.hotelName,
        path: datePagePath(venue),
        views: views.get(listingPageKey(id)) ?? 0,
        bookClicks: books.get(id) ?? 0,
        calendar: calendar.get(id) ?? 0,
        shares: shares.get(id) ?? 0,
      },
    ];
  });
  listings.sort(
    byCountDesc(
      (row) => row.views + row.bookClicks,
      (row) => row.date,
    ),
  );

  const showViews = new Map<ShowKey, number>();
  const showBooks = new Map<ShowKey, number>();
  for (const show of SHOW_KEYS) showViews.set(show, views.get(SHOW_PATHS[show]) ?? 0);
  const cityViews = new Map<CityKey, number>();
  const cityBooks = new Map<CityKey, number>();
  for (const row of listings) {
    addTo(showViews, row.show, row.views);
    addTo(showBooks, row.show, row.bookClicks);
    addTo(cityViews, row.city, row.views);
    addTo(cityBooks, row.city, row.bookClicks);
  }

  const searches = sumsOf(totals, 'search') as Map<CityKey, number>;
  const confirmed = new Map(subscribersByCity.map(({ city, count }) => [city, count]));
  const planned = new Map<CityKey, number>();
  for (const venue of venues) if (venue.date >= today) addTo(planned, venue.city, 1);
  const demandCities = new Set<CityKey>([...confirmed.keys(), ...searches.keys(), ...cityBooks.keys()]);
  const whereNext = [...demandCities]
    .map((city): WhereNextRow => {
      const row = {
        city,
        subscribers: confirmed.get(city) ?? 0,
        searches: searches.get(city) ?? 0,
        bookClicks: cityBooks.get(city) ?? 0,
        plannedDates: planned.get(city) ?? 0,
      };
      return { ...row, demand: row.subscribers + row.searches + row.bookClicks };
    })
    .filter((row) => row.demand > 0)
    // Demand per date already planned: a city people ask for with nothing planned comes first.
    .sort(
      (a, b) =>
        b.demand / (b.plannedDates + 1) - a.demand / (a.plannedDates + 1) ||
        b.demand - a.demand ||
        a.city.localeCompare(b.city),
    );

  return {
    period,
    routes: pages(views)
      .map(({ path, n }) => ({ path, views: n }))
      .sort(
        byCountDesc(
          (row) => row.views,
          (row) => row.path,
        ),
      ),
    landings: pages(landings)
      .map(({ path, n }) => ({ path, visits: n }))
      .sort(
        byCountDesc(
          (row) => row.visits,
          (row) => row.path,
        ),
      ),
    referrers: [...sumsOf(totals, 'referrer')]
      .map(([domain, visits]) => ({ domain, visits }))
      .sort(
        byCountDesc(
          (row) => row.visits,
          (row) => row.domain,
        ),
      ),
    devices: [...sumsOf(totals, 'device')]
      .map(([device, visits]) => ({ device: device as DeviceClass, visits }))
      .sort(
        byCountDesc(
          (row) => row.visits,
          (row) => row.device,
        ),
      ),
    listings,
    shows: SHOW_KEYS.map((show) => ({
      show,
      views: showViews.get(show) ?? 0,
      bookClicks: showBooks.get(show) ?? 0,
    })),
    cities: [...cityViews.keys()]
      .map((city) => ({ city, views: cityViews.get(city) ?? 0, bookClicks: cityBooks.get(city) ?? 0 }))
      .sort(
        byCountDesc(
          (row) => row.views + row.bookClicks,
          (row) => row.city,
        ),
      ),
    subscriptions: {
      started: [...sumsOf(totals, 'subscribe').values()].reduce((a, b) => a + b, 0),
      confirmed: [...sumsOf(totals, 'confirm').values()].reduce((a, b) => a + b, 0),
    },
    whereNext,
  };
}

/** The oldest day whose counts are kept: COUNTS_KEPT_MONTHS before `now`, as a London day. */
export function firstKeptCountDay(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - COUNTS_KEPT_MONTHS);
  return todayInLondon(cutoff);
}

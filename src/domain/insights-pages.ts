import { isCityKey, type CityKey } from './cities';
import { listingPageKey, type DeviceClass, type Metric } from './insights';
import type { Hit } from './hit';
import { MAIL_LINK_PATHS, PATHS, SHOW_PATHS } from './paths';
import type { ShowKey } from './shows';
import type { VenueLookup } from './venue';

// Staff pages and pages opened from e-mail links are not the public site: nothing there is counted.
const NOT_COUNTED = new Set<string>([PATHS.dashboard, PATHS.admin, ...Object.values(MAIL_LINK_PATHS)]);
// Matching is case-insensitive like the router's; an alias (/scrooge, /About) counts as its page's path.
const PAGE_PATHS = new Map<string, string>();
for (const path of Object.values(PATHS))
  if (!NOT_COUNTED.has(path) && !PAGE_PATHS.has(path.toLowerCase())) PAGE_PATHS.set(path.toLowerCase(), path);
const SHOW_OF_PATH = new Map(
  Object.entries(SHOW_PATHS).map(([show, path]) => [path.toLowerCase(), show as ShowKey]),
);

/**
 * Every public page's key, as counted (a date page counts as its listing instead). Hosted mode's rules list
 * the same keys (firestore.rules, COUNTED_PAGES; tests/firestore/rules-in-step.test.ts keeps them in step).
 */
export const COUNTED_PAGE_KEYS: readonly string[] = [...PAGE_PATHS.values()];

/** A counted page: its key (a route's path, or a date page's listing), and a What's on city search. */
export interface CountedPage {
  key: string;
  /** What's on filtered to a city (`?city=`): where people look for a show. */
  searchedCity: CityKey | null;
}

/**
 * The page a beacon names; null when it is not a public page of this site (unknown routes, staff pages);
 * 'no-listing' for a date address whose listing is gone or never was (the browser shows a page there, saying
 * so, but there is nothing to count it for). A date page counts for its listing, whatever its address is now.
 */
export function countedPage(
  pathWithQuery: string,
  findBySlug: (show: ShowKey, slug: string) => VenueLookup,
): CountedPage | 'no-listing' | null {
  let url: URL;
  try {
    url = new URL(pathWithQuery, 'http://site.invalid');
  } catch {
    return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
  const lower = path.toLowerCase();
  const page = PAGE_PATHS.get(lower);
  if (page !== undefined) {
    const city = page === PATHS.whatsOn ? url.searchParams.get('city') : null;
    return { key: page, searchedCity: isCityKey(city) ? city : null };
  }
  const slash = lower.lastIndexOf('/');
  const show = SHOW_OF_PATH.get(lower.slice(0, slash));
  if (show === undefined || slash <= 0) return null;
  const found = findBySlug(show, path.slice(slash + 1));
  return found.kind === 'found' || found.kind === 'moved'
    ? { key: listingPageKey(found.venue.id), searchedCity: null }
    : 'no-listing';
}

/** One count to add 1 to, today. */
export interface CountKey {
  metric: Metric;
  subject: string;
}

/** A referring host as counted: lower case, without `www.`. */
export const referrerDomain = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * What one page view adds to: the page, and for the first page of a visit where it came from and on what
 * kind of device; a What's on search for a city counts as demand when the city has no dates (`unanswered`).
 */
export function viewCounts(
  page: CountedPage,
  hit: Extract<Hit, { kind: 'view' }>,
  device: DeviceClass,
  unanswered: (city: CityKey) => boolean,
): CountKey[] {
  const keys: CountKey[] = [{ metric: 'view', subject: page.key }];
  if (hit.landing)
    keys.push(
      { metric: 'landing', subject: page.key },
      { metric: 'referrer', subject: hit.from ? referrerDomain(hit.from) : '' },
      { metric: 'device', subject: device },
    );
  if (page.searchedCity && unanswered(page.searchedCity))
    keys.push({ metric: 'search', subject: page.searchedCity });
  return keys;
}

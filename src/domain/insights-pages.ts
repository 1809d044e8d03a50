import { isCityKey, type CityKey } from './cities';
import { listingPageKey } from './insights';
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

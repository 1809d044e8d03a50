import { PATHS, SHOW_PATHS } from '../../src/domain/paths';
import { cityQuery, filtersQuery, readFilters } from '../../src/domain/whats-on-filters';

/**
 * The query parameters each request-time page reads, in one spelling: What's on's filters, city before
 * show, values in their canonical case; the show pages' and the next dates' city. Every other parameter (a campaign tag, a cache-buster, junk) does not
 * change the page, so it does not make a new page to render and keep either.
 */
const PAGE_QUERIES: Readonly<Record<string, (params: URLSearchParams) => string>> = {
  [PATHS.whatsOn]: (params) => filtersQuery(readFilters(params)),
  [PATHS.next]: (params) => cityQuery(readFilters(params).city),
  ...Object.fromEntries(
    Object.values(SHOW_PATHS).map((path) => [
      path,
      (params: URLSearchParams) => cityQuery(readFilters(params).city),
    ]),
  ),
};

/** The canonical query string (with its `?`, or '') that the page at `routePath` renders for `url`. */
export function pageQuery(routePath: string, url: string): string {
  const read = PAGE_QUERIES[routePath];
  const at = url.indexOf('?');
  return read && at >= 0 ? read(new URLSearchParams(url.slice(at + 1))) : '';
}

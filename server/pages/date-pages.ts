import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_PATHS } from '../../src/domain/paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import { isVenueSlug } from '../../src/domain/venue-slug';
import type { PageData } from '../../src/domain/page-data';
import type { ShowKey } from '../../src/domain/shows';
import type { Store } from '../db/store';

/** The route of each show's date pages (`/titanic/:slug`), and its show. */
export const DATE_PAGE_ROUTES: Readonly<Record<string, ShowKey>> = Object.fromEntries(
  SHOW_KEYS.map((show) => [`${SHOW_PATHS[show]}/:slug`, show]),
);

/**
 * True when a date page's address was never any listing's (a typo, a guess, junk): it is answered with the
 * site's not-found page, prepared at start-up, rather than rendered, so made-up addresses cost no render
 * and take no room in the page cache. In a browser the date page then says the date is not listed and
 * offers the dates to come, as it does for a deleted one.
 */
export function neverListed(store: Store, show: ShowKey, slug: string): boolean {
  return !isVenueSlug(slug) || store.venues.findBySlug(show, slug).kind === 'unknown';
}

/** A date page's status: 410 Gone for a deleted (or trashed) listing, 404 for an address never used. */
export function datePageStatus(data: PageData): number | null {
  const kind = data.datePage?.lookup.kind;
  return kind === 'gone' ? 410 : kind === 'unknown' ? 404 : null;
}

/**
 * Where a date page's address should be sent instead, or null when it is the address itself: the current
 * address of a listing whose former address this is, and the one spelling of a listing's address when it was
 * written in another case or with a trailing slash (one canonical address per page).
 */
export function datePageRedirect(store: Store, path: string): string | null {
  const [, first = '', rawSlug = '', ...rest] = path.split('/');
  if (rest.length > 1 || (rest.length === 1 && rest[0] !== '')) return null;
  const slug = rawSlug.toLowerCase();
  if (!isVenueSlug(slug)) return null;
  const show = SHOW_KEYS.find((key) => SHOW_PATHS[key].toLowerCase() === `/${first.toLowerCase()}`);
  if (!show) return null;
  const lookup = store.venues.findBySlug(show, slug);
  if (lookup.kind !== 'found' && lookup.kind !== 'moved') return null;
  const address = datePagePath(lookup.venue);
  return address === path ? null : address;
}

const encodeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The build's sitemap (static routes) plus one entry per upcoming date page, with `lastmod`: when the
 * listing last changed (its history), else when it was stored. https://www.sitemaps.org/protocol.html
 */
export function addDatePages(staticXml: string, siteUrl: string, store: Store, today: string): string {
  const changed = store.venues.lastChangedAt();
  const entries = store.venues.listAllUpcoming(today).map((venue) => {
    const lastmod = (changed.get(venue.id) ?? venue.createdAt).slice(0, 10);
    return `  <url><loc>${encodeXml(`${siteUrl}${datePagePath(venue)}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return staticXml.replace('</urlset>', `${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>`);
}

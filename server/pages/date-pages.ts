import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_PATHS } from '../../src/domain/paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import { isVenueSlug } from '../../src/domain/venue-slug';
import type { PageData } from '../../src/domain/page-data';
import type { Store } from '../db/store';

/** A date page's status: 410 Gone for a deleted (or trashed) listing, 404 for an address never used. */
export function datePageStatus(data: PageData): number | null {
  const kind = data.datePage?.lookup.kind;
  return kind === 'gone' ? 410 : kind === 'unknown' ? 404 : null;
}

/** The current address of the listing a former date-page address belonged to, or null. */
export function movedDatePage(store: Store, path: string): string | null {
  const [, first = '', slug = '', ...rest] = path.split('/');
  if (rest.length > 0 || !isVenueSlug(slug)) return null;
  const show = SHOW_KEYS.find((key) => SHOW_PATHS[key].toLowerCase() === `/${first.toLowerCase()}`);
  if (!show) return null;
  const lookup = store.venues.findBySlug(show, slug);
  return lookup.kind === 'moved' ? datePagePath(lookup.venue) : null;
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

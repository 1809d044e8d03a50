import { pickHomeDates } from '../../src/domain/home-dates';
import { PATHS } from '../../src/domain/paths';
import { isVenueSlug } from '../../src/domain/venue-slug';
import type { PageData } from '../../src/domain/page-data';
import type { ShowKey } from '../../src/domain/shows';
import type { Store } from '../db/store';
import type { RetentionPolicy } from '../../src/domain/retention';
import { DATE_PAGE_ROUTES } from './date-pages';

export interface LoaderContext {
  /** The route's parameters (`/titanic/:slug` -> { slug }). */
  params: Record<string, string | undefined>;
  store: Store;
  /** Today in Europe/London, ISO: what "upcoming" means. */
  today: string;
  /** What this server deletes and when (RETENTION_MONTHS): the privacy statement says it. */
  retention: RetentionPolicy;
}

/** Reads what one request-time page shows. Runs on a cache miss only (server/pages/page-cache.ts). */
export type PageDataLoader = (context: LoaderContext) => PageData;

const showListings =
  (show: ShowKey): PageDataLoader =>
  ({ store, today }) => ({ listings: { [show]: store.venues.listUpcoming(show, today) } });

/**
 * The data of every route marked `render: 'request'` in src/app/routes.tsx, by route path. The server
 * refuses to start when such a route has no loader here.
 */
const datePage =
  (show: ShowKey): PageDataLoader =>
  ({ store, today, params }) => {
    const slug = params.slug ?? '';
    return {
      datePage: {
        key: `${show}/${slug}`,
        lookup: isVenueSlug(slug) ? store.venues.findBySlug(show, slug) : { kind: 'unknown' },
        upcoming: store.venues.listUpcoming(show, today),
        today,
      },
    };
  };

const homeDates: PageDataLoader = ({ store, today }) => ({
  homeDates: pickHomeDates(store.venues.listAllUpcoming(today)),
});

const allUpcoming: PageDataLoader = ({ store, today }) => ({
  allUpcoming: store.venues.listAllUpcoming(today),
});

export const PAGE_DATA_LOADERS: Readonly<Record<string, PageDataLoader>> = {
  [PATHS.home]: homeDates,
  [PATHS.homeTwo]: homeDates,
  [PATHS.homeThree]: homeDates,
  [PATHS.whatsOn]: allUpcoming,
  [PATHS.next]: allUpcoming,
  [PATHS.privacy]: ({ retention }) => ({ retention }),
  ...Object.fromEntries(Object.entries(DATE_PAGE_ROUTES).map(([path, show]) => [path, datePage(show)])),
  [PATHS.titanic]: showListings('Titanic'),
  [PATHS.jfk]: showListings('JFK'),
  [PATHS.overlook]: showListings('TheOverlookHotel'),
  [PATHS.scrooge]: showListings('Scrooge'),
};

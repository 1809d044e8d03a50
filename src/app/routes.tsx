import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_SECTION_ROUTES } from './dashboard-routes';
import { Layout } from './layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { DASHBOARD_PATHS, HOTEL_KIT_PATH, PATHS, SHOW_PATHS } from '../domain/paths';

/**
 * One page of the route table. The same list feeds the browser's router, the build's prerender (every
 * static path gets its own HTML file), the embedded server's request-time render and the sitemap, so a
 * page added here is prerendered and listed without further wiring.
 */
export interface PageRoute {
  path: string;
  page: LazyPage;
  /**
   * Other spellings the original site linked to (matching is case-insensitive, but static hosts are not): each gets
   * its own prerendered file, with the canonical URL of `path`.
   */
  aliases?: readonly string[];
  /** Staff pages: kept out of the sitemap, marked noindex and disallowed in robots.txt. */
  private?: boolean;
  /**
   * 'request': the embedded server renders this page per request with its data (show pages list their
   * upcoming dates). Such a route needs a loader in server/pages/page-data.ts; see src/render/README.md.
   * Default 'build': prerendered once by the build.
   */
  render?: 'build' | 'request';
  /**
   * The page reads listings as soon as it is up (a hosted build reads them in the browser): the hosted
   * build preloads the client that reads them beside the page's own chunks (src/render/page-assets.ts).
   */
  readsListings?: boolean;
}

// Every page module, each its own chunk. Named through the glob (not a bare import()) so a route also knows
// its module's source path, which the server render uses to link the page's CSS (src/render/page-assets.ts).
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../pages/**/*-page.tsx');

function page(name: string): LazyPage {
  const load = PAGE_MODULES[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  return lazyPage(load, `src/pages/${name}.tsx`);
}
/** The page per date, under each show: its routes are known by it (the hosted date-page shell links its assets). */
export const DATE_PAGE = page('show-date/show-date-page');
const dashboardPage = page('dashboard/dashboard-page');
const DASHBOARD_ROUTE: PageRoute = { path: PATHS.dashboard, page: dashboardPage, private: true };
// Each dashboard section at its own address: the dashboard page, which shows the section as a child route.
const DASHBOARD_SECTION_PAGES = Object.values(DASHBOARD_PATHS).map((path): PageRoute => ({
  path,
  page: dashboardPage,
  private: true,
}));

/** The public site's pages (docs/product.md, Pages), in sitemap order. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // The home pages show the next dates (Our shows), so the embedded server renders them per request.
  { path: PATHS.home, page: page('home/home-page'), render: 'request' },
  { path: PATHS.homeTwo, page: page('home/home-two-page'), render: 'request' },
  { path: PATHS.homeThree, page: page('home/home-three-page'), render: 'request' },
  { path: PATHS.titanic, page: page('shows/titanic-page'), render: 'request', readsListings: true },
  { path: PATHS.jfk, page: page('shows/jfk-page'), render: 'request', readsListings: true },
  { path: PATHS.overlook, page: page('shows/overlook-page'), render: 'request', readsListings: true },
  {
    path: PATHS.scrooge,
    page: page('shows/scrooge-page'),
    aliases: [PATHS.scroogeAlias],
    render: 'request',
    readsListings: true,
  },
  { path: PATHS.events, page: page('events/events-page') },
  { path: PATHS.team, page: page('team/team-page') },
  { path: PATHS.contact, page: page('contact/contact-page') },
  { path: PATHS.hostEvent, page: page('host-event/host-event-page') },
  DASHBOARD_ROUTE,
  ...DASHBOARD_SECTION_PAGES,
  { path: PATHS.admin, page: page('admin/admin-page'), private: true },
  { path: PATHS.menu, page: page('menus/menus-page') },
  { path: PATHS.menuOne, page: page('menus/menu-one-page'), aliases: ['/menuone'] },
  { path: PATHS.menuTwo, page: page('menus/menu-two-page'), aliases: ['/menutwo'] },
  {
    path: PATHS.menuThree,
    page: page('menus/menu-three-page'),
    aliases: ['/Menuthree'],
  },
  { path: PATHS.menuFour, page: page('menus/menu-four-page') },
  { path: PATHS.about, page: page('about/about-page'), aliases: [PATHS.aboutCapital] },
  { path: PATHS.chefs, page: page('chefs/chefs-page') },
  { path: PATHS.whatsOn, page: page('whats-on/whats-on-page'), render: 'request', readsListings: true },
  // The social bios' one link: the next dates, narrowed by city.
  { path: PATHS.next, page: page('next/next-page'), render: 'request', readsListings: true },
  // A page per date under each show (/titanic/2026-12-04-the-grand-hotel); the sitemap lists each date.
  ...Object.values(SHOW_PATHS).map((path): PageRoute => ({
    path: `${path}/:slug`,
    page: DATE_PAGE,
    render: 'request',
    readsListings: true,
  })),
  // Rendered per request: the statement states this server's own retention setting.
  { path: PATHS.privacy, page: page('statements/privacy-page'), render: 'request' },
  { path: PATHS.accessibility, page: page('statements/accessibility-page') },
  // Opened from e-mail links only: nothing to index.
  {
    path: PATHS.subscribeConfirm,
    page: page('subscriptions/confirm-page'),
    private: true,
  },
  {
    path: PATHS.unsubscribe,
    page: page('subscriptions/unsubscribe-page'),
    private: true,
  },
  // A hotel's own page, opened by its private link: the server answers 404 unless the token is live.
  { path: `${HOTEL_KIT_PATH}/:token`, page: page('hotel-kit/hotel-kit-page'), private: true },
];

/** Any other path: prerendered once (404.html) and sent with status 404. */
export const NOT_FOUND_ROUTE = {
  path: '*',
  page: page('not-found/not-found-page'),
  private: true,
} as const satisfies PageRoute;

const pageRoute = (route: PageRoute): RouteObject => ({
  path: route.path,
  element: <route.page />,
  handle: route,
});

/**
 * The dashboard page with its sections as child routes (src/app/dashboard-routes.tsx): the page stays
 * mounted from section to section, and each section's handle is its own PageRoute, so the entries find it.
 */
const dashboardRoutes: RouteObject = {
  path: DASHBOARD_ROUTE.path,
  element: <DASHBOARD_ROUTE.page />,
  handle: DASHBOARD_ROUTE,
  children: DASHBOARD_SECTION_ROUTES.map((child) => ({
    ...child,
    handle: DASHBOARD_SECTION_PAGES.find(({ path }) => path === child.path) ?? DASHBOARD_ROUTE,
  })),
};

/**
 * The route table, rendered with useRoutes in react-router's declarative mode: the data router would add
 * about 17 KB gzipped to every first load for loaders we do not use (see
 * docs/decisions/0005-declarative-routing.md). Matching is case-insensitive, so the case variants the original
 * site linked to (/About and /about, /Menuone and /menuone, /Scrooge and /scrooge) reach the same page. Every page
 * is its own chunk. Each route carries its PageRoute as `handle` (read by the entries).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [...PAGE_ROUTES, NOT_FOUND_ROUTE]
      .filter((route) => !DASHBOARD_SECTION_PAGES.includes(route))
      .map((route) => (route === DASHBOARD_ROUTE ? dashboardRoutes : pageRoute(route))),
  },
];

import type { RouteObject } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';

/**
 * The route table (spec section 2). Matching is case-insensitive (react-router's default), so the case
 * variants the spec links to (/About and /about, /Menuone and /menuone, /Scrooge and /scrooge) reach the
 * same page. Every page is its own chunk.
 */
function StartingUp() {
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: ErrorScreen,
    // Until the first page's chunk arrives there is nothing to show yet (the chunk is preloaded).
    HydrateFallback: StartingUp,
    children: [
      { path: PATHS.home, lazy: lazyPage(() => import('../pages/home/home-page')) },
      { path: PATHS.homeTwo, lazy: lazyPage(() => import('../pages/home/home-two-page')) },
      { path: PATHS.homeThree, lazy: lazyPage(() => import('../pages/home/home-three-page')) },
      { path: PATHS.titanic, lazy: lazyPage(() => import('../pages/shows/titanic-page')) },
      { path: PATHS.jfk, lazy: lazyPage(() => import('../pages/shows/jfk-page')) },
      { path: PATHS.overlook, lazy: lazyPage(() => import('../pages/shows/overlook-page')) },
      { path: PATHS.scrooge, lazy: lazyPage(() => import('../pages/shows/scrooge-page')) },
      { path: PATHS.events, lazy: lazyPage(() => import('../pages/events/events-page')) },
      { path: PATHS.team, lazy: lazyPage(() => import('../pages/team/team-page')) },
      { path: PATHS.contact, lazy: lazyPage(() => import('../pages/contact/contact-page')) },
      { path: PATHS.hostEvent, lazy: lazyPage(() => import('../pages/host-event/host-event-page')) },
      { path: PATHS.dashboard, lazy: lazyPage(() => import('../pages/dashboard/dashboard-page')) },
      { path: PATHS.admin, lazy: lazyPage(() => import('../pages/admin/admin-page')) },
      { path: PATHS.menu, lazy: lazyPage(() => import('../pages/menus/menus-page')) },
      { path: PATHS.menuOne, lazy: lazyPage(() => import('../pages/menus/menu-one-page')) },
      { path: PATHS.menuTwo, lazy: lazyPage(() => import('../pages/menus/menu-two-page')) },
      { path: PATHS.menuThree, lazy: lazyPage(() => import('../pages/menus/menu-three-page')) },
      { path: PATHS.menuFour, lazy: lazyPage(() => import('../pages/menus/menu-four-page')) },
      { path: PATHS.about, lazy: lazyPage(() => import('../pages/about/about-page')) },
      { path: PATHS.chefs, lazy: lazyPage(() => import('../pages/chefs/chefs-page')) },
      { path: '*', lazy: lazyPage(() => import('../pages/not-found/not-found-page')) },
    ],
  },
];

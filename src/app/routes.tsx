import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';
import { PATHS } from '../domain/paths';

const HomePage = lazyPage(() => import('../pages/home/home-page'));
const HomeTwoPage = lazyPage(() => import('../pages/home/home-two-page'));
const HomeThreePage = lazyPage(() => import('../pages/home/home-three-page'));
const TitanicPage = lazyPage(() => import('../pages/shows/titanic-page'));
const JfkPage = lazyPage(() => import('../pages/shows/jfk-page'));
const OverlookPage = lazyPage(() => import('../pages/shows/overlook-page'));
const ScroogePage = lazyPage(() => import('../pages/shows/scrooge-page'));
const EventsPage = lazyPage(() => import('../pages/events/events-page'));
const TeamPage = lazyPage(() => import('../pages/team/team-page'));
const ContactPage = lazyPage(() => import('../pages/contact/contact-page'));
const HostEventPage = lazyPage(() => import('../pages/host-event/host-event-page'));
const DashboardPage = lazyPage(() => import('../pages/dashboard/dashboard-page'));
const AdminPage = lazyPage(() => import('../pages/admin/admin-page'));
const MenusPage = lazyPage(() => import('../pages/menus/menus-page'));
const MenuOnePage = lazyPage(() => import('../pages/menus/menu-one-page'));
const MenuTwoPage = lazyPage(() => import('../pages/menus/menu-two-page'));
const MenuThreePage = lazyPage(() => import('../pages/menus/menu-three-page'));
const MenuFourPage = lazyPage(() => import('../pages/menus/menu-four-page'));
const AboutPage = lazyPage(() => import('../pages/about/about-page'));
const ChefsPage = lazyPage(() => import('../pages/chefs/chefs-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'));

/**
 * The route table (spec section 2), rendered with useRoutes in react-router's declarative mode: the data
 * router would add about 17 KB gzipped to every first load for loaders we do not use (see
 * docs/decisions/0005-declarative-routing.md). Matching is case-insensitive, so the case variants the spec
 * links to (/About and /about, /Menuone and /menuone, /Scrooge and /scrooge) reach the same page. Every page
 * is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PATHS.home, element: <HomePage /> },
      { path: PATHS.homeTwo, element: <HomeTwoPage /> },
      { path: PATHS.homeThree, element: <HomeThreePage /> },
      { path: PATHS.titanic, element: <TitanicPage /> },
      { path: PATHS.jfk, element: <JfkPage /> },
      { path: PATHS.overlook, element: <OverlookPage /> },
      { path: PATHS.scrooge, element: <ScroogePage /> },
      { path: PATHS.events, element: <EventsPage /> },
      { path: PATHS.team, element: <TeamPage /> },
      { path: PATHS.contact, element: <ContactPage /> },
      { path: PATHS.hostEvent, element: <HostEventPage /> },
      { path: PATHS.dashboard, element: <DashboardPage /> },
      { path: PATHS.admin, element: <AdminPage /> },
      { path: PATHS.menu, element: <MenusPage /> },
      { path: PATHS.menuOne, element: <MenuOnePage /> },
      { path: PATHS.menuTwo, element: <MenuTwoPage /> },
      { path: PATHS.menuThree, element: <MenuThreePage /> },
      { path: PATHS.menuFour, element: <MenuFourPage /> },
      { path: PATHS.about, element: <AboutPage /> },
      { path: PATHS.chefs, element: <ChefsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

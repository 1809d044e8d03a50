import type { ShowKey } from './shows';

/** Every route path of the site (docs/product.md, Pages), in one place. Links use these, never string literals. */
export const PATHS = {
  home: '/',
  homeTwo: '/hometwo',
  homeThree: '/homethree',
  titanic: '/titanic',
  jfk: '/jfk',
  overlook: '/overlook',
  scrooge: '/Scrooge',
  /** The lower-case alias the original 'Choose a show' Book button used; routes match case-insensitively. */
  scroogeAlias: '/scrooge',
  events: '/ourevents',
  team: '/team',
  contact: '/contact',
  hostEvent: '/eventContact',
  dashboard: '/dashboard',
  admin: '/admin',
  menu: '/menu',
  menuOne: '/Menuone',
  menuTwo: '/Menutwo',
  menuThree: '/menuthree',
  menuFour: '/menufour',
  about: '/about',
  aboutCapital: '/About',
  chefs: '/ourchefs',
  /** Every upcoming date of every show (filters in the query string: ?city=cardiff&show=Titanic). */
  whatsOn: '/whats-on',
  /** The bio link's page: the next dates of every show, soonest first, narrowed by city (?city=cardiff). */
  next: '/next',
  privacy: '/privacy',
  accessibility: '/accessibility',
  subscribeConfirm: '/subscribe/confirm',
  unsubscribe: '/unsubscribe',
} as const;

/**
 * The dashboard's sections, each at its own address (docs/product.md, Dashboard). `/dashboard` itself opens
 * Listings, where the seed's three tabs (Add New Show, Update, Delete a show) live.
 */
export const DASHBOARD_PATHS = {
  listings: '/dashboard/listings',
  hotels: '/dashboard/hotels',
  messages: '/dashboard/messages',
  subscribers: '/dashboard/subscribers',
  email: '/dashboard/email',
  content: '/dashboard/content',
  pictures: '/dashboard/pictures',
  insights: '/dashboard/insights',
  trash: '/dashboard/trash',
} as const;

export type DashboardSection = keyof typeof DASHBOARD_PATHS;

/** True for /dashboard and every section under it: those pages have the dashboard's own layout. */
export const isDashboardPath = (pathname: string) => /^\/dashboard(\/|$)/i.test(pathname);

/** Pages opened from links in e-mails (the server builds the links); each reads ?token=. */
export const MAIL_LINK_PATHS = {
  /** The confirmation e-mail's link (double opt-in). */
  subscribeConfirm: PATHS.subscribeConfirm,
  /** The unsubscribe link in every e-mail to a subscriber. */
  unsubscribe: PATHS.unsubscribe,
} as const;

export const SHOW_PATHS: Record<ShowKey, string> = {
  Titanic: PATHS.titanic,
  JFK: PATHS.jfk,
  TheOverlookHotel: PATHS.overlook,
  Scrooge: PATHS.scrooge,
};

/**
 * What's on filtered to one show: where every Book control that belongs to a show leads (the query string
 * What's on reads, src/features/show-dates/whats-on-filters.ts).
 */
export function whatsOnFor(show: ShowKey): string {
  return `${PATHS.whatsOn}?show=${show}`;
}

/** Where a hotel's private page lives (issue 39): its link's token is the segment after it. */
export const HOTEL_KIT_PATH = '/hotel-kit';
export const hotelKitPath = (token: string) => `${HOTEL_KIT_PATH}/${token}`;

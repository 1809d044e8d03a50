import { PATHS, SHOW_PATHS } from '../domain/paths';

/**
 * Every navigation list of the site: header nav (with the Menus mega menu and the Pages dropdown), side
 * panel and footer columns. The original site's template placeholders ("Dropdown Menu 1..4", "Dropdown Lorem 5",
 * a Blog linking to '#') keep their places here but lead somewhere useful.
 */
export interface NavLink {
  label: string;
  to: string;
}

/** A header item: a link, a dropdown (children, possibly nested), or an honest "coming soon" label. */
export interface NavItem {
  label: string;
  to?: string;
  children?: NavItem[];
  /** A mega menu's columns (the Menus entry). */
  mega?: MegaMenuColumn[];
  /** Shown but not yet a page (the Blog): rendered as text, never a dead link. */
  comingSoon?: boolean;
}

export interface MegaMenuColumn {
  heading: string;
  links: NavLink[];
}

const SHOW_LINKS: NavLink[] = [
  { label: 'The Queen of the Ocean', to: SHOW_PATHS.Titanic },
  { label: 'JFK', to: SHOW_PATHS.JFK },
  { label: 'The Overlook Hotel', to: SHOW_PATHS.TheOverlookHotel },
  { label: 'Scrooge', to: SHOW_PATHS.Scrooge },
];

/** The Menus mega menu: the menu pages (/menu and menu lists 1 to 4), one per show. */
export const MENUS_MEGA_MENU: MegaMenuColumn[] = [
  {
    heading: 'Sample menus',
    links: [
      { label: 'The Queen of the Ocean', to: PATHS.menuOne },
      { label: 'JFK', to: PATHS.menuTwo },
      { label: 'The Overlook Hotel', to: PATHS.menuThree },
      { label: 'Scrooge', to: PATHS.menuFour },
    ],
  },
  {
    heading: 'Dining with us',
    links: [
      { label: 'All our menus', to: PATHS.menu },
      { label: 'Meet our chefs', to: PATHS.chefs },
      { label: 'Find a date near you', to: PATHS.whatsOn },
    ],
  },
];

export const MEGA_MENU_NOTE =
  'Every menu is a three-course sample with vegetarian and vegan choices; dishes vary by venue.';

/** The Pages dropdown: where the original had "Dropdown Menu 1..4" (with a nested level) and "Dropdown Lorem 5". */
export const PAGES_DROPDOWN: NavItem[] = [
  { label: 'Our shows', children: SHOW_LINKS },
  { label: 'Choose a show', to: PATHS.events },
  { label: 'Our Team', to: PATHS.team },
  { label: 'Host an event', to: PATHS.hostEvent },
];

export const HEADER_NAV: NavItem[] = [
  { label: 'Home', to: PATHS.home },
  { label: "What's on", to: PATHS.whatsOn },
  { label: 'Menus', mega: MENUS_MEGA_MENU },
  { label: 'About Us', to: PATHS.about },
  { label: 'Our chefs', to: PATHS.chefs },
  { label: 'Pages', children: PAGES_DROPDOWN },
  // The original Blog pointed at '#': there is no blog yet, so say so instead of a link that does nothing.
  { label: 'Blog', comingSoon: true },
  // Hotels thinking of hosting find it from every page, not only under Pages (issue 39).
  { label: 'Host a show', to: PATHS.hostEvent },
  { label: 'Contact', to: PATHS.contact },
];

export const SIDE_PANEL_LINKS: NavLink[] = [
  { label: 'Home', to: PATHS.home },
  { label: "What's on", to: PATHS.whatsOn },
  { label: 'Our Team', to: PATHS.team },
  { label: 'Contact', to: PATHS.contact },
  { label: 'Host an event', to: PATHS.hostEvent },
];

/** Below the desktop nav's width the side panel also lists these, so phones reach every page. */
export const SIDE_PANEL_MORE_LINKS: NavLink[] = [
  { label: 'About Us', to: PATHS.about },
  { label: 'Our menus', to: PATHS.menu },
  { label: 'Our chefs', to: PATHS.chefs },
  ...SHOW_LINKS,
];

/** The header's call to action: every upcoming date (What's on). */
export const BOOK_A_TICKET: NavLink = { label: 'BOOK A TICKET', to: PATHS.whatsOn };

/** A footer column: its heading is itself a link, as the original site's were. */
export interface FooterColumn extends MegaMenuColumn {
  headingTo: string;
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: 'Shows',
    headingTo: PATHS.events,
    links: [
      ...SHOW_LINKS,
      { label: 'Choose a show', to: PATHS.events },
      { label: 'All upcoming dates', to: PATHS.whatsOn },
    ],
  },
  {
    heading: 'About us',
    headingTo: PATHS.team,
    links: [
      { label: 'Our Team', to: PATHS.team },
      { label: 'About Us', to: PATHS.about },
      { label: 'Our chefs', to: PATHS.chefs },
      { label: 'Contact', to: PATHS.contact },
      { label: 'Host an event', to: PATHS.hostEvent },
      { label: 'Privacy', to: PATHS.privacy },
      { label: 'Accessibility', to: PATHS.accessibility },
    ],
  },
];

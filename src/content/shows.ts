import type { ShowKey } from '../domain/shows';
import { COMPANY_DETAILS } from './company';

/** One of the four Information tabs of a show page. */
export interface InfoTab {
  id: 'event' | 'dress-code' | 'warnings' | 'menu';
  label: 'THE EVENT' | 'DRESS CODE' | 'WARNINGS' | 'MENU';
  paragraphs: readonly string[];
  /** Short facts a visitor scans for (times, ages), shown as a list under the paragraphs. */
  points?: readonly string[];
}

export interface ShowContent {
  key: ShowKey;
  /** The show's name as visitors know it (cards, menus, page titles). */
  title: string;
  tagline: string;
  /** Short description for cards and the page's meta description. */
  summary: string;
  /** The show page's document title. */
  pageTitle: string;
  banner: { title: string; subtitle: string };
}

export const SHOWS: Record<ShowKey, ShowContent> = {
  Titanic: {
    key: 'Titanic',
    pageTitle: 'Titanic dinner show',
    title: 'The Queen of the Ocean',
    tagline: 'A first-class dinner aboard the most famous liner ever built',
    summary:
      'Step aboard for a three-course dinner in 1912, served among the passengers and crew of the Titanic, on the night she meets the ice.',
    // The company is named after this show: the subtitle says the setting, so the banner does not say the
    // name twice (the seed's subtitle repeated it).
    banner: { title: COMPANY_DETAILS.name, subtitle: 'Titanic, April 1912' },
  },
  JFK: {
    key: 'JFK',
    pageTitle: 'JFK: a 1963 team game dinner',
    title: 'JFK',
    tagline: 'Ten minutes to save the President: a team game dinner set in Dallas, 1963',
    summary:
      'A two-hour team game over dinner, murder mystery meets escape room: crack the plot in the final ten minutes before the motorcade.',
    banner: { title: 'Dallas, 22 November 1963', subtitle: 'JFK' },
  },
  TheOverlookHotel: {
    key: 'TheOverlookHotel',
    pageTitle: 'The Overlook Hotel: a 1920s cocktail soiree',
    title: 'The Overlook Hotel',
    tagline: 'A 1920s cocktail soiree where the party never quite ends',
    summary:
      'A 1920s cocktail soiree of immersive dining and theatre, with a cast of three and a bartender who knows every secret in the house.',
    banner: { title: 'A 1920s cocktail soiree', subtitle: 'THE OVERLOOK HOTEL' },
  },
  Scrooge: {
    key: 'Scrooge',
    pageTitle: 'Scrooge: a Victorian Christmas dinner show',
    title: 'Scrooge',
    tagline: 'A Victorian Christmas dinner, with three ghosts at the table',
    summary:
      'A Victorian Christmas dinner and show: Ebenezer Scrooge, three visiting spirits and a festive feast, in the company of your friends and family.',
    banner: { title: 'A Victorian Christmas', subtitle: 'Scrooge' },
  },
};

/** The order shows appear on cards and menus. */
export const SHOW_ORDER: readonly ShowKey[] = ['Titanic', 'JFK', 'TheOverlookHotel', 'Scrooge'];

/** Shown on every show page before the venue grid: the venues take the bookings. */
export const BOOKING_NOTICE =
  "Bookings are handled by each venue host. Choose a date below and the Book button takes you to the venue's own booking page, where you pay and can ask about dietary needs or access.";

/** Headings and link words of the show page template. */
export const SHOW_PAGE_COPY = {
  information: 'Information',
  tabsLabel: (title: string) => `About ${title}`,
  menuLink: (title: string) => `See the ${title} sample menu on its own page`,
  /** Under the tagline: on a phone the dates are two or three screens further down. */
  toDates: 'See the dates and book',
} as const;

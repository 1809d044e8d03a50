import { PATHS, SHOW_PATHS } from '../domain/paths';
import type { ShowKey } from '../domain/shows';

/** The home page's words: banner slides, the Our Experiences grid and the Our shows carousel. */

export interface HomeSlide {
  show: ShowKey;
  title: string;
  tagline: string;
  /** The second slide has its own picture at 767 px and below. */
  narrowPicture?: boolean;
}

export const HOME_SLIDES: HomeSlide[] = [
  {
    show: 'Titanic',
    title: 'The Queen of the Ocean',
    tagline:
      'Board the most famous liner ever built for a three-course dinner and a night you will not forget.',
  },
  {
    show: 'JFK',
    title: 'JFK',
    tagline: 'Dallas, 1963. Work as a team against the clock in the final ten minutes before the motorcade.',
    narrowPicture: true,
  },
  {
    show: 'TheOverlookHotel',
    title: 'The Overlook Hotel',
    tagline: 'A 1920s cocktail soiree hosted by the bartender, where the guests never quite check out.',
  },
  {
    show: 'Scrooge',
    title: 'Scrooge',
    tagline: 'A Victorian Christmas feast with three ghosts, one miser and plenty of festive cheer.',
  },
];

export const BANNER_CALL_TO_ACTION = { label: 'Book a Show', to: PATHS.about } as const;

export interface Experience {
  show: ShowKey;
  title: string;
  summary: string;
  to: string;
}

export const EXPERIENCES_INTRO = {
  heading: 'Our Experiences',
  lead: 'Four evenings of theatre and dining, brought to a hotel near you. Pick a story, dress the part and take your seat.',
};

export const EXPERIENCES: Experience[] = [
  {
    show: 'JFK',
    title: 'JFK',
    summary: 'A two-hour team game, part murder mystery, part escape room, set in Dallas in November 1963.',
    to: SHOW_PATHS.JFK,
  },
  {
    show: 'Titanic',
    title: 'The Queen of the Ocean',
    summary:
      'A three-course dinner aboard the Titanic from 7 pm, with a final half hour that stays with you.',
    to: SHOW_PATHS.Titanic,
  },
  {
    show: 'TheOverlookHotel',
    title: 'The Overlook Hotel',
    summary: 'An immersive 1920s cocktail soiree with a cast of three and a bartender who knows too much.',
    to: SHOW_PATHS.TheOverlookHotel,
  },
  {
    show: 'Scrooge',
    title: 'Scrooge',
    summary: 'Dickens comes to dinner: a Victorian Christmas show. Costumes and Christmas jumpers welcome.',
    to: SHOW_PATHS.Scrooge,
  },
];

export const EXPERIENCE_CALL_TO_ACTION = 'Book tickets';

/** A card of the Our shows carousel: hard-coded, not fetched. */
export interface HomeShowCard {
  show: ShowKey;
  title: string;
  venue: string;
  /**
   * ISO `YYYY-MM-DD`; the card shows it as year-month-day. Once it has passed, the card shows the same day of
   * the next season instead (src/domain/seasons.ts's upcomingOnSameDay), so the page never shows a past date.
   */
  date: string;
  to: string;
}

// The original card links were /, /Menuone, /Menutwo, /Menuthree and '#'. A Book button leading to the home
// page you are on, or to '#', does nothing for the visitor, so those cards go to their show's page instead.
export const HOME_SHOW_CARDS: HomeShowCard[] = [
  {
    show: 'Titanic',
    title: 'The Queen of the Ocean',
    venue: 'The Marina Hotel, Swansea',
    date: '2027-01-23',
    to: PATHS.menuOne,
  },
  {
    show: 'JFK',
    title: 'JFK',
    venue: 'The Grand Station Hotel, Cardiff',
    date: '2027-02-13',
    to: PATHS.menuTwo,
  },
  {
    show: 'TheOverlookHotel',
    title: 'The Overlook Hotel',
    venue: 'The Pump Room Hotel, Bath',
    date: '2027-03-06',
    to: PATHS.menuThree,
  },
  {
    show: 'Scrooge',
    title: 'Scrooge',
    venue: 'The Minster Hotel, York',
    date: '2026-12-12',
    to: SHOW_PATHS.Scrooge,
  },
  {
    show: 'Titanic',
    title: 'The Queen of the Ocean',
    venue: 'The Albert Dock Hotel, Liverpool',
    date: '2027-04-10',
    to: SHOW_PATHS.Titanic,
  },
  {
    show: 'JFK',
    title: 'JFK',
    venue: 'The Royal Crescent Hotel, Brighton',
    date: '2027-05-15',
    to: SHOW_PATHS.JFK,
  },
];

export const SHOWS_CAROUSEL_INTRO = {
  heading: 'Our shows',
  lead: 'A few of the dates coming up around the country. Each hotel handles its own bookings.',
  viewAll: { label: 'View all shows', to: PATHS.aboutCapital },
} as const;

export const HOME_CONTACT = {
  sectionHeading: 'Get in touch',
  heading: 'Message us',
  lead: 'Planning a birthday, a team night out or a dietary need we should know about? Tell us and we will get back to you within a working day.',
  messageLabel: 'Special Request',
} as const;

export const HOME_HEADING = 'Immersive theatre and dining across the UK';

export const HOME_META = {
  title: 'Immersive theatre and dining across the UK',
  description:
    'Dinner, drinks and a story you step into: the Titanic, JFK, The Overlook Hotel and Scrooge, touring hotels across the UK. Find a date near you.',
} as const;

/** /hometwo, the original site's "Home 1 Left Header": the same home with its navigation in a column on the left. */
export const HOME_TWO = {
  heading: 'Dinner, drinks and a story you step into',
  lead: 'We bring immersive theatre to hotel ballrooms and bars across the UK. You eat, you drink, you play your part.',
  meta: {
    title: 'Dinner, drinks and a story you step into',
    description:
      'Immersive dining shows in hotels across the UK: sail on the Titanic, solve JFK, drink at the Overlook or dine with Scrooge.',
  },
} as const;

/** /homethree, the original's "Home 3 Video Hero": no video exists, so the hero is the poster art, gently animated. */
export const HOME_THREE = {
  heading: 'Step inside the story',
  lead: 'Four shows, one table: a three-course dinner or a cocktail soiree with actors who never leave the room.',
  show: 'Titanic',
  meta: {
    title: 'Step inside the story',
    description:
      'Theatre you can taste: immersive dinner and cocktail shows touring UK hotels. See the shows, the dates and how to book.',
  },
} as const satisfies { show: ShowKey } & Record<string, unknown>;

import type { ShowKey } from '../domain/shows';
import { COMPANY } from './company';

/** One of the four Information tabs of a show page. */
export interface InfoTab {
  id: 'event' | 'dress-code' | 'warnings' | 'menu';
  label: 'THE EVENT' | 'DRESS CODE' | 'WARNINGS' | 'MENU';
  paragraphs: readonly string[];
  /** Short facts a visitor scans for (times, ages), shown as a list under the paragraphs. */
  points?: readonly string[];
}

export interface ComingSoon {
  /**
   * The season the card announces. Leave it out to follow the calendar (the next season after today,
   * src/domain/seasons.ts); a year that has gone by is ignored rather than shown.
   */
  year?: number;
  /** Where the card's Book button goes; null when tickets are not on sale yet (a disabled button is shown). */
  bookingUrl: string | null;
  note: string;
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
  tabs: readonly [InfoTab, InfoTab, InfoTab, InfoTab];
  comingSoon: ComingSoon;
}

// Facts that hold for every show (docs/product.md, Show pages).
const DRESS_CODE_IS_A_RECOMMENDATION =
  'Our dress code is a recommendation only: nobody is turned away for what they wear, and you will be just as welcome in your everyday clothes.';
const SAME_FOR_ALL_AGES = 'The ticket price and the menu are the same for every guest, whatever their age.';
const MENU_IS_A_SAMPLE =
  "The menu below is a sample: each hotel's kitchen cooks its own version, so dishes vary by venue. There are vegetarian and vegan choices for every course, and the venue will happily talk through allergies and other dietary needs when you book.";

const menuTab = (intro: string): InfoTab => ({
  id: 'menu',
  label: 'MENU',
  paragraphs: [intro, MENU_IS_A_SAMPLE, SAME_FOR_ALL_AGES],
});

export const SHOWS: Record<ShowKey, ShowContent> = {
  Titanic: {
    key: 'Titanic',
    pageTitle: 'Titanic dinner show',
    title: 'The Queen of the Ocean',
    tagline: 'A first-class dinner aboard the most famous liner ever built',
    summary:
      'Step aboard for a three-course dinner in 1912, served among the passengers and crew of the Titanic, on the night she meets the ice.',
    banner: { title: COMPANY.name, subtitle: 'the queen of the ocean' },
    tabs: [
      {
        id: 'event',
        label: 'THE EVENT',
        paragraphs: [
          "It is April 1912 and you are a passenger on the maiden voyage of the Titanic. Our cast of passengers and crew join you at your table, share their hopes for a new life in America, and draw you into the stories of the ship's final evening.",
          'Dinner is served over three courses while the drama unfolds around you. The last 30 minutes of the show are emotional: we tell the end of the voyage honestly, and many guests find it moving.',
        ],
        points: [
          'The evening starts at 7 pm',
          'Three-course meal',
          'The last 30 minutes are emotional',
          'No age restriction',
        ],
      },
      {
        id: 'dress-code',
        label: 'DRESS CODE',
        paragraphs: [
          'Edwardian evening wear suits the night: long gowns, gloves and a feather or two, dinner jackets and bow ties. A touch of first class or steerage both work, since passengers of every class are aboard.',
          DRESS_CODE_IS_A_RECOMMENDATION,
        ],
      },
      {
        id: 'warnings',
        label: 'WARNINGS',
        paragraphs: [
          'The show portrays the sinking of the Titanic and the loss of life that night. The final 30 minutes are emotional and some guests may find them upsetting.',
          'There is no age restriction: the show is suitable for all ages, though parents may want to talk it through with younger children beforehand.',
        ],
      },
      menuTab(
        'Dinner is three courses, inspired by the dishes served in the first-class dining saloon in 1912.',
      ),
    ],
    comingSoon: {
      bookingUrl: 'https://www.ticketsource.co.uk/the-queen-of-the-ocean',
      note: 'New venues are being added for the coming season.',
    },
  },
  JFK: {
    key: 'JFK',
    pageTitle: 'JFK: a 1963 team game dinner',
    title: 'JFK',
    tagline: 'Ten minutes to save the President: a team game dinner set in Dallas, 1963',
    summary:
      'A two-hour team game over dinner, murder mystery meets escape room: crack the plot in the final ten minutes before the motorcade.',
    banner: { title: 'Dallas, 22 November 1963', subtitle: 'JFK' },
    tabs: [
      {
        id: 'event',
        label: 'THE EVENT',
        paragraphs: [
          'Dallas, November 1963. The President is in town and rumours of a plot are spreading. Your table becomes a team of agents, and over dinner you question suspects, search for clues and solve puzzles: murder mystery meets escape room.',
          'The game lasts two hours and builds to the final ten minutes before the motorcade, when every team must decide what really happened and whether the President can be saved.',
        ],
        points: [
          'A two-hour team game over dinner',
          'Murder mystery meets escape room',
          'Race the clock through the final ten minutes before the motorcade',
          'Ages 15 and over; under-18s must be accompanied by an adult',
        ],
      },
      {
        id: 'dress-code',
        label: 'DRESS CODE',
        paragraphs: [
          'Think early 1960s: sharp suits and skinny ties, pillbox hats, pearls and pastel twin sets, or the dark glasses of a Secret Service agent.',
          DRESS_CODE_IS_A_RECOMMENDATION,
        ],
      },
      {
        id: 'warnings',
        label: 'WARNINGS',
        paragraphs: [
          'The game is set on the day of the assassination of President Kennedy and refers to real events, firearms and death.',
          'Guests must be 15 or over, and anyone under 18 must be accompanied by an adult.',
        ],
      },
      menuTab(
        'Dinner is served at your team table during the game, so the courses arrive between rounds of clues.',
      ),
    ],
    comingSoon: {
      // Tickets for the next run are not on sale yet, so the card shows a disabled button.
      bookingUrl: null,
      note: 'Tickets for new dates are not on sale yet. Check back soon.',
    },
  },
  TheOverlookHotel: {
    key: 'TheOverlookHotel',
    pageTitle: 'The Overlook Hotel: a 1920s cocktail soiree',
    title: 'The Overlook Hotel',
    tagline: 'A 1920s cocktail soiree where the party never quite ends',
    summary:
      'A 1920s cocktail soiree of immersive dining and theatre, with a cast of three and a bartender who knows every secret in the house.',
    banner: { title: 'A 1920s cocktail soiree', subtitle: 'THE OVERLOOK HOTEL' },
    tabs: [
      {
        id: 'event',
        label: 'THE EVENT',
        paragraphs: [
          'The Overlook Hotel is throwing its grandest party of the season, and you are on the guest list. This 1920s cocktail soiree is an immersive dining and theatre show: dinner is served while the story plays out in the room around you.',
          'A cast of three brings the hotel to life, and the evening is hosted by a bartender who has seen every guest come and go, and is in no hurry to let you leave.',
        ],
        points: [
          '1920s cocktail soiree: immersive dining and theatre',
          'A cast of three',
          'Hosted by a bartender',
          'May be unsuitable for under-15s; under-18s must be accompanied by an adult',
        ],
      },
      {
        id: 'dress-code',
        label: 'DRESS CODE',
        paragraphs: [
          'Roaring Twenties glamour: beaded flapper dresses, long pearls and headbands, three-piece suits, braces and bow ties.',
          DRESS_CODE_IS_A_RECOMMENDATION,
        ],
      },
      {
        id: 'warnings',
        label: 'WARNINGS',
        paragraphs: ['Please read these before you book. The show contains:'],
        points: [
          'Scenes of domestic abuse',
          'Strong language',
          'Strobe lighting',
          'Content that may be unsuitable for guests under 15',
          'Guests under 18 must be accompanied by an adult',
        ],
      },
      menuTab('Dinner is served between the acts, with a cocktail from the bar to welcome you to the party.'),
    ],
    comingSoon: {
      // No ticket seller is named for this run yet: a disabled button is honest, a link to nowhere is not.
      bookingUrl: null,
      note: 'New dates are being arranged with our venues. Tickets are not on sale yet.',
    },
  },
  Scrooge: {
    key: 'Scrooge',
    pageTitle: 'Scrooge: a Victorian Christmas dinner show',
    title: 'Scrooge',
    tagline: 'A Victorian Christmas dinner, with three ghosts at the table',
    summary:
      'A Victorian Christmas dinner and show: Ebenezer Scrooge, three visiting spirits and a festive feast, in the company of your friends and family.',
    banner: { title: 'A Victorian Christmas', subtitle: 'Scrooge' },
    tabs: [
      {
        id: 'event',
        label: 'THE EVENT',
        paragraphs: [
          'It is Christmas Eve in Victorian London and Ebenezer Scrooge has no time for merriment. Join us for a festive dinner as the spirits of Christmas Past, Present and Yet to Come pay him a visit, and the whole room is swept into the story.',
          "It is a warm, funny and gently spooky evening for the whole family, with carols, a Christmas feast and a miser's change of heart.",
        ],
        points: [
          'A Victorian Christmas dinner and show',
          'No age restriction; younger guests must be accompanied by an adult',
        ],
      },
      {
        id: 'dress-code',
        label: 'DRESS CODE',
        paragraphs: [
          'Victorian costumes welcome: top hats, bonnets, waistcoats and shawls. Christmas jumpers are just as welcome.',
          DRESS_CODE_IS_A_RECOMMENDATION,
        ],
      },
      {
        id: 'warnings',
        label: 'WARNINGS',
        paragraphs: [
          'There is no age restriction, but younger guests must be accompanied by an adult.',
          'The ghostly visits include some dim lighting, sudden sounds and a few gentle scares.',
        ],
      },
      menuTab(
        'Dinner is a festive three courses, with all the trimmings you would hope for on Christmas Eve.',
      ),
    ],
    comingSoon: {
      bookingUrl: 'https://www.eventbrite.co.uk/o/scrooge-a-victorian-christmas',
      note: 'More Christmas dates are on sale now through our ticket seller.',
    },
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
} as const;

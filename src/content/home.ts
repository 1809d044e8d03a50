import { PATHS } from '../domain/paths';
import type { ExperiencesContent, HomeBannerContent } from '../domain/site-content/blocks';
import type { ShowKey } from '../domain/shows';

/** The home page's words: banner slides, the Our Experiences grid and the Our shows carousel. */

/** Book a Show leads to the dates: What's on (the home banner's slides: filtered to the slide's show). */
export const BANNER_CALL_TO_ACTION = { label: 'Book a Show', to: PATHS.whatsOn } as const;

/**
 * The home banner's slides (a Site content block: src/domain/site-content/blocks.ts), as the site was built:
 * the seed, shown until the company publishes its own.
 */
export const HOME_BANNER: HomeBannerContent = {
  slides: [
    {
      show: 'Titanic',
      title: 'The Queen of the Ocean',
      tagline:
        'Board the most famous liner ever built for a three-course dinner and a night you will not forget.',
      button: BANNER_CALL_TO_ACTION.label,
    },
    {
      show: 'JFK',
      title: 'JFK',
      tagline:
        'Dallas, 1963. Work as a team against the clock in the final ten minutes before the motorcade.',
      button: BANNER_CALL_TO_ACTION.label,
    },
    {
      show: 'TheOverlookHotel',
      title: 'The Overlook Hotel',
      tagline: 'A 1920s cocktail soiree hosted by the bartender, where the guests never quite check out.',
      button: BANNER_CALL_TO_ACTION.label,
    },
    {
      show: 'Scrooge',
      title: 'Scrooge',
      tagline: 'A Victorian Christmas feast with three ghosts, one miser and plenty of festive cheer.',
      button: BANNER_CALL_TO_ACTION.label,
    },
  ],
};

/** The shows whose drawn slide picture has its own portrait file at 767 px and below (JFK's car is wide). */
export const NARROW_SLIDE_ART: readonly ShowKey[] = ['JFK'];

/**
 * Our Experiences (a Site content block: src/domain/site-content/blocks.ts): each show's card, whose Book
 * tickets link leads to its dates on What's on. The company edits it in the dashboard; this is its seed.
 */
export const EXPERIENCES: ExperiencesContent = {
  heading: 'Our Experiences',
  lead: 'Four evenings of theatre and dining, brought to a hotel near you. Pick a story, dress the part and take your seat.',
  shows: [
    {
      show: 'JFK',
      title: 'JFK',
      summary: 'A two-hour team game, part murder mystery, part escape room, set in Dallas in November 1963.',
    },
    {
      show: 'Titanic',
      title: 'The Queen of the Ocean',
      summary:
        'A three-course dinner aboard the Titanic from 7 pm, with a final half hour that stays with you.',
    },
    {
      show: 'TheOverlookHotel',
      title: 'The Overlook Hotel',
      summary: 'An immersive 1920s cocktail soiree with a cast of three and a bartender who knows too much.',
    },
    {
      show: 'Scrooge',
      title: 'Scrooge',
      summary: 'Dickens comes to dinner: a Victorian Christmas show. Costumes and Christmas jumpers welcome.',
    },
  ],
};

export const EXPERIENCE_CALL_TO_ACTION = 'Book tickets';

/**
 * The Our shows carousel: the next real dates from the listings (src/domain/home-dates.ts), each leading to
 * its own page, and a card for each show with no dates yet (docs/decisions/0023-home-dates-from-listings.md).
 */
export const SHOWS_CAROUSEL_INTRO = {
  heading: 'Our shows',
  lead: 'The next dates around the country. Each hotel handles its own bookings.',
  viewAll: { label: 'View all shows', to: PATHS.whatsOn },
} as const;

export const SHOW_DATE_CARD_COPY = {
  book: 'Book',
  /** A sold-out date still leads to its page (the show's other dates are listed there). */
  soldOut: 'Sold out',
  seeDate: 'See this date',
  noDates: 'New dates are coming soon.',
  tellMeWhen: 'Tell me when',
  loading: 'Loading the next dates…',
  failed: 'The dates could not be loaded just now.',
  seeAll: "See What's on",
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

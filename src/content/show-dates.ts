/** Words of What's on (/whats-on) and of the page per date (/titanic/2026-12-04-the-grand-hotel). */
export const WHATS_ON_COPY = {
  meta: {
    title: "What's on: every upcoming date",
    description:
      'Every upcoming date of our immersive dinner shows in hotels across the UK, by month. Filter by show or city and book with the venue.',
  },
  heading: "What's on",
  lead: 'Every upcoming date of every show, month by month. Choose a show or a city to narrow it down.',
  filters: {
    legend: 'Filter the dates',
    show: 'Show',
    anyShow: 'All shows',
    city: 'City',
    anyCity: 'All cities',
    apply: 'Show dates',
    clear: 'Clear filters',
  },
  loading: 'Loading dates...',
  count: (n: number) => (n === 1 ? '1 date' : `${n} dates`),
  empty: {
    title: 'No dates match yet.',
    body: 'New dates are added through the year. Leave your e-mail below and we will tell you when one matches.',
    /** Where the site cannot send e-mail, so no form follows. */
    bodyWithoutForm: 'New dates are added through the year: please look again soon.',
  },
  /**
   * "Step-free entrance only" left nothing, but dates match at hotels whose entrance is not confirmed either
   * way: not "no dates", which would send a wheelchair user away from dates they may well reach.
   */
  /** No date of the show chosen matches, but the other shows have some (the same city and other filters). */
  otherShows: (n: number, city: string | null) =>
    `${n === 1 ? 'See the date of another show' : `See the ${n} dates of other shows`}${city ? ` in ${city}` : ''}`,
  stepFreeUnconfirmed: {
    title: 'No hotel has confirmed a step-free entrance for these dates yet.',
    body: (n: number) =>
      `${n === 1 ? '1 date is' : `${n} dates are`} at hotels whose entrance we have not confirmed either way: please ask the venue before you book.`,
    show: (n: number) =>
      n === 1
        ? 'See the date whose entrance is not confirmed'
        : `See the ${n} dates whose entrance is not confirmed`,
  },
  failed: {
    title: "We couldn't load the dates just now.",
    body: 'This is usually a passing network problem. Please try again.',
    retry: 'Retry',
  },
} as const;

export const DATE_PAGE_COPY = {
  loading: 'Loading the date...',
  when: 'Date',
  times: 'Time',
  where: 'Venue',
  map: 'Show on a map',
  book: 'Book with the venue',
  soldOut: 'Sold out',
  newTab: 'opens in a new tab',
  calendar: {
    heading: 'Add to calendar',
    ics: 'Download calendar file (.ics)',
    outlook: 'Outlook',
    // Shown inside Instagram's, Facebook's, TikTok's (...) own browsers, which cannot open calendar files.
    inApp:
      'This page is open in an app, which cannot save calendar files: add the date with Google Calendar or Outlook, or open the page in your phone\'s own browser to download the file: tap the app\'s menu (⋯ or ⋮), then "Open in browser".',
    google: 'Google Calendar',
  },
  share: {
    heading: 'Share this date',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    /** For anywhere else (Instagram's messages, a group chat): the date page's address. */
    copy: 'Copy link',
    copied: 'Link',
  },
  otherDates: (show: string) => `Other dates of ${show}`,
  noOtherDates: 'No other dates announced yet.',
  aboutShow: (show: string) => `About ${show}`,
  allDates: "All dates on What's on",
  passed: {
    title: 'This date has passed.',
    body: 'Thank you to everyone who came. Here are the dates still to come.',
  },
  gone: {
    title: 'This date is no longer listed.',
    body: 'It may have been cancelled or moved. Here are the dates still to come, or ask us about it.',
    meta: 'Date no longer listed',
  },
  ask: 'Contact us',
} as const;

/** The city chooser of the show pages and the next-dates page (What's on's city filter, on its own). */
/** The dates near a chosen city, after its own (What's on, /next): src/domain/city-distances.ts. */
export const NEARBY_COPY = {
  heading: (city: string, miles: number) => `Within ${miles} miles of ${city}`,
  /** Where a date near the chosen city is: "Leeds, 22 miles away" (or its hotel in Leeds, on /next). */
  where: (place: string, miles: number) => `${place}, ${miles} miles away`,
  /**
   * The count's words when a city is chosen: its own dates (`own`: how many, `ownWords` in the page's words),
   * then those near it. With none of its own, the count names the nearby ones only: the box under it already
   * says there is nothing in the city (`noneHere`), and saying it twice read as two answers.
   */
  count: (city: string, own: number, ownWords: string, near: number, miles: number) => {
    const dates = near === 1 ? '1 date' : `${near} dates`;
    if (near === 0) return ownWords;
    return own === 0
      ? `${dates} within ${miles} miles of ${city}`
      : `${ownWords}, ${near} more within ${miles} miles`;
  },
  /** What's on, nothing in the city but dates near it: not "no dates match" above dates that do. */
  noneHere: (city: string, miles: number) => `Nothing in ${city} yet: these are within ${miles} miles.`,
  noneHereBody: (city: string) =>
    `New dates are added through the year. Leave your e-mail and we will tell you when one comes to ${city}.`,
} as const;

export const CITY_CHOOSER_COPY = {
  label: 'Dates in',
  anyCity: 'All cities',
  apply: 'Show dates',
  noneIn: (city: string) => `No dates in ${city} at the moment.`,
  /** Under "No dates in ...": how many the other cities have, so nobody thinks the show has none. */
  allCities: (dates: number) =>
    dates === 1 ? 'See its 1 date in another city' : `See its ${dates} dates in other cities`,
} as const;

/** Each page's document title and meta description (search results and browser tabs), plus short page texts. */
export const PAGE_META = {
  events: {
    title: 'Choose a show',
    description:
      'Four immersive dinner shows touring UK hotels: the Titanic, JFK, the Overlook Hotel and Scrooge. Choose a show and find a date near you.',
  },
  team: {
    title: 'Our team',
    description:
      'Meet the small Swansea team who write, produce and tour our immersive theatre and dining shows.',
  },
  contact: {
    title: 'Contact us',
    description:
      'Call, e-mail or message our Swansea office. We answer enquiries Monday to Friday, 8am to 4pm; weekends closed.',
  },
  hostEvent: {
    title: 'Host one of our events',
    description:
      'Run a hotel or events venue? Tell us about it and we will talk through hosting one of our immersive dinner shows.',
  },
  menus: {
    title: 'Sample menus',
    description:
      'Sample three-course menus for each of our dinner shows, with vegetarian and vegan choices for every course.',
  },
  about: {
    title: 'About us',
    description:
      'We tour immersive theatre and dining shows through UK hotels. Find out what we do and how booking with a venue works.',
  },
  chefs: {
    title: 'Our chefs',
    description:
      "Our dinners are cooked by each hotel's own kitchen team, from menus we write for every show. Here is how it works.",
  },
  admin: {
    title: 'Staff',
    description: 'Where our production managers sign in to update show listings.',
  },
  privacy: {
    title: 'Privacy',
    description:
      'What our forms collect, why, for how long and who sees it; no tracking cookies; your rights and how to use them.',
  },
  accessibility: {
    title: 'Accessibility',
    description:
      'Our accessibility statement: the WCAG 2.2 AA target, how we test the site, known limits and how to report a problem.',
  },
  subscribeConfirm: {
    title: 'Confirm your request',
    description: 'Confirm that you want e-mails about new dates of our shows.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop e-mails about new dates of our shows.',
  },
  notFound: {
    title: 'Page not found',
    description: 'We could not find that page. Try our shows, or get in touch.',
  },
} as const;

export const STAFF_PAGE = {
  heading: 'Staff',
  paragraphs: [
    'This page is for our production managers. Listings, hosting enquiries and messages are managed in the dashboard, which asks you to sign in first.',
    'If you have not been given a manager account, please ask the managing director. Visitors looking for a show can head to the list of shows instead.',
  ],
  dashboard: 'Go to the dashboard to sign in',
  shows: 'See our shows',
} as const;

export const NOT_FOUND_PAGE = {
  heading: "Sorry, we can't find that page",
  body: 'The link may be old, or the address may have a typo. These might help:',
  links: {
    whatsOn: "What's on: every upcoming date",
    home: 'Home page',
    shows: 'Our shows',
    contact: 'Contact us',
  },
} as const;

/** Sent instead of a page when one address asks for far more pages than anyone reads (HTTP 429). */
export const TOO_MANY_PAGES = {
  title: 'Please wait a moment',
  heading: 'Please wait a moment',
  body: 'So many pages were asked for from your connection in the last minute that we have paused it. Please wait a minute, then try again.',
  home: 'Back to the home page',
} as const;

export const CONTACT_PAGE = {
  heading: 'Contact us',
  lead: "Questions about a show, a date or hosting an evening at your venue? We'd love to hear from you.",
  hoursHeading: 'Opening hours',
  detailsHeading: 'Get in touch',
  formHeading: 'Message us',
  mapHeading: 'Find us in Swansea',
  showMap: 'Show the map',
  mapNote: 'The map comes from OpenStreetMap and loads only when you ask for it.',
  mapTitle: 'Map of our Swansea office',
  mapLink: 'Open the map on OpenStreetMap (new tab)',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
} as const;

export const MENUS_PAGE = {
  heading: 'Our sample menus',
  lead: 'Every show comes with a three-course dinner, cooked by the kitchen of the hotel that hosts it. Here is what a typical evening looks like.',
  datesLink: (title: string) => `See dates and book ${title}`,
  menuHeading: (title: string) => `${title}: sample menu`,
  ownPage: (title: string) => `${title} menu on its own page`,
} as const;

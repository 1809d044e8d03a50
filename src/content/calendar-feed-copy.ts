/** Words of the calendars people subscribe to, and of the links that offer them (docs/product.md, Calendars). */
export const CALENDAR_FEED_COPY = {
  names: {
    all: (company: string) => `${company}: all shows`,
    show: (show: string) => `${show}: every date`,
    city: (city: string) => `Show dates in ${city}`,
    hotel: (hotel: string) => `Show dates at ${hotel}`,
  },
  description: (company: string) =>
    `Upcoming dates of ${company}'s immersive dinner shows. Book with the venue: each date links to its page.`,
  atom: {
    title: (company: string) => `${company}: new dates`,
    subtitle: 'Show dates as they are announced, newest first.',
    rights: (company: string) => `© ${company}`,
    entryTitle: (name: string, date: string) => `${name}, ${date}`,
    entrySummary: (when: string, address: string) => `${when}, at ${address}.`,
  },
  links: {
    heading: 'Keep these dates in your calendar',
    lead: 'Subscribe once and your calendar adds new dates, and changes, by itself.',
    subscribe: (what: string) => `Subscribe: ${what}`,
    google: 'Google Calendar',
    newTab: 'opens in a new tab',
    copy: 'Calendar address',
    newDates: 'New dates (Atom feed)',
    what: {
      all: 'every date',
      show: (show: string) => `${show} dates`,
      city: (city: string) => `dates in ${city}`,
    },
  },
} as const;

/** Words of the venue grid and cards on the show pages. */
export const VENUE_COPY = {
  heading: 'Upcoming dates',
  loading: 'Loading...',
  found: (count: number) => (count === 1 ? 'Showing 1 upcoming date' : `Showing ${count} upcoming dates`),
  empty: {
    title: 'No dates announced yet for this show.',
    body: 'New dates are added through the year. Send us a message and we will let you know when it comes near you, or ask about hosting it at your own venue.',
    ask: 'Message us',
    host: 'Host this show',
  },
  failed: {
    title: "We couldn't load the dates just now.",
    body: 'This is usually a passing network problem. Please try again.',
    retry: 'Retry',
  },
  book: 'Book',
  datePage: 'times, map and calendar',
  newTab: "opens the hotel's booking page in a new tab",
  comingSoon: {
    year: (year: number) => `More dates in ${year}`,
    newTab: "opens the ticket seller's site in a new tab",
    notOnSale: 'Tickets not on sale yet',
  },
} as const;

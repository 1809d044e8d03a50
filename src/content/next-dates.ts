/** Words of the next-dates page (/next): the one link of the company's social bios. */
export const NEXT_DATES_COPY = {
  meta: {
    title: 'Next dates',
    description:
      'The next dates of our immersive dinner shows in hotels across the UK, soonest first. Choose your city and book with the hotel.',
  },
  heading: 'Next dates',
  lead: 'Every show, soonest first. Choose your city to see the dates near you.',
  loading: 'Loading dates...',
  count: (n: number) => (n === 1 ? '1 date' : `${n} dates`),
  listLabel: 'The next dates',
  empty: {
    title: 'No dates announced here yet.',
    body: 'New dates are added through the year.',
    whatsOn: "See every date on What's on",
  },
  social: 'Follow us',
  whatsOn: "All dates, with filters, on What's on",
} as const;

/** The 'Choose a show' page (/ourevents). The cards themselves use each show's title and summary. */
export const EVENTS_PAGE = {
  heading: 'Choose a show',
  lead: 'Four evenings of dinner and drama, touring hotels across the UK. Choose a show to read about it and see the dates near you.',
  moreAbout: 'About the show',
  book: 'Book',
  allDates: "Looking for a date near you? See every upcoming date on What's on",
} as const;

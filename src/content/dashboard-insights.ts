/** The dashboard's Insights section (docs/decisions/0028-counted-not-tracked.md): its words. */
export const INSIGHTS_COPY = {
  intro:
    'What visitors did on the site, counted per day without tracking anyone: visits with Global Privacy Control, by search-engine robots and by managers are left out.',
  period: 'Period',
  from: 'From',
  to: 'To',
  /** Quick periods ending today, beside the two dates. */
  lastDays: (days: number) => `Last ${days} days`,
  badPeriod: 'Choose a start date on or before the end date.',
  loading: 'Counting...',
  failed: (reason: string) => `The counts could not be loaded. ${reason}`,
  nothing: 'Nothing was counted in this period.',
  subscriptions: (started: number, confirmed: number) =>
    `Subscriptions in this period: ${started} started, ${confirmed} confirmed.`,
  chartNote: 'The table beside the chart has the same numbers.',
  views: 'Page views',
  bookClicks: 'Book clicks',
  clickThrough: 'Click-through',
  calendar: 'Calendar',
  shares: 'Shares',
  visits: 'Visits',
  shows: { title: 'Shows', caption: 'Page views and Book clicks per show', column: 'Show' },
  whereNext: {
    title: 'Where next',
    intro:
      'Cities ranked by demand (confirmed subscribers waiting for a show there, What’s on searches for the city while it had no dates, and Book clicks on its dates) against the dates already planned there.',
    caption: 'Demand per city, most wanted first',
    city: 'City',
    subscribers: 'Confirmed subscribers',
    searches: 'Searches with no dates',
    demand: 'Demand',
    planned: 'Dates planned',
    none: 'No demand for any city yet.',
    csvFile: 'where-next',
  },
  dates: {
    title: 'Dates',
    caption: 'Page views and Book clicks per date',
    /** Why a click-through can pass 100%: Book clicks are counted wherever the button is. */
    clickThroughNote:
      'Click-through is Book clicks per view of the date’s page. A date’s Book button is also on its show’s page and What’s on, so it can pass 100%.',
    date: 'Date',
    show: 'Show',
    hotel: 'Hotel',
    city: 'City',
    csvFile: 'dates',
  },
  cities: { title: 'Cities', caption: 'Page views and Book clicks per city', column: 'City' },
  pages: { title: 'Pages', caption: 'Page views per page', column: 'Page' },
  arrivals: {
    title: 'Where visits start',
    landings: 'Pages people arrive on',
    referrers: 'Sites that sent them',
    devices: 'Devices',
    page: 'Page',
    site: 'Site',
    device: 'Device',
    direct: 'No other site (typed, bookmarked or an app)',
    other: 'Other sites (past the day’s limit)',
    referrersNotCounted:
      'Sites that sent them: not counted on this hosted site, whose store cannot tell a real site’s name from an invented one.',
    phone: 'Phone',
    tablet: 'Tablet',
    desktop: 'Computer',
  },
  downloadCsv: (what: string) => `Download ${what} as CSV`,
} as const;

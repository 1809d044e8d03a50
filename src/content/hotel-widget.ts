/** Words of the widget a hotel puts on its own website, and of the dashboard's snippet for it. */
export const HOTEL_WIDGET_COPY = {
  title: (hotel: string) => `Show dates at ${hotel}`,
  heading: (hotel: string) => `Our show dates at ${hotel}`,
  none: 'No dates announced yet. New dates appear here as soon as they are on sale.',
  book: 'Book',
  newTab: 'opens in a new tab',
  bookLabel: (show: string, when: string) => `Book ${show}, ${when}`,
  at: (time: string) => `at ${time}`,
  status: {
    onSale: 'On sale',
  },
  allDates: 'All dates of every show',
  calendar: 'Add these dates to your calendar',
  /** The iframe's title, which a screen reader announces on the hotel's own page. */
  frameTitle: (hotel: string) => `Show dates at ${hotel}`,
} as const;

/** The dashboard's words about the snippet (the Hotels section). */
export const HOTEL_WIDGET_DASHBOARD_COPY = {
  heading: 'Dates on the hotel’s own website',
  lead:
    'Paste this snippet into a page of the hotel’s website: it lists the hotel’s upcoming dates with their ' +
    'status and Book links, and keeps itself up to date. It sets no cookies and tracks no one. It shows on ' +
    'a page served from a website (http or https); a page opened as a file on a computer shows an empty box.',
  snippetLabel: (hotel: string) => `Snippet for ${hotel}`,
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  calendar: 'Calendar of the hotel’s dates',
  bookingSource: 'Tell the hotel’s booking page the visitor came from this site (utm_source)',
  bookingSourceHelp:
    'Book links then add utm_source to the hotel’s booking address. Switch this off if the hotel’s booking ' +
    'system refuses unknown parameters.',
} as const;

/** The same panel on the hotel's own page, in the words the rest of that page uses ("your dates"). */
export const HOTEL_WIDGET_KIT_COPY = {
  ...HOTEL_WIDGET_DASHBOARD_COPY,
  heading: 'Your dates on your own website',
  lead:
    'Paste this snippet into a page of your website, as HTML (a website builder’s “HTML” or “code” block): ' +
    'it lists your upcoming dates with their status and Book links, and keeps itself up to date. It sets no ' +
    'cookies and tracks no one.',
  calendar: 'Calendar of your dates',
} as const;

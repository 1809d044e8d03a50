/**
 * The words on a date's pictures and posters that are not the date's own data (hotels' kit, issue 39): the
 * show's title, hotel, date and status come from the listing; these only frame them.
 */
export const KIT_COPY = {
  /** Above the title: what kind of evening it is, for someone who has never heard of the show. */
  kicker: 'Immersive dinner theatre',
  bookWithHotel: 'Book with the hotel',
  qrCaption: 'Scan for the evening, the menu and booking',
  /** The same lines on a date that cannot be booked as planned (sold out, cancelled, postponed). */
  askTheHotel: 'Ask the hotel about seats',
  qrCaptionOff: 'Scan for the latest on this date and the show’s other dates',
} as const;

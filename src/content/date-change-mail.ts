import { LISTING_STATE_COPY } from './listing-status';

/**
 * The e-mail a subscriber gets when a date of the show and city they asked about is called off or moved
 * (server/subscriptions/date-change-mail.ts; hosted: src/data/firebase/date-change-mail.ts). Each part takes
 * the words as strings, so the hosted templates can pass `{{field}}` placeholders.
 */
export const DATE_CHANGE_EMAIL = {
  cancelled: {
    subject: (show: string, city: string, date: string) => `Cancelled: ${show} in ${city} on ${date}`,
    body: (show: string, hotel: string, location: string, date: string) => [
      `We are sorry: ${show} at ${hotel}, ${location}, on ${date} is cancelled.`,
      LISTING_STATE_COPY.calledOffBody.cancelled,
    ],
  },
  postponed: {
    subject: (show: string, city: string, date: string) => `Postponed: ${show} in ${city} on ${date}`,
    body: (show: string, hotel: string, location: string, date: string) => [
      `${show} at ${hotel}, ${location}, will not go ahead on ${date} as planned.`,
      'The new date will be announced on its page. If you booked, keep your tickets: the venue will contact you.',
    ],
  },
  moved: {
    subject: (show: string, city: string, date: string) => `Moved: ${show} in ${city} is now on ${date}`,
    body: (
      show: string,
      hotel: string,
      location: string,
      date: string,
      previousDate: string,
      time: string,
    ) => [
      `${show} at ${hotel}, ${location}, has moved from ${previousDate} to ${date}, starting at ${time}.`,
      'If you booked, the venue will contact you about your tickets.',
    ],
  },
  action: 'See the date',
} as const;

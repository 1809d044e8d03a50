import { z } from 'zod';
import { FACT_ANSWERS, HEARING_LOOPS, UNCONFIRMED_ACCESS } from './hotel-facts';
import { CITY_KEYS } from './cities';
import { LIMITS } from './limits';
import { optionalBody, optionalText, requiredText } from './text';
import { safeHttpUrl } from './url';
import { hotelStaySchema } from './hotel-stay';

/** A hotel the shows tour to, as a manager keeps it: where it is, who to ask, and its access facts. */
const answer = z.enum(FACT_ANSWERS, { error: 'Choose yes, no or not confirmed' }).default('unknown');

export const hotelAccessSchema = z.object({
  stepFree: answer,
  accessibleToilet: answer,
  /** Blue Badge parking at or beside the hotel. */
  parking: answer,
  quietSpace: answer,
  hearingLoop: z
    .enum(HEARING_LOOPS, { error: 'Choose fixed, portable, none or not confirmed' })
    .default('unknown'),
});

const ACCESS_TEXT = 1000;

/** Who at the hotel sells its dates: the private link to the hotel's page is e-mailed to them (issue 39). */
export const hotelContactSchema = z.object({
  name: optionalText('Contact name', LIMITS.name),
  email: optionalText('Contact e-mail', LIMITS.email).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Enter a valid e-mail address, like name@example.com',
  ),
});

/** What a manager enters for a hotel; the same schema checks the form, the API and the Firestore mapper. */
export const hotelInputSchema = z.object({
  name: requiredText('Hotel name', LIMITS.hotelName),
  address: requiredText('Address', LIMITS.hotelLocation),
  city: z.enum(CITY_KEYS, { error: 'Choose a city from the list' }),
  mapUrl: optionalText('Map link', LIMITS.url).refine(
    (value) => value === '' || safeHttpUrl(value) !== null,
    'Map link must be a web address starting with https:// or http://',
  ),
  /** Who answers access questions: a name, a phone number, an e-mail address. */
  accessContact: optionalText('Access contact', LIMITS.hotelLocation),
  access: hotelAccessSchema.default(UNCONFIRMED_ACCESS),
  dietary: optionalBody('Dietary options', ACCESS_TEXT),
  accessNotes: optionalBody('Access notes', ACCESS_TEXT),
  contact: hotelContactSchema.default({ name: '', email: '' }),
  // Before you book (issue 40): allergen information, parking, staying the night (hotel-stay.ts).
  ...hotelStaySchema.shape,
  /**
   * Whether Book links add `utm_source` to the hotel's booking address (src/domain/booking-link.ts): on
   * unless the hotel's booking system refuses parameters it does not know.
   */
  bookingSource: z.boolean({ error: 'Choose whether Book links name this site' }).default(true),
});

export type HotelInput = z.input<typeof hotelInputSchema>;
export type HotelContact = z.output<typeof hotelContactSchema>;
export type HotelFields = z.output<typeof hotelInputSchema>;

export interface Hotel extends HotelFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A hotel as the manager's list shows it: with how many dates (not in the trash) are at it. */
export interface HotelWithDates extends Hotel {
  dates: number;
  /** The hotel's private link, when one is live (src/domain/hotel-kit.ts). */
  link?: HotelLinkState | null;
}

/** A live private link as the manager sees it: never the link itself, which is kept only hashed. */
export interface HotelLinkState {
  sentTo: string;
  /** False: made where e-mail is not set up, so nothing was sent and the manager was given it to pass on. */
  emailed: boolean;
  createdAt: string;
  /** When the hotel last opened its page; null until it has. */
  lastOpenedAt: string | null;
}

/** Why a hotel's new name, address or city is refused (every store keeps one hotel per place). */
export const HOTEL_TAKEN = 'There is already a hotel with this name, address and city.';
export const NO_SUCH_HOTEL = 'There is no such hotel.';

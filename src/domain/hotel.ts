import { z } from 'zod';
import { CITY_KEYS } from './cities';
import { LIMITS } from './limits';
import { optionalBody, optionalText, requiredText } from './text';
import { safeHttpUrl } from './url';

/**
 * A hotel the shows tour to, with what decides whether a visitor can come at all (issue 22): each access
 * fact is `yes`, `no` or `unknown` (not confirmed: the page then says to ask the venue, never "No").
 */
export const FACT_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type FactAnswer = (typeof FACT_ANSWERS)[number];

/** A hearing loop fixed in the room, one the hotel brings out on request, or none. */
export const HEARING_LOOPS = ['fixed', 'portable', 'none', 'unknown'] as const;
export type HearingLoop = (typeof HEARING_LOOPS)[number];

/** The yes/no facts, in the order a page lists them. */
export const YES_NO_FACTS = ['stepFree', 'accessibleToilet', 'parking', 'quietSpace'] as const;
export type YesNoFact = (typeof YES_NO_FACTS)[number];

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
export type HotelAccess = z.output<typeof hotelAccessSchema>;

/** Nothing confirmed yet: how every hotel starts, and how listings from before hotels were migrated. */
export const UNCONFIRMED_ACCESS: HotelAccess = {
  stepFree: 'unknown',
  accessibleToilet: 'unknown',
  parking: 'unknown',
  quietSpace: 'unknown',
  hearingLoop: 'unknown',
};

const ACCESS_TEXT = 1000;

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
});

export type HotelInput = z.input<typeof hotelInputSchema>;
export type HotelFields = z.output<typeof hotelInputSchema>;

export interface Hotel extends HotelFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

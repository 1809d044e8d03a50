/**
 * A hotel's access facts, what decides whether a visitor can come at all (issue 22): each is `yes`, `no` or
 * `unknown` (not confirmed: the page then says to ask the venue, never "No"). Plain values, no zod: public
 * pages read them on their first load (docs/product.md, Budgets); hotel.ts checks them when written.
 */
export const FACT_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type FactAnswer = (typeof FACT_ANSWERS)[number];

/** A hearing loop fixed in the room, one the hotel brings out on request, or none. */
export const HEARING_LOOPS = ['fixed', 'portable', 'none', 'unknown'] as const;
export type HearingLoop = (typeof HEARING_LOOPS)[number];

/** The yes/no facts, in the order a page lists them. */
export const YES_NO_FACTS = ['stepFree', 'accessibleToilet', 'parking', 'quietSpace'] as const;
export type YesNoFact = (typeof YES_NO_FACTS)[number];

/** A hotel's access facts (hotel.ts checks them with zod when they are written). */
export interface HotelAccess {
  stepFree: FactAnswer;
  accessibleToilet: FactAnswer;
  /** Blue Badge parking at or beside the hotel. */
  parking: FactAnswer;
  quietSpace: FactAnswer;
  hearingLoop: HearingLoop;
}

/** Nothing confirmed yet: how every hotel starts, and how listings from before hotels were migrated. */
export const UNCONFIRMED_ACCESS: HotelAccess = {
  stepFree: 'unknown',
  accessibleToilet: 'unknown',
  parking: 'unknown',
  quietSpace: 'unknown',
  hearingLoop: 'unknown',
};

import { dialablePhone } from './phone';
import { safeHttpUrl } from './url';

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

/**
 * What a visitor asks a hotel before booking, beside its access facts (issue 40): where its written allergen
 * information is (a web page or a phone number), parking, and staying the night (words and a link). Empty
 * means not confirmed: the page then says to ask the venue, never a guess.
 */
export interface HotelStayFacts {
  allergenInfo: string;
  parkingInfo: string;
  stayInfo: string;
  stayUrl: string;
}

export const NO_STAY_FACTS: HotelStayFacts = { allergenInfo: '', parkingInfo: '', stayInfo: '', stayUrl: '' };

/** Where the hotel's allergen information is: a link, a number to ring, or nothing (not given). */
export type AllergenInfo = { kind: 'link'; href: string } | { kind: 'phone'; number: string; dial: string };

export function allergenInfo(value: string): AllergenInfo | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const href = safeHttpUrl(trimmed);
  if (href) return { kind: 'link', href };
  const dial = dialablePhone(trimmed);
  return dial.replace(/\D/g, '').length >= 6 ? { kind: 'phone', number: trimmed, dial } : null;
}

/**
 * Where a listing stands and how many seats it has left: plain values and guards, without zod, so the
 * public pages' readers (hosted mode's Firestore mapper, the date page) can use them without loading the
 * schema library that checks a manager's input (src/domain/venue.ts).
 */

/**
 * Where a date stands (schema.org's EventStatusType): `rescheduled` once its date has moved (the previous
 * date is kept), `postponed` while a new date is not known yet. A cancelled or postponed date keeps its page.
 */
export const LISTING_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How many seats are left (schema.org's InStock, LimitedAvailability, SoldOut). */
export const AVAILABILITIES = ['on-sale', 'few-left', 'sold-out'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const isListingStatus = (value: unknown): value is ListingStatus =>
  (LISTING_STATUSES as readonly unknown[]).includes(value);
export const isAvailability = (value: unknown): value is Availability =>
  (AVAILABILITIES as readonly unknown[]).includes(value);

/**
 * Availability settled: given, or read from the old `soldOut` flag (true: sold out, else on sale). The
 * output carries both, `soldOut` always equal to `availability === 'sold-out'`, so readers of the flag keep
 * working; `availability` wins when a caller sends the two.
 */
export function settleAvailability<T extends { availability?: Availability; soldOut?: boolean }>(
  fields: T,
): Omit<T, 'availability' | 'soldOut'> & { availability: Availability; soldOut: boolean } {
  const availability = fields.availability ?? (fields.soldOut ? 'sold-out' : 'on-sale');
  return { ...fields, availability, soldOut: availability === 'sold-out' };
}

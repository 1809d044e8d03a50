import { z } from 'zod';
import { addDays } from './venue-batch';
import type { ListingRecord, VenueFields } from './venue';
import { AVAILABILITIES, LISTING_STATUSES, settleAvailability } from './listing-state';

/**
 * The most listings one action on a selection may touch. Hosted, a delete is two writes per listing (the
 * listing out, its trash copy in) plus the history record, in one batch of at most 500 writes.
 */
export const MAX_SELECTION = 200;

/** The most days a selection may move at once: a year either way (a slipped season, not a typo'd century). */
export const MAX_SHIFT_DAYS = 366;

export const venueIdsSchema = z
  .array(z.string().min(1).max(100), { error: 'Choose at least one listing' })
  .min(1, 'Choose at least one listing')
  .max(MAX_SELECTION, `At most ${MAX_SELECTION} listings at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'The same listing is chosen twice');

/**
 * What an action on a selection does to each listing: mark it sold out (or on sale), set where it stands
 * (cancelled, postponed, back on) or how many seats are left (the dashboard's quick status actions, and
 * their undo), or move its date.
 */
export const venueSelectionChangeSchema = z.union(
  [
    z.strictObject({ soldOut: z.boolean({ error: 'Say sold out (true) or on sale (false)' }) }),
    z.strictObject({
      status: z.enum(LISTING_STATUSES, { error: 'Choose scheduled, cancelled, postponed or rescheduled' }),
    }),
    z.strictObject({
      availability: z.enum(AVAILABILITIES, { error: 'Choose on sale, few left or sold out' }),
    }),
    z.strictObject({
      shiftDays: z
        .number({ error: 'Say how many days to move the dates' })
        .int('Move by whole days')
        .min(-MAX_SHIFT_DAYS, `Move by at most ${MAX_SHIFT_DAYS} days`)
        .max(MAX_SHIFT_DAYS, `Move by at most ${MAX_SHIFT_DAYS} days`)
        .refine((days) => days !== 0, 'Move by at least one day'),
    }),
  ],
  {
    error:
      'Mark the listings sold out or on sale, set their status or seats, or move them by a number of days',
  },
);

export type VenueSelectionChange = z.output<typeof venueSelectionChangeSchema>;

/** `POST /api/venues/selection`: the ids and the change, checked together. */
export const venueSelectionUpdateSchema = z.strictObject({
  ids: venueIdsSchema,
  change: venueSelectionChangeSchema,
});

export const venueSelectionSchema = z.strictObject({ ids: venueIdsSchema });

/**
 * One listing after the change. A date put back on ("scheduled") that has moved before stays marked as
 * moved (rescheduled), so its page and JSON-LD keep naming the date it had.
 */
export function applySelectionChange(fields: ListingRecord, change: VenueSelectionChange): VenueFields {
  if ('soldOut' in change) return { ...fields, ...settleAvailability({ soldOut: change.soldOut }) };
  if ('availability' in change)
    return { ...fields, ...settleAvailability({ availability: change.availability }) };
  if ('status' in change) {
    const backOn = change.status === 'scheduled' && fields.previousDate !== undefined;
    return { ...fields, status: backOn ? 'rescheduled' : change.status };
  }
  return { ...fields, date: addDays(fields.date, change.shiftDays) };
}

/** The ids of `ids` that `known` lacks, as field errors (`ids.2`) a caller can point at. */
export function missingIds(ids: readonly string[], known: ReadonlySet<string>): Record<string, string> {
  const missing: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) missing[`ids.${index}`] = 'This listing no longer exists (deleted meanwhile?)';
  });
  return missing;
}

export const missingListingsMessage = (count: number) =>
  count === 1
    ? 'One of the chosen listings no longer exists, so nothing was changed. Reload the list and try again.'
    : `${count} of the chosen listings no longer exist, so nothing was changed. Reload the list and try again.`;

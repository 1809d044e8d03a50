import { z } from 'zod';
import { isIsoDate } from './dates';
import { venueFieldsObject, type VenueFields } from './venue';
import { settleAvailability } from './listing-state';
import { CLOCK_TIME } from './london-time';

/** The most dates one batch may add: a season's tour, with room to spare. */
export const MAX_BATCH_DATES = 60;

/**
 * One hotel on several dates (`POST /api/venues/batch`): the fields of a listing with `dates`
 * in place of `date`, and `times`, a date's own start where it differs from the batch's (a matinee in a run
 * of evenings). Saved together or not at all.
 */
export const venueBatchSchema = venueFieldsObject
  .omit({ date: true })
  .extend({
    dates: z
      .array(z.string().refine(isIsoDate, 'Each date must be a real date (YYYY-MM-DD)'), {
        error: 'Add at least one date',
      })
      .min(1, 'Add at least one date')
      .max(MAX_BATCH_DATES, `At most ${MAX_BATCH_DATES} dates at once`)
      .refine((dates) => new Set(dates).size === dates.length, 'The same date is listed twice'),
    times: z
      .record(
        z.string().refine(isIsoDate, 'Each date must be a real date (YYYY-MM-DD)'),
        z.string().regex(CLOCK_TIME, 'Start time must be a time like 19:30'),
      )
      .optional(),
  })
  .refine(({ dates, times = {} }) => Object.keys(times).every((date) => dates.includes(date)), {
    message: 'A start time is given for a date that is not in the list',
    path: ['times'],
  })
  .transform(settleAvailability);

export type VenueBatchInput = z.input<typeof venueBatchSchema>;
export type VenueBatch = z.output<typeof venueBatchSchema>;

/** The listings a batch stands for, one per date, in date order, each with its own start if it has one. */
export function batchListings(batch: VenueBatch): VenueFields[] {
  const { dates, times = {}, ...fields } = batch;
  return [...dates].sort().map((date) => {
    const startTime = times[date] ?? fields.startTime;
    return { ...fields, date, ...(startTime ? { startTime } : {}) };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The calendar day `days` after (or, negative, before) an ISO date; calendar days, so no clock change skews it. */
export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The most hotels one Add may take: a weekend's spread of a show, not a whole tour typed in one form. */
export const MAX_BATCH_HOTELS = 6;

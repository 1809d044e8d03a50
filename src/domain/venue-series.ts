import { z } from 'zod';
import { venueFieldsObject, type Venue, type VenueFields } from './venue';

/**
 * How far an edit or a delete of one date of a run reaches: that date only, that date and the run's later
 * dates, or every date of the run. A run is the dates created together (createVenues: a list of dates, or
 * "every Friday from ... to ..."), which share a `seriesId`.
 */
export const SERIES_SCOPES = ['only', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const seriesScopeSchema = z.enum(SERIES_SCOPES, {
  error: 'Choose this date only, this and later dates, or every date of the run',
});

/**
 * The live listings an edit or delete of `target` with `scope` reaches, `target` first, then the others in
 * date order. A listing outside any run reaches only itself, whatever the scope. `venues` are every
 * listing outside the trash; "later" compares with the date `target` has before the edit.
 */
export function seriesMembers(venues: readonly Venue[], target: Venue, scope: SeriesScope): Venue[] {
  const { seriesId } = target;
  if (scope === 'only' || !seriesId) return [target];
  const others = venues
    .filter((venue) => venue.seriesId === seriesId && venue.id !== target.id)
    .filter((venue) => scope === 'all' || venue.date >= target.date)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return [target, ...others];
}

/**
 * What one listing of the run becomes: the edited listing takes every field entered; the run's other dates
 * take the fields the edit changed (from `target` as it stood before it) and keep the rest their own, their
 * date always. A typo fixed for every date leaves a matinee's start, a sold-out date's seats and a cancelled
 * date's status as they were.
 */
export function seriesEdit(member: Venue, target: Venue, fields: VenueFields): VenueFields {
  if (member.id === target.id) return fields;
  const own = member as unknown as Record<string, unknown>;
  const before = target as unknown as Record<string, unknown>;
  const edited = fields as unknown as Record<string, unknown>;
  // Every field a listing can have, entered or not: a start time left empty is no key at all.
  const keys = new Set([...Object.keys(venueFieldsObject.shape), ...Object.keys(fields)]);
  const taken = Object.fromEntries(
    [...keys].map((key) => [key, same(edited[key], before[key]) ? own[key] : edited[key]]),
  ) as unknown as VenueFields;
  return { ...taken, date: member.date };
}

/** The same value, an empty one the same as none (a start time left empty is the show's usual). */
const same = (a: unknown, b: unknown) => JSON.stringify(a || null) === JSON.stringify(b || null);

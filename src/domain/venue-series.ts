import { z } from 'zod';
import type { Venue, VenueFields } from './venue';

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
 * take them all but the date, which stays their own.
 */
export function seriesEdit(member: Venue, target: Venue, fields: VenueFields): VenueFields {
  return member.id === target.id ? fields : { ...fields, date: member.date };
}

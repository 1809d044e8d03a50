import { useId } from 'react';
import { SERIES_WORDS as W } from '../../../content/dashboard-listings';
import type { Venue } from '../../../domain/venue';
import { SERIES_SCOPES, seriesMembers, type SeriesScope } from '../../../domain/venue-series';

/** How many live listings each reach of an edit or delete of `venue` touches (1 each outside a run). */
export function runCounts(venues: readonly Venue[], venue: Venue): Record<SeriesScope, number> {
  const count = (scope: SeriesScope) => seriesMembers(venues, venue, scope).length;
  return { only: 1, following: count('following'), all: count('all') };
}

/** Whether the listing shares a run with at least one other live date: only then is a reach asked. */
export const inRun = (counts: Record<SeriesScope, number>) => counts.all > 1;

/**
 * The reach of an edit of one date of a run, as three choices; "this and later" is offered only when it
 * differs from both others. Only this date is chosen first: changing one is the safe default.
 */
export function SeriesScopeField({
  legend,
  counts,
  scope,
  onScope,
}: {
  legend: string;
  counts: Record<SeriesScope, number>;
  scope: SeriesScope;
  onScope: (scope: SeriesScope) => void;
}) {
  const id = useId();
  return (
    <fieldset className="series-scope mb-3">
      <legend className="h6">{legend}</legend>
      {scopesFor(counts).map((option) => (
        <div key={option} className="form-check">
          <input
            id={`${id}-${option}`}
            className="form-check-input"
            type="radio"
            name={`${id}-scope`}
            checked={scope === option}
            onChange={() => onScope(option)}
          />
          <label htmlFor={`${id}-${option}`} className="form-check-label">
            {W.scope(option, counts)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The reaches worth offering: "this and later" only when it is neither just this date nor the whole run. */
export function scopesFor(counts: Record<SeriesScope, number>): SeriesScope[] {
  return SERIES_SCOPES.filter(
    (scope) => scope !== 'following' || (counts.following > 1 && counts.following < counts.all),
  );
}

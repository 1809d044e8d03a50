import { useId, useMemo } from 'react';
import { hotelInTown } from '../../../domain/cities';
import { formatShortDate, isUpcoming } from '../../../domain/dates';
import { isShowKey, SHOW_KEYS, SHOW_NAMES, type ShowKey } from '../../../domain/shows';
import type { Venue } from '../../../domain/venue';

export interface VenuePick {
  show: ShowKey | '';
  venueId: string;
}

export const NO_PICK: VenuePick = { show: '', venueId: '' };

/**
 * How a picker names a listing: its date first, short, then its hotel and city ("Fri 12 Feb 2027 · The Grand,
 * Brighton"). The options are in date order, and a closed select shows only the start of its text: the date
 * then stays whole beside the editor at 1600 px and on a phone, where "The Grand Hotel, Brighton — Monday 14
 * December 2026" lost its year or its month. The city tells two hotels of one name apart; two listings at
 * one hotel on one date also name the location.
 */
function labelsFor(venues: readonly Venue[]): Map<string, string> {
  const named = (venue: Venue) =>
    `${formatShortDate(venue.date)} · ${hotelInTown(venue.hotelName, venue.city)}`;
  const counts = new Map<string, number>();
  for (const venue of venues) counts.set(named(venue), (counts.get(named(venue)) ?? 0) + 1);
  return new Map(
    venues.map((venue) => {
      const label = named(venue);
      return [venue.id, (counts.get(label) ?? 0) > 1 ? `${label} (${venue.hotelLocation})` : label];
    }),
  );
}

/**
 * Picks exactly one listing, by show and then by hotel and date (the original's Update changed every listing
 * sharing a date, and Delete removed the first hotel+date match: docs/product.md, Deliberate differences).
 */
export function VenuePicker({
  venues,
  pick,
  onPick,
  purpose,
}: {
  venues: readonly Venue[];
  pick: VenuePick;
  onPick: (pick: VenuePick) => void;
  /** Says what the choice is for, in the listing select's label ("to update"). */
  purpose: string;
}) {
  const id = useId();
  const ofShow = useMemo(() => venues.filter((venue) => venue.show === pick.show), [venues, pick.show]);
  const labels = useMemo(() => labelsFor(ofShow), [ofShow]);
  // In date order, whatever order the list came in: upcoming soonest first; past ones newest first, since the
  // one just gone is the likeliest to need a fix (each group labelled, so neither order surprises).
  const byDate = [...ofShow].sort((a, b) => a.date.localeCompare(b.date));
  const upcoming = byDate.filter((venue) => isUpcoming(venue.date));
  const past = byDate.filter((venue) => !isUpcoming(venue.date)).reverse();
  const option = (venue: Venue) => (
    <option key={venue.id} value={venue.id}>
      {labels.get(venue.id)}
    </option>
  );

  return (
    <fieldset className="venue-picker mb-3">
      <legend className="h6">Choose the listing</legend>
      <div className="mb-3">
        <label htmlFor={`${id}-show`} className="form-label">
          Show
        </label>
        <select
          id={`${id}-show`}
          className="form-select"
          value={pick.show}
          onChange={(event) =>
            onPick({ show: isShowKey(event.target.value) ? event.target.value : '', venueId: '' })
          }
        >
          <option value="">Choose a show</option>
          {SHOW_KEYS.map((key) => (
            <option key={key} value={key}>
              {SHOW_NAMES[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-venue`} className="form-label">
          Hotel and date {purpose}
        </label>
        <select
          id={`${id}-venue`}
          className="form-select"
          value={pick.venueId}
          disabled={!pick.show || ofShow.length === 0}
          aria-describedby={`${id}-venue-hint`}
          onChange={(event) => onPick({ ...pick, venueId: event.target.value })}
        >
          <option value="">{ofShow.length ? 'Choose a listing' : '—'}</option>
          {upcoming.length > 0 && <optgroup label="Upcoming">{upcoming.map(option)}</optgroup>}
          {past.length > 0 && <optgroup label="Past, most recent first">{past.map(option)}</optgroup>}
        </select>
        <div id={`${id}-venue-hint`} className="form-text">
          {!pick.show
            ? 'Choose a show first.'
            : ofShow.length === 0
              ? 'This show has no listings.'
              : `${ofShow.length} listing${ofShow.length === 1 ? '' : 's'} for ${SHOW_NAMES[pick.show]}.`}
        </div>
      </div>
    </fieldset>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import type { FieldErrors } from '../../../domain/validation';
import type { Venue, VenueFields } from '../../../domain/venue';
import type { SeriesScope } from '../../../domain/venue-series';
import { SERIES_WORDS, UPDATE_WORDS } from '../../../content/dashboard-listings';
import { NOTICE_WORDS } from '../../../content/dashboard-notices';
import { formatDateWithWeekday } from '../../../domain/dates';
import { venueLabel } from '../shared/format';
import { useDashboardData } from '../shared/dashboard-data';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { RESULT_WORDS as M, failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { inRun, runCounts, SeriesScopeField } from './series-scope';
import { isTellingChange, NoticeConfirmDialog, type TellingQuestion } from './notice-confirm-dialog';
import { usePickedVenue } from './use-picked-venue';
import { useSingleFlight } from '../shared/use-single-flight';
import { useAskFirst, useUnsavedChanges } from '../shared/unsaved-changes';
import { VenueFormFields } from './venue-form-fields';
import { checkVenueForm, venueToForm, type VenueFormValues } from './venue-form-values';
import { VenuePicker, type VenuePick } from './venue-picker';

/**
 * Update rewrites ONE listing (docs/product.md, Deliberate differences), chosen by show, hotel and date,
 * or, for a date of a run, the dates of the run the manager chooses. Duplicate starts Add from the listing
 * as saved, for a new date.
 */
export function UpdateVenueTab({
  pick,
  onPick,
  onDuplicate,
}: {
  pick: VenuePick;
  onPick: (pick: VenuePick) => void;
  onDuplicate?: (venue: Venue) => void;
}) {
  const { venues } = useDashboardData();
  const venue = usePickedVenue(venues.items, pick);
  // Still on screen (usePickedVenue keeps its last copy), no longer in the list.
  const gone = venue && !venues.items.some((listed) => listed.id === venue.id) ? venue : null;
  const [result, setResult] = useState<ActionResult>(null);
  const askFirst = useAskFirst();
  return (
    <div>
      <h2 className="h4 mt-3">Update a listing</h2>
      <VenuePicker
        venues={venues.items}
        pick={pick}
        purpose="to update"
        onPick={(next) =>
          askFirst(() => {
            setResult(null);
            onPick(next);
          }, 'updateListing')
        }
      />
      {gone && (
        <p className="alert alert-warning" role="status">
          {UPDATE_WORDS.gone(venueLabel(gone))}
        </p>
      )}
      {/* Keyed by listing: choosing another one starts from that listing's saved values. */}
      {venue && <UpdateVenueForm key={venue.id} venue={venue} onResult={setResult} />}
      <ResultMessage result={result} />
      {venue && onDuplicate && (
        <button type="button" className="btn btn-outline-secondary mb-3" onClick={() => onDuplicate(venue)}>
          Duplicate to another date...
        </button>
      )}
    </div>
  );
}

const Q = NOTICE_WORDS.confirm;

/** A save that would tell the date's subscribers (cancelled, postponed, or a new day) is asked about first. */
function tellingQuestion(venue: Venue, input: VenueFields): TellingQuestion | null {
  const label = venueLabel(venue);
  const venueIds = [venue.id];
  if (input.status !== venue.status && isTellingChange(input.status))
    return {
      question: Q.question[input.status](label),
      yes: Q.yes[input.status],
      change: input.status,
      venueIds,
    };
  if (input.date !== venue.date)
    return {
      question: (input.correction ? Q.question.correctedTo : Q.question.movedTo)(
        label,
        formatDateWithWeekday(input.date),
      ),
      yes: input.correction ? Q.yes.correctedTo : Q.yes.movedTo,
      change: 'moved',
      venueIds,
    };
  return null;
}

function UpdateVenueForm({ venue, onResult }: { venue: Venue; onResult: (result: ActionResult) => void }) {
  const port = useDataPort();
  const { venues, reloadVenues } = useDashboardData();
  const counts = runCounts(venues.items, venue);
  const [scope, setScope] = useState<SeriesScope>('only');
  const [values, setValues] = useState<VenueFormValues>(() => venueToForm(venue));
  const [errors, setErrors] = useState<FieldErrors>({});
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(venueToForm(venue)), 'updateListing');
  const { pending, run } = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState<(TellingQuestion & { input: VenueFields }) | null>(null);
  // A new day may correct a mistake rather than move the date: the manager says which.
  const [correcting, setCorrecting] = useState(false);
  const dayChanged = values.date !== venue.date;

  function showErrors(found: FieldErrors) {
    flushSync(() => {
      setErrors(found);
      onResult(failure(M.updateFailedPrefix + M.fixFields));
    });
    focusFirstInvalid(form.current);
  }

  // The form shows the listing as stored, not as typed: a new date makes it "Moved" (and keeps the old
  // date), which a second save must not undo by sending "Scheduled" back.
  const showSaved = (saved: Venue | undefined) => {
    if (!saved) return;
    setValues(venueToForm(saved));
    setCorrecting(false);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkVenueForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    const input = dayChanged && correcting ? { ...checked.input, correction: true } : checked.input;
    const question = tellingQuestion(venue, input);
    if (question) setAsking({ ...question, input });
    else save(input);
  }

  function save(input: VenueFields) {
    void run(async () => {
      onResult(null);
      try {
        if (inRun(counts)) {
          const changed = await port.updateVenueSeries(venue.id, input, scope);
          showSaved(changed[0]);
          onResult(success(M.updated + SERIES_WORDS.updated(changed.length)));
        } else {
          showSaved(await port.updateVenue(venue.id, input));
          onResult(success(M.updated));
        }
      } catch (error) {
        if (isDataError(error, 'invalid')) return showErrors(error.fields);
        onResult(
          isDataError(error, 'not-found')
            ? failure(M.noMatch)
            : failure(M.updateFailedPrefix + failureReason(error)),
        );
      }
      void reloadVenues();
    });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Listing details">
      <fieldset className="venue-step">
        <legend className="h6">Change its details</legend>
        <VenueFormFields values={values} errors={errors} onChange={setValues} />
        {dayChanged && (
          <div className="form-check mb-3">
            <input
              id={`correct-${venue.id}`}
              type="checkbox"
              className="form-check-input"
              aria-describedby={`correct-${venue.id}-hint`}
              checked={correcting}
              onChange={(event) => setCorrecting(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`correct-${venue.id}`}>
              {UPDATE_WORDS.correction}
            </label>
            <p id={`correct-${venue.id}-hint`} className="form-text mb-0">
              {UPDATE_WORDS.correctionHint}
            </p>
          </div>
        )}
      </fieldset>
      {inRun(counts) && (
        <SeriesScopeField legend={SERIES_WORDS.editLegend} counts={counts} scope={scope} onScope={setScope} />
      )}
      <button type="submit" className="btn btn-primary mb-3" aria-disabled={pending}>
        {pending ? 'Updating...' : 'Update listing'}
      </button>
      <NoticeConfirmDialog
        asking={asking}
        onConfirm={() => {
          if (asking) save(asking.input);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </form>
  );
}

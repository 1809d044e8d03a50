import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import type { FieldErrors } from '../../../domain/validation';
import type { Venue } from '../../../domain/venue';
import { useDashboardData } from '../shared/dashboard-data';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { venueLabel } from '../shared/format';
import { RESULT_WORDS as M, failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';
import { checkDates, EMPTY_DATE_PLAN, placeDateErrors, plannedDates, type DatePlan } from './venue-dates';
import { VenueDatesFields } from './venue-dates-fields';
import { VenueFormFields } from './venue-form-fields';
import { checkVenueDetails, EMPTY_VENUE_FORM, venueToForm, type VenueFormValues } from './venue-form-values';
import { VenuePreview } from './venue-preview';

/**
 * The Add tab, with its warning: one listing, or the same show at the same hotel on several dates, saved
 * together or not at all. A new listing goes live on its show page at once. `copyOf` (Duplicate on a
 * listing) starts the form from that listing's details, with the date left to choose.
 */
export function AddVenueTab({ copyOf }: { copyOf?: Venue | undefined }) {
  const port = useDataPort();
  const { reloadVenues } = useDashboardData();
  const [values, setValues] = useState<VenueFormValues>(() =>
    copyOf ? { ...venueToForm(copyOf), date: '' } : EMPTY_VENUE_FORM,
  );
  const [plan, setPlan] = useState<DatePlan>(EMPTY_DATE_PLAN);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<ActionResult>(null);
  const [saved, setSaved] = useState<Venue | null>(null);
  const { pending, run } = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);
  const count = plannedDates(plan).length;

  useEffect(() => {
    // A copy needs only its new date: the keyboard starts there.
    if (copyOf) form.current?.querySelector<HTMLInputElement>('input[type="date"]')?.focus();
  }, [copyOf]);

  function showErrors(found: FieldErrors, message: string) {
    flushSync(() => {
      setErrors(found);
      setResult(failure(message));
    });
    focusFirstInvalid(form.current);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setSaved(null);
      const details = checkVenueDetails(values);
      const dates = checkDates(plan);
      if (!details.ok || !dates.ok) {
        const found = { ...(details.ok ? {} : details.errors), ...(dates.ok ? {} : dates.errors) };
        return showErrors(found, M.addFailedPrefix + M.fixFields);
      }
      setErrors({});
      setResult(null);
      try {
        const [first, ...rest] = dates.dates;
        // One date takes the path a single listing always took; several go in one all-or-nothing batch.
        const created =
          rest.length === 0 && first
            ? [await port.createVenue({ ...details.input, date: first })]
            : await port.createVenues({ ...details.input, dates: dates.dates });
        setSaved(created[0] ?? null);
        setResult(success(created.length === 1 ? M.added : `${M.added}: ${created.length} dates added.`));
        // The next listing is often the same show on another date: keep the show, clear the rest.
        setValues({ ...EMPTY_VENUE_FORM, show: details.input.show });
        setPlan({ ...EMPTY_DATE_PLAN, mode: plan.mode, weekday: plan.weekday });
        void reloadVenues();
      } catch (error) {
        if (isDataError(error, 'invalid'))
          return showErrors(placeDateErrors(plan, error.fields), M.addFailedPrefix + M.fixFields);
        setResult(failure(M.addFailedPrefix + failureReason(error)));
      }
    });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="add-venue-title">
      <h2 id="add-venue-title" className="h4 mt-3">
        Add New Show
      </h2>
      <p className="alert alert-warning">
        <strong>Reserved for the production manager.</strong> A listing added here appears on its show page
        straight away.
      </p>
      {copyOf && (
        <p className="alert alert-info">
          A copy of <strong>{venueLabel(copyOf)}</strong>: choose its new date, or several.
        </p>
      )}
      <VenueFormFields
        values={values}
        errors={errors}
        onChange={setValues}
        dates={<VenueDatesFields plan={plan} errors={errors} onChange={setPlan} />}
      />
      <button type="submit" className="btn btn-primary" aria-disabled={pending}>
        {pending ? 'Adding...' : count > 1 ? `Add ${count} listings` : 'Add listing'}
      </button>
      <div className="mt-3">
        <ResultMessage result={result} />
      </div>
      {saved && <VenuePreview venue={saved} heading="How visitors will see it" />}
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDataPort } from '../../data/data-port-context';
import { isDataError } from '../../data/errors';
import type { FieldErrors } from '../../domain/validation';
import type { Venue } from '../../domain/venue';
import { useDashboardData } from './dashboard-data';
import { focusFirstInvalid } from './focus-first-invalid';
import { DASHBOARD_MESSAGES as M, failure, failureReason, success, type ActionResult } from './messages';
import { ResultMessage } from './result-message';
import { useSingleFlight } from './use-single-flight';
import { VenueFormFields } from './venue-form-fields';
import { checkVenueForm, EMPTY_VENUE_FORM, type VenueFormValues } from './venue-form-values';
import { VenuePreview } from './venue-preview';

/** Spec section 2: the Add tab, with its warning; a new listing goes live on its show page at once. */
export function AddVenueTab() {
  const port = useDataPort();
  const { reloadVenues } = useDashboardData();
  const [values, setValues] = useState<VenueFormValues>(EMPTY_VENUE_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<ActionResult>(null);
  const [saved, setSaved] = useState<Venue | null>(null);
  const { pending, run } = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);

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
      const checked = checkVenueForm(values);
      if (!checked.ok) return showErrors(checked.errors, M.addFailedPrefix + M.fixFields);
      setErrors({});
      setResult(null);
      try {
        const venue = await port.createVenue(checked.input);
        setSaved(venue);
        setResult(success(M.added));
        // The next listing is often the same show on another date: keep the show, clear the rest.
        setValues({ ...EMPTY_VENUE_FORM, show: venue.show });
        void reloadVenues();
      } catch (error) {
        if (isDataError(error, 'invalid')) return showErrors(error.fields, M.addFailedPrefix + M.fixFields);
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
      <VenueFormFields values={values} errors={errors} onChange={setValues} />
      <button type="submit" className="btn btn-primary" aria-disabled={pending}>
        {pending ? 'Adding...' : 'Add listing'}
      </button>
      <div className="mt-3">
        <ResultMessage result={result} />
      </div>
      {saved && <VenuePreview venue={saved} heading="How visitors will see it" />}
    </form>
  );
}

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import { listedPlaces } from '../../../domain/hotel-places';
import type { FieldErrors } from '../../../domain/validation';
import type { Venue } from '../../../domain/venue';
import { useDashboardData } from '../shared/dashboard-data';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { showName, venueLabel } from '../shared/format';
import { RESULT_WORDS as M, failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';
import { useUnsavedChanges } from '../shared/unsaved-changes';
import { checkDates, EMPTY_DATE_PLAN, placeDateErrors, plannedDates, type DatePlan } from './venue-dates';
import { VenueDatesFields } from './venue-dates-fields';
import { VenueFormFields } from './venue-form-fields';
import { EMPTY_VENUE_FORM, venueToForm, type VenueFormValues } from './venue-form-values';
import { VenuePreview } from './venue-preview';
import { checkHotels, type HotelEntry } from './hotel-entries';
import { MoreHotelsFields } from './more-hotels-fields';
import { SEASON_WORDS as W } from '../../../content/dashboard-listings';
import { alreadyListedErrors } from './already-listed';

/**
 * The Add tab, with its warning: one listing, or the same show on several dates (a list, or a pattern) at
 * one hotel or several, each hotel's dates saved together or not at all. A new listing goes live on its show page at once. `copyOf` (Duplicate on a
 * listing) starts the form from that listing's details, with the date left to choose.
 */
export function AddVenueTab({ copyOf }: { copyOf?: Venue | undefined }) {
  const port = useDataPort();
  const { venues, reloadVenues } = useDashboardData();
  const [values, setValues] = useState<VenueFormValues>(() =>
    copyOf ? { ...venueToForm(copyOf), date: '' } : EMPTY_VENUE_FORM,
  );
  const [plan, setPlan] = useState<DatePlan>(EMPTY_DATE_PLAN);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<ActionResult>(null);
  const [saved, setSaved] = useState<Venue | null>(null);
  const [moreHotels, setMoreHotels] = useState<HotelEntry[]>([]);
  // What the form started from (a copy's details, or the show kept after a save): anything else is work.
  const [start, setStart] = useState(values);
  useUnsavedChanges(
    JSON.stringify(values) !== JSON.stringify(start) ||
      JSON.stringify(plan) !== JSON.stringify(EMPTY_DATE_PLAN) ||
      moreHotels.length > 0,
    'addListing',
  );
  // The dates of the last Add, offered again for the next hotel.
  const [lastPlan, setLastPlan] = useState<DatePlan | null>(null);
  const { pending, run } = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);
  const resultBox = useRef<HTMLDivElement>(null);
  const count = plannedDates(plan).length * (moreHotels.length + 1);
  const knownHotels = useMemo(() => listedPlaces(venues.items), [venues.items]);

  useEffect(() => {
    // A copy needs only its new date: the keyboard starts there.
    if (copyOf) form.current?.querySelector<HTMLInputElement>('input[type="date"]')?.focus();
  }, [copyOf]);

  // Add is pressed at the foot of a long form, often at the screen's foot: what it did comes into sight below
  // it (a field's error moves the keyboard to the field instead: focusFirstInvalid). At once, not smoothly:
  // below 1400 px the list above grows by the new listing while a smooth scroll would still be under way, and
  // Chrome's smooth scroll then ends where it was aimed, the message pushed out of sight below. Done at once,
  // the browser's scroll anchoring keeps the page steady as the list grows, but not wholly: in the frames
  // after, with no script scrolling, the page has moved by 17-61 px, which pushed a message flush with the
  // foot out of sight. The quarter screen left below it (.add-venue-result) takes that up.
  useEffect(() => {
    if (result && Object.keys(errors).length === 0)
      resultBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
  }, [result, errors]);

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
      const checked = checkHotels(values, moreHotels);
      const dates = checkDates(plan);
      if (!checked.ok || !dates.ok) {
        const found = { ...(checked.ok ? {} : checked.errors), ...(dates.ok ? {} : dates.errors) };
        return showErrors(found, M.addFailedPrefix + M.fixFields);
      }
      // A second listing of a show at a hotel on one day is refused, as the spreadsheet import refuses it.
      const listed = alreadyListedErrors(plan, dates.dates, checked.hotels, venues.items);
      if (Object.keys(listed).length > 0) return showErrors(listed, M.addFailedPrefix + M.fixFields);
      setErrors({});
      setResult(null);
      const [first, ...rest] = dates.dates;
      // One date takes the path a single listing always took; several go in one all-or-nothing batch, one
      // batch per hotel (each hotel's dates are a run of their own).
      // A date's own start (a matinee among evenings) stands in for the form's.
      const save = async (details: (typeof checked.hotels)[number]) =>
        rest.length === 0 && first
          ? [
              await port.createVenue({
                ...details,
                date: first,
                startTime: dates.times[first] ?? details.startTime,
              }),
            ]
          : await port.createVenues({ ...details, dates: dates.dates, times: dates.times });
      const created: Venue[] = [];
      let done = 0;
      try {
        for (const details of checked.hotels) {
          created.push(...(await save(details)));
          done += 1;
        }
      } catch (error) {
        // The hotels saved before the refusal stay saved: the form keeps only those still to add.
        if (done > 0) {
          const [next, ...after] = moreHotels.slice(done - 1);
          if (next) setValues({ ...values, ...next });
          setMoreHotels(after);
          void reloadVenues();
        }
        const partly =
          done > 0 ? ` ${W.partlySaved(checked.hotels.slice(0, done).map((h) => h.hotelName))}` : '';
        if (isDataError(error, 'invalid'))
          return showErrors(placeDateErrors(plan, error.fields), M.addFailedPrefix + M.fixFields + partly);
        // Listed meanwhile, in another tab or by another manager: the form's list is read again, so its own
        // check marks the date beside it from the next try.
        if (isDataError(error, 'conflict') && done === 0) void reloadVenues();
        return setResult(failure(M.addFailedPrefix + failureReason(error) + partly));
      }
      const [one] = created;
      setSaved(one ?? null);
      setResult(
        success(
          `${M.added}: ${
            created.length === 1 && one
              ? W.addedOne(showName(one), venueLabel(one))
              : W.addedAt(created.length, checked.hotels.length)
          }`,
        ),
      );
      // The next listing is often the same show at another hotel or on other dates: keep the show, and the
      // dates for "another hotel, same dates"; clear the rest.
      const kept: VenueFormValues = { ...EMPTY_VENUE_FORM, show: checked.hotels[0]?.show ?? '' };
      setValues(kept);
      setStart(kept);
      setMoreHotels([]);
      setLastPlan(plan);
      setPlan(EMPTY_DATE_PLAN);
      void reloadVenues();
    });
  }

  function sameDatesAgain() {
    if (!lastPlan) return;
    flushSync(() => {
      setPlan(lastPlan);
      setLastPlan(null);
      setResult(null);
      setSaved(null);
    });
    form.current?.querySelector<HTMLInputElement>('input[name="hotelName"]')?.focus();
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
        moreHotels={<MoreHotelsFields hotels={moreHotels} errors={errors} onChange={setMoreHotels} />}
        knownHotels={knownHotels}
      />
      <button type="submit" className="btn btn-primary" aria-disabled={pending}>
        {pending ? 'Adding...' : W.addButton(count)}
      </button>
      <div ref={resultBox} className="mt-3 comes-into-sight add-venue-result">
        <ResultMessage result={result} />
      </div>
      {lastPlan && (
        <p>
          <button type="button" className="btn btn-outline-primary" onClick={sameDatesAgain}>
            {W.sameDates}
          </button>
          <span className="d-block form-text">{W.sameDatesHint}</span>
        </p>
      )}
      {saved && <VenuePreview venue={saved} heading="How visitors will see it" />}
    </form>
  );
}

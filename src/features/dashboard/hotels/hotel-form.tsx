import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ACCESS_COPY } from '../../../content/hotel-access';
import { HOTELS_WORDS as W } from '../../../content/dashboard-hotels';
import { HOTEL_WIDGET_DASHBOARD_COPY as WIDGET_WORDS } from '../../../content/hotel-widget';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import { CITY_OPTIONS, isCityKey, type CityKey } from '../../../domain/cities';
import { hotelInputSchema, type Hotel, type HotelContact, type HotelWithDates } from '../../../domain/hotel';
import {
  FACT_ANSWERS,
  HEARING_LOOPS,
  YES_NO_FACTS,
  type HotelAccess,
  type HotelStayFacts,
} from '../../../domain/hotel-facts';
import { fieldErrors, type FieldErrors } from '../../../domain/validation';
import { Field } from '../../../ui/field';
import { JumpLinks, type JumpTarget } from '../../../ui/jump-links';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { useSingleFlight } from '../shared/use-single-flight';
import { useUnsavedChanges } from '../shared/unsaved-changes';

type TextKey =
  | 'name'
  | 'address'
  | 'mapUrl'
  | 'accessContact'
  | 'dietary'
  | 'accessNotes'
  | keyof HotelStayFacts;
type HotelFormValues = Record<TextKey, string> & {
  city: CityKey | '';
  access: HotelAccess;
  contact: HotelContact;
  bookingSource: boolean;
};

const toForm = (hotel: HotelWithDates): HotelFormValues => ({
  name: hotel.name,
  address: hotel.address,
  city: hotel.city,
  mapUrl: hotel.mapUrl,
  accessContact: hotel.accessContact,
  access: hotel.access,
  dietary: hotel.dietary,
  accessNotes: hotel.accessNotes,
  contact: hotel.contact,
  allergenInfo: hotel.allergenInfo,
  parkingInfo: hotel.parkingInfo,
  stayInfo: hotel.stayInfo,
  stayUrl: hotel.stayUrl,
  bookingSource: hotel.bookingSource,
});

/** One fact as a row of radio buttons: a fieldset, so its question is read with each answer. */
function FactChoice<T extends string>({
  legend,
  value,
  options,
  labels,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="hotel-fact mb-2">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.map((option) => (
        <div key={option} className="form-check form-check-inline">
          <input
            id={`${id}-${option}`}
            className="form-check-input"
            type="radio"
            name={`${id}-fact`}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <label htmlFor={`${id}-${option}`} className="form-check-label">
            {labels[option]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * One hotel's details, edited once for all its dates (docs/product.md, Access, per hotel): where it is, its
 * access facts (each yes, no or not confirmed; the hearing loop fixed, portable, none or not confirmed),
 * who to ask, dietary options and notes. The heading takes focus when the form opens, for the keyboard; a
 * save leaves it on Save, with the message under it.
 */
export function HotelForm({
  hotel,
  name = hotel.name,
  onSaved,
  onResult,
  furtherDown = [],
}: {
  hotel: HotelWithDates;
  /** How the heading names it: with its town where another hotel has its name. */
  name?: string;
  onSaved: (saved: Hotel) => Promise<void>;
  onResult: (result: ActionResult) => void;
  /** The hotel's sections below the form (its link, its widget), linked from under the heading. */
  furtherDown?: readonly JumpTarget[];
}) {
  const port = useDataPort();
  const id = useId();
  const [values, setValues] = useState<HotelFormValues>(() => toForm(hotel));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Saved (here or in another tab), the hotel comes back changed: the form shows it as stored. Adjusting
  // state while rendering (https://react.dev/learn/you-might-not-need-an-effect).
  const [stored, setStored] = useState(hotel);
  if (hotel.id !== stored.id || hotel.updatedAt !== stored.updatedAt) {
    setStored(hotel);
    setValues(toForm(hotel));
  }
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(toForm(hotel)), 'hotel');
  const { pending, run } = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const bind = (key: TextKey) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (value: string) => setValues({ ...values, [key]: value }),
  });
  const bindContact = (key: keyof HotelContact) => ({
    name: `contact.${key}`,
    value: values.contact[key],
    error: errors[`contact.${key}`],
    onChange: (value: string) => setValues({ ...values, contact: { ...values.contact, [key]: value } }),
  });
  const setFact = <K extends keyof HotelAccess>(key: K, value: HotelAccess[K]) =>
    setValues({ ...values, access: { ...values.access, [key]: value } });

  function showErrors(found: FieldErrors) {
    flushSync(() => {
      setErrors(found);
      onResult(failure(W.saveFailed + W.fix));
    });
    focusFirstInvalid(form.current);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const checked = hotelInputSchema.safeParse(values);
      if (!checked.success) return showErrors(fieldErrors(checked.error));
      setErrors({});
      onResult(null);
      try {
        // Only the contact changed: nothing a visitor sees did, whatever the dates.
        const withoutContact = (form: HotelFormValues) => JSON.stringify({ ...form, contact: null });
        const contactOnly = withoutContact(values) === withoutContact(toForm(hotel));
        const saved = await port.updateHotel(hotel.id, checked.data);
        onResult(success(contactOnly ? W.savedContact(saved.name) : W.saved(saved.name, hotel.dates)));
        await onSaved(saved);
      } catch (error) {
        if (isDataError(error, 'invalid') || isDataError(error, 'conflict')) return showErrors(error.fields);
        onResult(failure(isDataError(error, 'not-found') ? W.gone : W.saveFailed + failureReason(error)));
      }
    });
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="dashboard-section card card-body hotel-form"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="h3">
        {W.formHeading(name)}
      </h2>
      <JumpLinks label={W.furtherDown} targets={furtherDown} />
      <fieldset className="mb-3">
        <legend className="h5">{W.where}</legend>
        <p className="small text-body-secondary">{W.renameHint}</p>
        <Field {...bind('name')} required requiredMark={false} label={W.fields.name} />
        <Field {...bind('address')} required requiredMark={false} label={W.fields.address} />
        <Field
          name="city"
          value={values.city}
          error={errors.city}
          onChange={(value) => setValues({ ...values, city: isCityKey(value) ? value : '' })}
          required
          requiredMark={false}
          label={W.fields.city}
          options={CITY_OPTIONS}
          chooseLabel="Choose a city"
        />
        <Field {...bind('mapUrl')} type="url" label={W.fields.mapUrl} hint={W.hints.mapUrl} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{W.access}</legend>
        {YES_NO_FACTS.map((fact) => (
          <FactChoice
            key={fact}
            legend={ACCESS_COPY.facts[fact]}
            value={values.access[fact]}
            options={FACT_ANSWERS}
            labels={W.answers}
            onChange={(value) => setFact(fact, value)}
          />
        ))}
        <FactChoice
          legend={ACCESS_COPY.hearingLoop}
          value={values.access.hearingLoop}
          options={HEARING_LOOPS}
          labels={W.loops}
          onChange={(value) => setFact('hearingLoop', value)}
        />
        <Field {...bind('accessContact')} label={W.fields.accessContact} hint={W.hints.accessContact} />
        <Field {...bind('accessNotes')} multiline label={W.fields.accessNotes} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{W.more}</legend>
        <Field {...bind('dietary')} multiline label={W.fields.dietary} />
        <div className="form-check">
          <input
            id={`${id}-booking-source`}
            type="checkbox"
            className="form-check-input"
            checked={values.bookingSource}
            aria-describedby={`${id}-booking-source-help`}
            onChange={(event) => setValues({ ...values, bookingSource: event.target.checked })}
          />
          <label htmlFor={`${id}-booking-source`} className="form-check-label">
            {WIDGET_WORDS.bookingSource}
          </label>
          <p id={`${id}-booking-source-help`} className="form-text mt-0">
            {WIDGET_WORDS.bookingSourceHelp}
          </p>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{W.stay}</legend>
        <p className="small text-body-secondary">{W.stayHint}</p>
        <Field {...bind('allergenInfo')} label={W.fields.allergenInfo} hint={W.hints.allergenInfo} />
        <Field {...bind('parkingInfo')} multiline label={W.fields.parkingInfo} />
        <Field {...bind('stayInfo')} multiline label={W.fields.stayInfo} />
        <Field {...bind('stayUrl')} type="url" label={W.fields.stayUrl} hint={W.hints.stayUrl} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{W.contact}</legend>
        <p className="small text-body-secondary">{W.contactHint}</p>
        <Field {...bindContact('name')} label={W.contactFields.name} autoComplete="off" />
        <Field {...bindContact('email')} type="email" label={W.contactFields.email} autoComplete="off" />
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={pending}>
          {pending ? W.saving : W.save}
        </button>
      </div>
    </form>
  );
}

import { useId, type ReactNode } from 'react';
import { CITY_OPTIONS, isCityKey } from '../../domain/cities';
import { isShowKey, SHOW_KEYS, SHOW_NAMES } from '../../domain/shows';
import { SHOW_TIMES } from '../../content/show-times';
import { formatClockTime } from '../../domain/london-time';
import type { FieldErrors } from '../../domain/validation';
import { Field } from '../../ui/field';
import type { VenueFormValues } from './venue-form-values';

const SHOW_OPTIONS = SHOW_KEYS.map((key) => ({ value: key, label: SHOW_NAMES[key] }));

/**
 * The listing's fields, shared by Add and Update: what it is and where first, then when. City options come
 * from the canonical list (the old dashboard's typo'd values are gone); the date is a date picker, so it is
 * stored as ISO. Add passes `dates` (one date or many) in place of the single date field.
 */
export function VenueFormFields({
  values,
  errors,
  onChange,
  dates,
}: {
  values: VenueFormValues;
  errors: FieldErrors;
  onChange: (values: VenueFormValues) => void;
  dates?: ReactNode;
}) {
  const id = useId();
  const set = <K extends keyof VenueFormValues>(key: K, value: VenueFormValues[K]) =>
    onChange({ ...values, [key]: value });
  // The manager's form names no required fields: all are, except the one that says "(optional)".
  const common = { requiredMark: false, required: true } as const;

  return (
    <div className="venue-form-fields">
      <Field
        {...common}
        name="show"
        label="Show"
        value={values.show}
        error={errors.show}
        options={SHOW_OPTIONS}
        chooseLabel="Choose a show"
        onChange={(value) => set('show', isShowKey(value) ? value : '')}
      />
      <Field
        {...common}
        name="hotelName"
        label="Hotel name"
        autoComplete="organization"
        value={values.hotelName}
        error={errors.hotelName}
        onChange={(value) => set('hotelName', value)}
      />
      <Field
        {...common}
        name="hotelLocation"
        label="Hotel location"
        autoComplete="street-address"
        value={values.hotelLocation}
        error={errors.hotelLocation}
        onChange={(value) => set('hotelLocation', value)}
      />
      <Field
        {...common}
        name="city"
        label="City"
        hint="Picks the picture on the card."
        value={values.city}
        error={errors.city}
        options={CITY_OPTIONS}
        chooseLabel="Choose a city"
        onChange={(value) => set('city', isCityKey(value) ? value : '')}
      />
      <Field
        {...common}
        name="bookingUrl"
        label="Booking link"
        type="url"
        placeholder="https://"
        hint="The venue's booking page, starting with https://"
        value={values.bookingUrl}
        error={errors.bookingUrl}
        onChange={(value) => set('bookingUrl', value)}
      />
      {dates ?? (
        <Field
          {...common}
          name="date"
          label="Show date"
          type="date"
          value={values.date}
          error={errors.date}
          onChange={(value) => set('date', value)}
        />
      )}
      <Field
        name="startTime"
        label="Start time"
        type="time"
        hint={
          values.show
            ? `Leave empty for the show's usual ${formatClockTime(SHOW_TIMES[values.show].startTime)}.`
            : "Leave empty for the show's usual start."
        }
        value={values.startTime}
        error={errors.startTime}
        onChange={(value) => set('startTime', value)}
      />
      <div className="form-check form-switch mb-3">
        <input
          id={`${id}-soldOut`}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={values.soldOut}
          onChange={(event) => set('soldOut', event.target.checked)}
        />
        <label htmlFor={`${id}-soldOut`} className="form-check-label">
          Sold out
        </label>
      </div>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { CITY_OPTIONS, isCityKey } from '../../domain/cities';
import { isShowKey, SHOW_KEYS, SHOW_NAMES } from '../../domain/shows';
import { SHOW_TIMES } from '../../content/show-times';
import { formatClockTime } from '../../domain/london-time';
import type { FieldErrors } from '../../domain/validation';
import type { VenueFormValues } from './venue-form-values';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A labelled control with its hint and its error beside it (read out with the control: aria-describedby). */
function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The listing's fields, shared by Add and Update. City options come from the canonical list (the old
 * dashboard's typo'd values are gone, DESIGN.md); the date is a date picker, so it is stored as ISO.
 */
export function VenueFormFields({
  values,
  errors,
  onChange,
}: {
  values: VenueFormValues;
  errors: FieldErrors;
  onChange: (values: VenueFormValues) => void;
}) {
  const id = useId();
  const set = <K extends keyof VenueFormValues>(key: K, value: VenueFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const control = (invalid: boolean) => `form-control${invalid ? ' is-invalid' : ''}`;
  const select = (invalid: boolean) => `form-select${invalid ? ' is-invalid' : ''}`;
  const text = (key: 'hotelName' | 'hotelLocation', label: string, autoComplete: string) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      {(describedBy, invalid) => (
        <input
          id={`${id}-${key}`}
          className={control(invalid)}
          required
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={values[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="venue-form-fields">
      <div>
        <Field id={`${id}-show`} label="Show" error={errors.show}>
          {(describedBy, invalid) => (
            <select
              id={`${id}-show`}
              className={select(invalid)}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.show}
              onChange={(event) => set('show', isShowKey(event.target.value) ? event.target.value : '')}
            >
              <option value="">Choose a show</option>
              {SHOW_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SHOW_NAMES[key]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div>
        <Field id={`${id}-date`} label="Show date" error={errors.date}>
          {(describedBy, invalid) => (
            <input
              id={`${id}-date`}
              type="date"
              className={control(invalid)}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.date}
              onChange={(event) => set('date', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div>
        <Field
          id={`${id}-startTime`}
          label="Start time (optional)"
          hint={
            values.show
              ? `Leave empty for the show's usual ${formatClockTime(SHOW_TIMES[values.show].startTime)}.`
              : "Leave empty for the show's usual start."
          }
          error={errors.startTime}
        >
          {(describedBy, invalid) => (
            <input
              id={`${id}-startTime`}
              type="time"
              className={control(invalid)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.startTime}
              onChange={(event) => set('startTime', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div>{text('hotelName', 'Hotel name', 'organization')}</div>
      <div>{text('hotelLocation', 'Hotel location', 'street-address')}</div>
      <div>
        <Field id={`${id}-city`} label="City" hint="Picks the picture on the card." error={errors.city}>
          {(describedBy, invalid) => (
            <select
              id={`${id}-city`}
              className={select(invalid)}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.city}
              onChange={(event) => set('city', isCityKey(event.target.value) ? event.target.value : '')}
            >
              <option value="">Choose a city</option>
              {CITY_OPTIONS.map((city) => (
                <option key={city.value} value={city.value}>
                  {city.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div>
        <Field
          id={`${id}-bookingUrl`}
          label="Booking link"
          hint="The venue's booking page, starting with https://"
          error={errors.bookingUrl}
        >
          {(describedBy, invalid) => (
            <input
              id={`${id}-bookingUrl`}
              type="url"
              inputMode="url"
              className={control(invalid)}
              required
              placeholder="https://"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={values.bookingUrl}
              onChange={(event) => set('bookingUrl', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div>
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
    </div>
  );
}

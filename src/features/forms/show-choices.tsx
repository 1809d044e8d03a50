import { useId } from 'react';
import {
  HOSTING_SHOW_LABELS,
  HOSTING_SHOW_OPTIONS,
  type HostingShowOption,
} from '../../domain/hosting-request';

const ANY: HostingShowOption = 'NoShowInParticular';

/**
 * The hosting enquiry's shows, one checkbox each (one or more may be chosen; "No show in particular" alone:
 * ticking it clears the shows, ticking a show clears it). The form keeps them as one comma-separated value,
 * like its other fields' text; the message is tied to every box.
 */
export function ShowChoices({
  legend,
  value,
  error,
  onChange,
}: {
  legend: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const chosen = value.split(',').filter(Boolean);
  const toggle = (show: HostingShowOption, on: boolean) =>
    onChange(
      HOSTING_SHOW_OPTIONS.filter((option) =>
        option === show ? on : chosen.includes(option) && !(on && (show === ANY || option === ANY)),
      ).join(','),
    );
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">
        {legend}
        {/* Required, like the fields marked so: at least one show (the form's note names the mark). */}
        <span aria-hidden="true"> *</span>
      </legend>
      {HOSTING_SHOW_OPTIONS.map((show) => (
        <div key={show} className="form-check">
          <input
            id={`${id}-${show}`}
            type="checkbox"
            name="shows"
            className="form-check-input"
            checked={chosen.includes(show)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => toggle(show, event.target.checked)}
          />
          <label htmlFor={`${id}-${show}`} className="form-check-label">
            {HOSTING_SHOW_LABELS[show]}
          </label>
        </div>
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import { PERFORMANCE_EXTRA_LABELS, PERFORMANCE_EXTRAS_COPY } from '../../../content/performance-extras';
import { knownExtras, PERFORMANCE_EXTRAS, type PerformanceExtra } from '../../../domain/performance-extras';

/**
 * A date's extras as a row of labelled checkboxes: a fieldset, so its question is read with each box. The
 * value stays in the one order every page shows (knownExtras), whatever order the boxes were ticked in.
 */
export function PerformanceExtrasField({
  value,
  error,
  onChange,
}: {
  value: readonly PerformanceExtra[];
  error?: string | undefined;
  onChange: (value: PerformanceExtra[]) => void;
}) {
  const id = useId();
  const copy = PERFORMANCE_EXTRAS_COPY;
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="form-label fs-6 mb-1">{copy.heading}</legend>
      {PERFORMANCE_EXTRAS.map((extra) => (
        <div key={extra} className="form-check form-check-inline">
          <input
            id={`${id}-${extra}`}
            className="form-check-input"
            type="checkbox"
            name="extras"
            value={extra}
            checked={value.includes(extra)}
            onChange={(event) =>
              onChange(
                knownExtras(event.target.checked ? [...value, extra] : value.filter((v) => v !== extra)),
              )
            }
          />
          <label htmlFor={`${id}-${extra}`} className="form-check-label">
            {PERFORMANCE_EXTRA_LABELS[extra]}
          </label>
        </div>
      ))}
      <div id={`${id}-hint`} className="form-text">
        {copy.formHint}
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

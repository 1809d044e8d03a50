import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from '../../../domain/validation';
import { Field, FieldFrame } from '../../../ui/field';
import { formatDateWithWeekday, WEEKDAYS } from '../../../domain/dates';
import { plannedDates, rowKey, type DatePlan } from './venue-dates';

const WEEKDAY_OPTIONS = WEEKDAYS.map((label, day) => ({ value: String(day), label }));

/**
 * One date or many for a new listing: a list of dates (rows added and removed), or every given weekday
 * between two dates. Below, every date that will be created, with its weekday, before anything is saved.
 */
export function VenueDatesFields({
  plan,
  errors,
  onChange,
}: {
  plan: DatePlan;
  errors: FieldErrors;
  onChange: (plan: DatePlan) => void;
}) {
  const id = useId();
  const rows = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const dates = plannedDates(plan);
  const several = plan.list.length > 1;

  const setRow = (index: number, value: string) =>
    onChange({ ...plan, list: plan.list.map((date, i) => (i === index ? value : date)) });
  // After Add or Remove, the keyboard goes to the new row, or to the row before the removed one: drawn
  // at once (flushSync) so the row is there to take it.
  const addRow = () => {
    flushSync(() => onChange({ ...plan, list: [...plan.list, ''] }));
    rows.current[plan.list.length]?.focus();
  };
  const removeRow = (index: number) => {
    flushSync(() => onChange({ ...plan, list: plan.list.filter((_, i) => i !== index) }));
    (rows.current[Math.max(0, index - 1)] ?? addButton.current)?.focus();
  };

  return (
    <fieldset className="venue-dates mb-3">
      <legend className="form-label fs-6 mb-2">Dates</legend>
      <div className="venue-dates-mode mb-3">
        {(
          [
            ['list', 'One date, or a list'],
            ['weekly', 'Every week'],
          ] as const
        ).map(([mode, label]) => (
          <div key={mode} className="form-check form-check-inline">
            <input
              id={`${id}-mode-${mode}`}
              className="form-check-input"
              type="radio"
              name={`${id}-mode`}
              checked={plan.mode === mode}
              onChange={() => onChange({ ...plan, mode })}
            />
            <label htmlFor={`${id}-mode-${mode}`} className="form-check-label">
              {label}
            </label>
          </div>
        ))}
      </div>

      {plan.mode === 'list' ? (
        <>
          {plan.list.map((date, index) => (
            // Rows have no identity but their place: a removed row's neighbours take its index.
            <FieldFrame
              key={index}
              id={`${id}-date-${index}`}
              label={several ? `Show date ${index + 1}` : 'Show date'}
              error={errors[rowKey(plan, index)]}
            >
              {(aria) => (
                <div className="d-flex gap-2">
                  <input
                    {...aria}
                    ref={(element) => {
                      rows.current[index] = element;
                    }}
                    name={several ? `dates.${index}` : 'date'}
                    type="date"
                    required
                    className={`form-control${aria['aria-invalid'] ? ' is-invalid' : ''}`}
                    value={date}
                    onChange={(event) => setRow(index, event.target.value)}
                  />
                  {several && (
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      aria-label={`Remove show date ${index + 1}`}
                      onClick={() => removeRow(index)}
                    >
                      Remove
                    </button>
                  )}
                </div>
              )}
            </FieldFrame>
          ))}
          <button
            ref={addButton}
            type="button"
            className="btn btn-outline-primary btn-sm mb-3"
            onClick={addRow}
          >
            Add another date
          </button>
          {errors.dates && (
            <p className="invalid-feedback d-block" role="alert">
              {errors.dates}
            </p>
          )}
        </>
      ) : (
        <div className="venue-dates-weekly">
          <Field
            name="weekday"
            label="Every"
            required
            requiredMark={false}
            options={WEEKDAY_OPTIONS}
            chooseLabel="Choose a day"
            value={String(plan.weekday)}
            onChange={(value) => value && onChange({ ...plan, weekday: Number(value) })}
          />
          <Field
            name="weeklyFrom"
            label="From"
            type="date"
            required
            requiredMark={false}
            value={plan.from}
            error={errors.weeklyFrom}
            onChange={(from) => onChange({ ...plan, from })}
          />
          <Field
            name="weeklyTo"
            label="To"
            type="date"
            required
            requiredMark={false}
            value={plan.to}
            error={errors.weeklyTo}
            onChange={(to) => onChange({ ...plan, to })}
          />
        </div>
      )}

      <section className="venue-dates-preview" aria-labelledby={`${id}-preview`}>
        <p id={`${id}-preview`} className="small fw-bold text-body-secondary mb-1" aria-live="polite">
          {dates.length === 0
            ? 'No dates chosen yet'
            : dates.length === 1
              ? '1 date will be added'
              : `${dates.length} dates will be added`}
        </p>
        {dates.length > 0 && (
          <ol className="small mb-0">
            {[...dates].sort().map((date) => (
              <li key={date}>
                <time dateTime={date}>{formatDateWithWeekday(date)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </fieldset>
  );
}

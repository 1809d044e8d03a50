import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from '../../../domain/validation';
import { Field, FieldFrame } from '../../../ui/field';
import { formatClockTime, formatDateWithWeekday, todayInLondon } from '../../../domain/dates';
import { spanProblem, WEEKDAY_NAMES } from '../../../domain/date-pattern';
import { SEASON_WORDS as W } from '../../../content/dashboard-listings';
import { patternCandidates, plannedDates, rowKey, type DatePlan } from './venue-dates';

/** Monday first, as a British diary reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * One date or many for a new listing: a list of dates (rows added and removed), or a pattern (these weekdays
 * between two dates). Below, every date that will be created, with its weekday, before anything is saved; a
 * pattern's dates each have a box, and unticking one leaves it out (an exception).
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
  // A past day is refused when the form is sent (checkDates); the preview says so as it is typed.
  const today = todayInLondon();
  const several = plan.list.length > 1;
  const candidates = plan.mode === 'weekly' ? patternCandidates(plan) : [];
  // Said as the dates are typed: a two-year span (a typo'd year) is not shown as its first 400 days.
  const tooLong = plan.mode === 'weekly' ? spanProblem(plan.from, plan.to) : null;
  const datesWords =
    dates.length === 0
      ? 'No dates chosen yet'
      : dates.length === 1
        ? '1 date will be added'
        : `${dates.length} dates will be added`;

  const toggleWeekday = (day: number, on: boolean) =>
    onChange({
      ...plan,
      weekdays: on ? [...plan.weekdays, day].sort() : plan.weekdays.filter((d) => d !== day),
    });
  const toggleException = (date: string, leaveOut: boolean) =>
    onChange({
      ...plan,
      except: leaveOut ? [...plan.except, date] : plan.except.filter((d) => d !== date),
    });

  const setRow = (index: number, value: string) =>
    onChange({ ...plan, list: plan.list.map((date, i) => (i === index ? value : date)) });
  // Each row's own start, kept in step with the rows (missing ones are empty: the form's start).
  const times = plan.list.map((_, i) => plan.times?.[i] ?? '');
  /** A listed date's own start, for the preview; '' when it takes the form's. */
  const ownTime = (date: string) =>
    plan.mode === 'list' && several ? (times[plan.list.indexOf(date)] ?? '') : '';
  const setTime = (index: number, value: string) =>
    onChange({ ...plan, times: times.map((time, i) => (i === index ? value : time)) });
  // After Add or Remove, the keyboard goes to the new row, or to the row before the removed one: drawn
  // at once (flushSync) so the row is there to take it.
  const addRow = () => {
    flushSync(() => onChange({ ...plan, list: [...plan.list, ''], times: [...times, ''] }));
    rows.current[plan.list.length]?.focus();
  };
  const removeRow = (index: number) => {
    flushSync(() =>
      onChange({
        ...plan,
        list: plan.list.filter((_, i) => i !== index),
        times: times.filter((_, i) => i !== index),
      }),
    );
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
                <div className="venue-dates__row d-flex flex-wrap gap-2">
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
                    <input
                      name={`times.${index}`}
                      type="time"
                      className="form-control venue-dates__time"
                      aria-label={W.rowTime(index + 1)}
                      aria-describedby={`${id}-times-hint`}
                      value={times[index]}
                      onChange={(event) => setTime(index, event.target.value)}
                    />
                  )}
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
          {several && (
            <p id={`${id}-times-hint`} className="form-text mt-0 mb-2">
              {W.rowTimesHint}
            </p>
          )}
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
          <fieldset className="mb-3" aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}>
            <legend className="form-label fs-6 mb-1">{W.on}</legend>
            {WEEK_ORDER.map((day) => (
              <div key={day} className="form-check form-check-inline">
                <input
                  id={`${id}-day-${day}`}
                  className="form-check-input"
                  type="checkbox"
                  aria-invalid={errors.weekdays ? true : undefined}
                  checked={plan.weekdays.includes(day)}
                  onChange={(event) => toggleWeekday(day, event.target.checked)}
                />
                <label htmlFor={`${id}-day-${day}`} className="form-check-label">
                  {WEEKDAY_NAMES[day]}
                </label>
              </div>
            ))}
            {errors.weekdays && (
              <div id={`${id}-weekdays-error`} className="invalid-feedback d-block">
                {errors.weekdays}
              </div>
            )}
          </fieldset>
          <Field
            name="patternFrom"
            label="From"
            type="date"
            required
            requiredMark={false}
            value={plan.from}
            error={errors.patternFrom}
            onChange={(from) => onChange({ ...plan, from })}
          />
          <Field
            name="patternTo"
            label="To"
            type="date"
            required
            requiredMark={false}
            value={plan.to}
            error={errors.patternTo}
            onChange={(to) => onChange({ ...plan, to })}
          />
        </div>
      )}

      <section className="venue-dates-preview" aria-labelledby={`${id}-preview`}>
        <p id={`${id}-preview`} className="small fw-bold text-body-secondary mb-1" aria-live="polite">
          {tooLong ?? datesWords}
          {plan.mode === 'weekly' && plan.except.length > 0 && W.leftOut(plan.except.length)}
        </p>
        {plan.mode === 'weekly' && candidates.length > 0 ? (
          <>
            <p className="small text-body-secondary mb-1">{W.untickHint}</p>
            <ul className="list-unstyled small mb-0">
              {candidates.map((date) => (
                <li key={date} className="form-check">
                  <input
                    id={`${id}-keep-${date}`}
                    className="form-check-input"
                    type="checkbox"
                    checked={!plan.except.includes(date)}
                    onChange={(event) => toggleException(date, !event.target.checked)}
                  />
                  <label htmlFor={`${id}-keep-${date}`} className="form-check-label">
                    <time dateTime={date}>{formatDateWithWeekday(date)}</time>
                  </label>
                </li>
              ))}
            </ul>
            {errors.except && (
              <p className="invalid-feedback d-block" role="alert">
                {errors.except}
              </p>
            )}
          </>
        ) : (
          dates.length > 0 && (
            <ol className="small mb-0">
              {[...dates].sort().map((date) => (
                <li key={date}>
                  <time dateTime={date}>{formatDateWithWeekday(date)}</time>
                  {ownTime(date) && `, ${formatClockTime(ownTime(date))}`}
                  {date < today && <span className="text-danger fw-bold">{W.pastInPreview}</span>}
                </li>
              ))}
            </ol>
          )
        )}
      </section>
    </fieldset>
  );
}

import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { WHATS_ON_COPY } from '../../content/show-dates';
import { SHOWS } from '../../content/shows';
import { ACCESS_COPY } from '../../content/hotel-access';
import type { CityKey } from '../../domain/cities';
import { isShowKey, SHOW_KEYS } from '../../domain/shows';
import { isFiltered, type WhatsOnFilters } from '../../domain/whats-on-filters';
import { PERFORMANCE_EXTRAS_COPY } from '../../content/performance-extras';
import { knownExtras, PERFORMANCE_EXTRAS } from '../../domain/performance-extras';
import { CitySelect } from './city-select';

/**
 * The show and city filters, step-free entrance and the date's extras. A plain GET form, so it works before
 * the script loads; once it has, each change goes straight into the address (a new history entry: Back undoes
 * a filter, and the address can be shared).
 */
export function WhatsOnFilterForm({
  filters,
  cities,
  onChange,
  onClear,
}: {
  filters: WhatsOnFilters;
  /** The cities offered (the chosen one always is). */
  cities: readonly CityKey[];
  onChange: (filters: WhatsOnFilters) => void;
  /** Clear filters was pressed (its link goes to the unfiltered page). */
  onClear?: () => void;
}) {
  const id = useId();
  const copy = WHATS_ON_COPY.filters;
  // Clear filters goes with the filters it clears: the keyboard goes back to the first filter, not the page.
  const showSelect = useRef<HTMLSelectElement>(null);
  const cleared = useRef(false);
  const filtered = isFiltered(filters);
  useEffect(() => {
    if (!cleared.current || filtered) return;
    cleared.current = false;
    showSelect.current?.focus();
  }, [filtered]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };

  return (
    <form className="whats-on-filters" method="get" action={PATHS.whatsOn} onSubmit={submit}>
      <fieldset>
        <legend className="visually-hidden">{copy.legend}</legend>
        <div>
          <label className="form-label" htmlFor={`${id}-show`}>
            {copy.show}
          </label>
          <select
            ref={showSelect}
            id={`${id}-show`}
            name="show"
            className="form-select"
            value={filters.show ?? ''}
            onChange={(event) =>
              onChange({ ...filters, show: isShowKey(event.target.value) ? event.target.value : null })
            }
          >
            <option value="">{copy.anyShow}</option>
            {SHOW_KEYS.map((show) => (
              <option key={show} value={show}>
                {SHOWS[show].title}
              </option>
            ))}
          </select>
        </div>
        <CitySelect
          id={`${id}-city`}
          label={copy.city}
          anyCity={copy.anyCity}
          city={filters.city}
          cities={cities}
          onChange={(city) => onChange({ ...filters, city })}
        />
        <div className="whats-on-filters__checks">
          <FilterCheck
            id={`${id}-step-free`}
            name="access"
            value="step-free"
            label={ACCESS_COPY.filter.stepFree}
            checked={filters.stepFree}
            onChange={(stepFree) => onChange({ ...filters, stepFree })}
          />
          {PERFORMANCE_EXTRAS.map((extra) => (
            <FilterCheck
              key={extra}
              id={`${id}-${extra}`}
              name="extra"
              value={extra}
              label={PERFORMANCE_EXTRAS_COPY.filter[extra]}
              checked={filters.extras.includes(extra)}
              onChange={(checked) =>
                onChange({
                  ...filters,
                  extras: knownExtras(
                    checked
                      ? [...filters.extras, extra]
                      : filters.extras.filter((chosen) => chosen !== extra),
                  ),
                })
              }
            />
          ))}
        </div>
        <div className="whats-on-filters__actions">
          <noscript>
            <button type="submit" className="btn btn-primary">
              {copy.apply}
            </button>
          </noscript>
          {filtered && (
            <Link
              className="btn btn-outline-primary"
              to={PATHS.whatsOn}
              onClick={() => {
                cleared.current = true;
                onClear?.();
              }}
            >
              {copy.clear}
            </Link>
          )}
        </div>
      </fieldset>
    </form>
  );
}

/** One "only" box: its name and value are the address's, so the form says the same before the script loads. */
function FilterCheck({
  id,
  name,
  value,
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="form-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

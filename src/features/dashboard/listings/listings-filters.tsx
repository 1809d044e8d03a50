import { useId } from 'react';
import { LISTINGS_WORDS as W } from '../../../content/dashboard-listings';
import { isCityKey } from '../../../domain/cities';
import { isShowKey, SHOW_KEYS, SHOW_NAMES } from '../../../domain/shows';
import type { Venue } from '../../../domain/venue';
import { citiesOf, LISTING_STATUSES, monthsOf, NO_FILTER, type ListingsFilter } from './listings-filter';

const isStatus = (value: string): value is ListingsFilter['status'] =>
  (LISTING_STATUSES as readonly string[]).includes(value);

/**
 * The listings' search and filters. The search finds as the manager types; the city and month lists offer
 * only what the listings hold, so no choice can come up empty.
 */
export function ListingsFilters({
  venues,
  filter,
  onFilter,
}: {
  venues: readonly Venue[];
  filter: ListingsFilter;
  onFilter: (filter: ListingsFilter) => void;
}) {
  const id = useId();
  const set = (change: Partial<ListingsFilter>) => onFilter({ ...filter, ...change });
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);

  return (
    <div className="listings-filters" role="search" aria-label={W.title}>
      <div className="listings-search">
        <label htmlFor={`${id}-search`} className="form-label">
          {W.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          value={filter.search}
          aria-describedby={`${id}-search-hint`}
          autoComplete="off"
          onChange={(event) => set({ search: event.target.value })}
        />
        <div id={`${id}-search-hint`} className="form-text">
          {W.searchHint}
        </div>
      </div>
      <Choice
        id={`${id}-show`}
        label={W.show}
        value={filter.show}
        onChange={(value) => set({ show: isShowKey(value) ? value : '' })}
        options={[
          { value: '', label: W.allShows },
          ...SHOW_KEYS.map((key) => ({ value: key, label: SHOW_NAMES[key] })),
        ]}
      />
      <Choice
        id={`${id}-city`}
        label={W.city}
        value={filter.city}
        onChange={(value) => set({ city: isCityKey(value) ? value : '' })}
        options={[{ value: '', label: W.allCities }, ...citiesOf(venues)]}
      />
      <Choice
        id={`${id}-month`}
        label={W.month}
        value={filter.month}
        onChange={(value) => set({ month: value })}
        options={[{ value: '', label: W.allMonths }, ...monthsOf(venues)]}
      />
      <Choice
        id={`${id}-status`}
        label={W.status}
        value={filter.status}
        onChange={(value) => set({ status: isStatus(value) ? value : 'upcoming' })}
        options={LISTING_STATUSES.map((status) => ({ value: status, label: W.statuses[status] }))}
      />
      {filtered && (
        <button type="button" className="btn btn-link listings-clear" onClick={() => onFilter(NO_FILTER)}>
          {W.clearFilters}
        </button>
      )}
    </div>
  );
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { CITY_KEYS, CITY_OPTIONS, type CityKey } from '../../domain/cities';
import { cityParam } from '../../domain/whats-on-filters';

/**
 * The city chooser of What's on, the show pages and the next-dates page: the cities each page offers (every
 * city on What's on and /next, which list the dates near one without its own; a show page's cities with
 * dates), by name, the chosen one always offered. Its name and values are the address's (`?city=milton-keynes`), so a plain
 * GET form says the same before the script loads.
 */
export function CitySelect({
  id,
  label,
  anyCity,
  city,
  cities,
  onChange,
  large = false,
}: {
  id: string;
  label: string;
  anyCity: string;
  city: CityKey | null;
  cities: readonly CityKey[];
  onChange: (city: CityKey | null) => void;
  /** A tall select, for a page read with a thumb. */
  large?: boolean;
}) {
  // In CITY_OPTIONS' order (alphabetical by label), sorted once for every list rather than per render.
  const listed = new Set([...cities, ...(city ? [city] : [])]);
  const offered = CITY_OPTIONS.filter((option) => listed.has(option.value));
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="city"
        className={large ? 'form-select form-select-lg' : 'form-select'}
        value={city ? cityParam(city) : ''}
        onChange={(event) => onChange(CITY_KEYS.find((key) => cityParam(key) === event.target.value) ?? null)}
      >
        <option value="">{anyCity}</option>
        {offered.map(({ value, label: name }) => (
          <option key={value} value={cityParam(value)}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

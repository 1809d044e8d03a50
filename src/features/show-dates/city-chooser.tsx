import { useId, type FormEvent } from 'react';
import { CITY_CHOOSER_COPY } from '../../content/show-dates';
import type { CityKey } from '../../domain/cities';
import { CitySelect } from './city-select';
import './city-chooser.scss';

/**
 * What's on's city chooser on a page of its own dates (a show page, the next dates): a plain GET form to the
 * page itself, so it works before the script loads; once it has, each choice goes straight into the address.
 */
export function CityChooser({
  action,
  city,
  cities,
  onChange,
}: {
  /** The page's own path. */
  action: string;
  city: CityKey | null;
  cities: readonly CityKey[];
  onChange: (city: CityKey | null) => void;
}) {
  const id = useId();
  const copy = CITY_CHOOSER_COPY;
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="city-chooser" method="get" action={action} onSubmit={submit}>
      <CitySelect
        id={`${id}-city`}
        label={copy.label}
        anyCity={copy.anyCity}
        city={city}
        cities={cities}
        onChange={onChange}
        large
      />
      <noscript>
        <button type="submit" className="btn btn-primary btn-lg">
          {copy.apply}
        </button>
      </noscript>
    </form>
  );
}

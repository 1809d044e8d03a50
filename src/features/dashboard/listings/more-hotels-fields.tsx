import { flushSync } from 'react-dom';
import { useRef } from 'react';
import { SEASON_WORDS as W } from '../../../content/dashboard-listings';
import { CITY_OPTIONS, isCityKey } from '../../../domain/cities';
import type { FieldErrors } from '../../../domain/validation';
import { MAX_BATCH_HOTELS } from '../../../domain/venue-batch';
import { Field } from '../../../ui/field';
import { EMPTY_HOTEL, hotelKey, type HotelEntry } from './hotel-entries';

const common = { requiredMark: false, required: true } as const;

/**
 * The same show on the same dates at further hotels: each its own place and booking link. After Add another
 * hotel the keyboard goes to the new hotel's name, drawn at once (flushSync) so the field is there to take it.
 */
export function MoreHotelsFields({
  hotels,
  errors,
  onChange,
}: {
  hotels: HotelEntry[];
  errors: FieldErrors;
  onChange: (hotels: HotelEntry[]) => void;
}) {
  const names = useRef<(HTMLElement | null)[]>([]);
  const set = (index: number, entry: HotelEntry) =>
    onChange(hotels.map((hotel, i) => (i === index ? entry : hotel)));
  const add = () => {
    flushSync(() => onChange([...hotels, EMPTY_HOTEL]));
    names.current[hotels.length]?.querySelector('input')?.focus();
  };

  return (
    <>
      {hotels.map((hotel, i) => {
        const n = i + 2;
        const error = (key: keyof HotelEntry) => errors[hotelKey(i + 1, key)];
        return (
          // Rows have no identity but their place, as the list of dates.
          <fieldset key={i} className="venue-more-hotel border rounded p-2 mb-3">
            <legend className="form-label fs-6 mb-1">{W.hotel(n)}</legend>
            <div
              ref={(element) => {
                names.current[i] = element;
              }}
            >
              <Field
                {...common}
                name={hotelKey(i + 1, 'hotelName')}
                label="Hotel name"
                value={hotel.hotelName}
                error={error('hotelName')}
                onChange={(hotelName) => set(i, { ...hotel, hotelName })}
              />
            </div>
            <Field
              {...common}
              name={hotelKey(i + 1, 'hotelLocation')}
              label="Hotel location"
              value={hotel.hotelLocation}
              error={error('hotelLocation')}
              onChange={(hotelLocation) => set(i, { ...hotel, hotelLocation })}
            />
            <Field
              {...common}
              name={hotelKey(i + 1, 'city')}
              label="City"
              options={CITY_OPTIONS}
              chooseLabel="Choose a city"
              value={hotel.city}
              error={error('city')}
              onChange={(city) => set(i, { ...hotel, city: isCityKey(city) ? city : '' })}
            />
            <Field
              {...common}
              name={hotelKey(i + 1, 'bookingUrl')}
              label="Booking link"
              type="url"
              placeholder="https://"
              value={hotel.bookingUrl}
              error={error('bookingUrl')}
              onChange={(bookingUrl) => set(i, { ...hotel, bookingUrl })}
            />
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => onChange(hotels.filter((_, j) => j !== i))}
            >
              {W.removeHotel(n)}
            </button>
          </fieldset>
        );
      })}
      {hotels.length + 1 < MAX_BATCH_HOTELS && (
        <button type="button" className="btn btn-outline-primary btn-sm mb-3" onClick={add}>
          {W.addHotel}
        </button>
      )}
      {errors.hotels && (
        <p className="invalid-feedback d-block" role="alert">
          {errors.hotels}
        </p>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { AVAILABILITY_LABELS, LISTING_STATUS_LABELS } from '../../../content/listing-status';
import { LISTING_FORM_WORDS } from '../../../content/dashboard-listings';
import {
  AVAILABILITIES,
  isAvailability,
  isListingStatus,
  LISTING_STATUSES,
} from '../../../domain/listing-state';
import { CITY_OPTIONS, cityLabel, isCityKey } from '../../../domain/cities';
import { listingPlace, type ListedPlace } from '../../../domain/hotel-places';
import { isShowKey, SHOW_KEYS, SHOW_NAMES } from '../../../domain/shows';
import { SHOW_TIMES } from '../../../domain/show-times';
import { formatClockTime } from '../../../domain/dates';
import type { FieldErrors } from '../../../domain/validation';
import { Field } from '../../../ui/field';
import type { VenueFormValues } from './venue-form-values';
import { PerformanceExtrasField } from './performance-extras-field';

const SHOW_OPTIONS = SHOW_KEYS.map((key) => ({ value: key, label: SHOW_NAMES[key] }));
const AVAILABILITY_OPTIONS = AVAILABILITIES.map((key) => ({ value: key, label: AVAILABILITY_LABELS[key] }));
const STATUS_OPTIONS = LISTING_STATUSES.map((key) => ({ value: key, label: LISTING_STATUS_LABELS[key] }));
const W = LISTING_FORM_WORDS;

/** The fields typed as text, and the ones chosen from a list. */
type TextKey = 'hotelName' | 'hotelLocation' | 'date' | 'bookingUrl' | 'startTime';
type ChoiceKey = 'show' | 'city';
type BoundField = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * The listing's fields, shared by Add and Update: what it is and where first, then when. City options come
 * from the canonical list (the old dashboard's typo'd values are gone); the date is a date picker, so it is
 * stored as ISO. Add passes `dates` (one date or many) in place of the single date field, `moreHotels`, and
 * `knownHotels`: a hotel picked from those fills its name, address and city as its other dates spell them
 * (a hotel is its name, address and city: "16 Peter St" typed for "16 Peter Street" made another hotel), and
 * an empty booking link with its newest date's of the chosen show.
 */
export function VenueFormFields({
  values,
  errors,
  onChange,
  dates,
  moreHotels,
  knownHotels = [],
}: {
  values: VenueFormValues;
  errors: FieldErrors;
  onChange: (values: VenueFormValues) => void;
  dates?: ReactNode;
  /** Add's further hotels, after the first one's place and booking link. */
  moreHotels?: ReactNode;
  knownHotels?: readonly ListedPlace[];
}) {
  const set = <K extends keyof VenueFormValues>(key: K, value: VenueFormValues[K]) =>
    onChange({ ...values, [key]: value });
  // The manager's form names no required fields: all are, except the one that says "(optional)".
  const common = { requiredMark: false, required: true } as const;
  // One field's name, value, error and change handler; `parse` turns the control's text into the value a
  // choice list keeps ('' for anything not on the list).
  function bind(key: TextKey): BoundField;
  function bind<K extends ChoiceKey>(key: K, parse: (value: string) => VenueFormValues[K]): BoundField;
  function bind(key: TextKey | ChoiceKey, parse?: (value: string) => VenueFormValues[ChoiceKey]): BoundField {
    return {
      name: key,
      value: values[key],
      error: errors[key],
      onChange: (value) => onChange({ ...values, [key]: parse ? parse(value) : value }),
    };
  }

  return (
    <div className="venue-form-fields">
      <Field
        {...common}
        {...bind('show', (value) => (isShowKey(value) ? value : ''))}
        label="Show"
        options={SHOW_OPTIONS}
        chooseLabel="Choose a show"
      />
      {knownHotels.length > 0 && (
        <Field
          name="knownHotel"
          label={W.knownHotel}
          hint={W.knownHotelHint}
          options={knownHotels.map((hotel) => ({
            value: listingPlace(hotel),
            label: `${hotel.hotelName}, ${hotel.hotelLocation} (${cityLabel(hotel.city)})`,
          }))}
          chooseLabel={W.knownHotelChoose}
          // The hotel the fields hold now, when it is one of these.
          value={
            knownHotels.some((hotel) => listingPlace(hotel) === listingPlace(values))
              ? listingPlace(values)
              : ''
          }
          error={undefined}
          onChange={(place) => {
            const hotel = knownHotels.find((known) => listingPlace(known) === place);
            if (!hotel || !isCityKey(hotel.city)) return;
            // The link and start time of this show's newest date there, where the fields are empty: what is
            // typed already stays (the hotel may sell this date on a page of its own), and another show's
            // date is never taken.
            const newest = values.show ? hotel.newest[values.show] : undefined;
            const orNewest = (typed: string, known = '') => (typed.trim() === '' ? known : typed);
            const bookingUrl = orNewest(values.bookingUrl, newest?.bookingUrl);
            const startTime = orNewest(values.startTime, newest?.startTime);
            const { hotelName, hotelLocation } = hotel;
            onChange({ ...values, hotelName, hotelLocation, city: hotel.city, bookingUrl, startTime });
          }}
        />
      )}
      <Field {...common} {...bind('hotelName')} label="Hotel name" autoComplete="organization" />
      <Field {...common} {...bind('hotelLocation')} label="Hotel location" autoComplete="off" />
      <Field
        {...common}
        {...bind('city', (value) => (isCityKey(value) ? value : ''))}
        label="City"
        hint="Picks the picture on the card."
        options={CITY_OPTIONS}
        chooseLabel="Choose a city"
      />
      <Field
        {...common}
        {...bind('bookingUrl')}
        label="Booking link"
        type="url"
        placeholder="https://"
        hint="The venue's booking page (https:// is added if left out)"
      />
      {moreHotels}
      {dates ?? <Field {...common} {...bind('date')} label="Show date" type="date" />}
      <Field
        {...bind('startTime')}
        label="Start time"
        type="time"
        hint={
          values.show
            ? `Leave empty for the show's usual ${formatClockTime(SHOW_TIMES[values.show].startTime)}.`
            : "Leave empty for the show's usual start."
        }
      />
      <Field
        {...common}
        name="availability"
        label={W.availability}
        value={values.availability}
        error={errors.availability}
        options={AVAILABILITY_OPTIONS}
        onChange={(value) => isAvailability(value) && set('availability', value)}
      />
      <Field
        {...common}
        name="status"
        label={W.status}
        value={values.status}
        error={errors.status}
        hint={W.statusHint}
        options={STATUS_OPTIONS}
        onChange={(value) => isListingStatus(value) && set('status', value)}
      />
      <PerformanceExtrasField
        value={values.extras}
        error={errors.extras}
        onChange={(extras) => set('extras', extras)}
      />
    </div>
  );
}

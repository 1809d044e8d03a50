import { SEASON_WORDS as W } from '../../../content/dashboard-listings';
import { formatDateWithWeekday } from '../../../domain/dates';
import { datesAlreadyListed } from '../../../domain/same-listing';
import { SHOW_NAMES } from '../../../domain/shows';
import type { FieldErrors } from '../../../domain/validation';
import type { VenueFields } from '../../../domain/venue';
import { hotelKey } from './hotel-entries';
import { rowKey, type DatePlan } from './venue-dates';

/**
 * The Add form's dates that a hotel already has a listing of the show on, as the form shows them: on each
 * such date's row (the form's own hotel, dates typed one by one), under the pattern (dates by pattern), or
 * on the name of another hotel of the form. The spreadsheet import refuses the same (src/domain/same-listing.ts).
 */
export function alreadyListedErrors(
  plan: DatePlan,
  dates: readonly string[],
  hotels: readonly Omit<VenueFields, 'date'>[],
  existing: readonly Pick<VenueFields, 'show' | 'hotelName' | 'date'>[],
): FieldErrors {
  const errors: FieldErrors = {};
  hotels.forEach((hotel, index) => {
    const listed = datesAlreadyListed(existing, hotel, dates);
    if (listed.length === 0) return;
    const show = SHOW_NAMES[hotel.show];
    if (index === 0 && plan.mode === 'list') {
      for (const date of listed)
        errors[rowKey(plan, plan.list.indexOf(date))] = W.listedOnDate(show, hotel.hotelName);
      return;
    }
    const said = W.listedOn(show, hotel.hotelName, listed.map(formatDateWithWeekday));
    errors[index === 0 ? 'patternTo' : hotelKey(index, 'hotelName')] = said;
  });
  return errors;
}

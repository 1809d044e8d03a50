import type { Venue } from './venue';

/** How many dates the home page's "Our shows" carousel shows at most. */
export const HOME_DATES_LIMIT = 6;

/**
 * The dates the home page's "Our shows" carousel shows, from the upcoming listings (in date order): the
 * soonest date of each show first, so every show that has dates is seen, then the soonest of the rest, up to
 * `limit`, all in date order. Nothing here is made up: each card is a listing with its own page.
 */
export function pickHomeDates(upcoming: readonly Venue[], limit: number = HOME_DATES_LIMIT): Venue[] {
  const sorted = [...upcoming].sort((a, b) => a.date.localeCompare(b.date));
  const firstOfEachShow = sorted.filter(
    (venue, index) => sorted.findIndex((other) => other.show === venue.show) === index,
  );
  const rest = sorted.filter((venue) => !firstOfEachShow.includes(venue));
  const picked = [...firstOfEachShow.slice(0, limit), ...rest].slice(0, limit);
  return picked.sort((a, b) => a.date.localeCompare(b.date));
}

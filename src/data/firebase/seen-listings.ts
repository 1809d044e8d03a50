import type { Venue } from '../../domain/venue';

/**
 * What's on's upcoming dates as this page last read them, so counting a search for a city (hosted-insights.ts)
 * needs no read of its own: a search counts as demand when the dates the visitor saw had none there.
 */
export function seenListings() {
  let upcoming: readonly Venue[] | null = null;
  return {
    listedUpcoming(venues: Venue[]): Venue[] {
      upcoming = venues;
      return venues;
    },
    upcoming: () => upcoming,
  };
}

export type SeenListings = ReturnType<typeof seenListings>;

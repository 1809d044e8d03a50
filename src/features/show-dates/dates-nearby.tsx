import type { ReactNode } from 'react';
import { NEARBY_COPY } from '../../content/show-dates';
import { cityLabel, type CityKey } from '../../domain/cities';
import { NEARBY_MILES, type NearbyDate } from '../../domain/city-distances';

/**
 * The dates in other cities within reach of the one the visitor chose, after its own (What's on, /next, a show page):
 * "near you" is not only the one city's name. Each page draws a date as its own list does. Nothing when
 * there are none.
 */
export function DatesNearby({
  city,
  near,
  className,
  listClassName,
  children,
}: {
  city: CityKey;
  near: readonly NearbyDate[];
  className?: string;
  listClassName: string;
  children: (date: NearbyDate) => ReactNode;
}) {
  if (near.length === 0) return null;
  return (
    <section className={className} aria-labelledby="dates-nearby">
      <h2 id="dates-nearby">{NEARBY_COPY.heading(cityLabel(city), NEARBY_MILES)}</h2>
      <ul className={listClassName}>
        {near.map((date) => (
          <li key={date.venue.id}>{children(date)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The count line's words: the chosen city's own dates (`ownWords`, the page's), then those near it. */
export const countWithNearby = (city: CityKey | null, own: number, ownWords: string, near: number) =>
  city ? NEARBY_COPY.count(cityLabel(city), own, ownWords, near, NEARBY_MILES) : ownWords;

import type { CityKey } from './cities';
import type { Venue } from './venue';

export interface HostingHotel {
  name: string;
  city: CityKey;
  dates: number;
}

/**
 * The hotels hosting the shows, from the dates on sale: one entry per hotel (its record when it has one,
 * else its place), by name, with how many dates it has. Nothing about a hotel is shown that its dates do not
 * already show.
 */
export function hostingHotels(venues: readonly Venue[]): HostingHotel[] {
  const byHotel = new Map<string, HostingHotel>();
  for (const venue of venues) {
    const key = venue.hotelId ?? `${venue.city}|${venue.hotelName.trim().toLowerCase()}`;
    const known = byHotel.get(key);
    byHotel.set(key, {
      name: known?.name ?? (venue.hotel?.name ?? venue.hotelName).trim(),
      city: venue.city,
      dates: (known?.dates ?? 0) + 1,
    });
  }
  return [...byHotel.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en-GB') || a.city.localeCompare(b.city),
  );
}

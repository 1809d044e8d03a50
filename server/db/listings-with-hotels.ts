import { shownHotel } from '../../src/domain/hotel-places';
import type { Venue, VenueLookup } from '../../src/domain/venue';
import type { HotelsRepository } from './hotels-repository';
import type { createVenuesRepository } from './venues-repository';

type VenuesRepository = ReturnType<typeof createVenuesRepository>;
/** The venues repository, its update no longer a bare transaction (it runs inside one all the same). */
export type ListingsRepository = Omit<VenuesRepository, 'update'> & {
  update: (...args: Parameters<VenuesRepository['update']>) => Venue | null;
};

/**
 * Listings as everyone reads them: each with its hotel's access facts (a date page, What's on's Step-free
 * filter and the dashboard need no second request). Every read carries them, so a listing read one way
 * equals the same listing read another. Their version moves with a hotel's edit too, so every cache of
 * visitors' pages (the listing JSON, rendered pages) is renewed when a hotel's facts change.
 */
export function listingsWithHotels(venues: VenuesRepository, hotels: HotelsRepository): ListingsRepository {
  function withHotel<T extends Venue>(venue: T): T {
    const hotel = venue.hotelId ? hotels.find(venue.hotelId) : null;
    if (!hotel) return venue;
    return { ...venue, hotel: shownHotel(hotel) };
  }
  const maybe = (venue: Venue | null) => (venue ? withHotel(venue) : null);
  return {
    ...venues,
    listUpcoming: (...args) => venues.listUpcoming(...args).map(withHotel),
    listAll: () => venues.listAll().map(withHotel),
    listAllUpcoming: (...args) => venues.listAllUpcoming(...args).map(withHotel),
    findBySlug: (...args): VenueLookup => {
      const lookup = venues.findBySlug(...args);
      return lookup.kind === 'found' || lookup.kind === 'moved'
        ? { ...lookup, venue: withHotel(lookup.venue) }
        : lookup;
    },
    create: (...args) => withHotel(venues.create(...args)),
    listSeries: (...args) => venues.listSeries(...args).map(withHotel),
    find: (...args) => maybe(venues.find(...args)),
    update: (...args) => maybe(venues.update(...args)),
    restore: (...args) => maybe(venues.restore(...args)),
    listTrash: () => venues.listTrash().map(withHotel),
    version: () => venues.version() + hotels.version(),
  };
}

import { SHOW_DETAILS_BLOCKS } from '../../src/content/show-details/common';
import { SHOW_DETAILS } from '../../src/content/menus';
import { kitTexts } from '../../src/content/kit-texts';
import { datePagePath } from '../../src/domain/date-page-paths';
import { cityLabel } from '../../src/domain/cities';
import { todayInLondon } from '../../src/domain/dates';
import type { Hotel } from '../../src/domain/hotel';
import { KIT_FILES, type HotelKit, type HotelKitDate } from '../../src/domain/hotel-kit';
import { listingPageKey } from '../../src/domain/insights';
import type { Venue } from '../../src/domain/venue';
import type { Store } from '../db/store';
import { kitDateFor, kitWords } from './kit-words';

/** The hotel's upcoming dates (not in the trash), in date order: the ones its page lists and may change. */
export function upcomingDatesOf(store: Store, hotelId: string, now: Date): Venue[] {
  return store.venues.listAllUpcoming(todayInLondon(now)).filter((venue) => venue.hotelId === hotelId);
}

/** Each date's page views and Book clicks over every day the counts are kept (decision 0028): no visitor data. */
function countsOf(store: Store, venues: readonly Venue[], now: Date) {
  const totals = store.insights.totals('0000-01-01', todayInLondon(now));
  const sum = (metric: string, subject: string) =>
    totals
      .filter((row) => row.metric === metric && row.subject === subject)
      .reduce((n, row) => n + row.count, 0);
  return new Map(
    venues.map((venue) => [
      venue.id,
      { views: sum('view', listingPageKey(venue.id)), bookClicks: sum('book', venue.id) },
    ]),
  );
}

/**
 * What the hotel's page shows (GET /api/hotel-kit/:token): its upcoming dates with their status, counts,
 * kit files (addresses under the same link) and words, made from the site's own data at this moment.
 */
export function hotelKitFor(
  store: Store,
  hotel: Hotel,
  options: { now: Date; siteUrl: string; filesBase: string },
): HotelKit {
  const venues = upcomingDatesOf(store, hotel.id, options.now);
  const counts = countsOf(store, venues, options.now);
  const published = store.content.published();
  const dates = venues.map((venue): HotelKitDate => {
    const words = kitWords(kitDateFor(venue, options.siteUrl));
    const details = published[SHOW_DETAILS_BLOCKS[venue.show]] ?? SHOW_DETAILS[venue.show];
    return {
      id: venue.id,
      show: venue.show,
      title: words.title,
      date: venue.date,
      when: words.when,
      path: datePagePath(venue),
      status: venue.status,
      availability: venue.availability,
      counts: counts.get(venue.id) ?? { views: 0, bookClicks: 0 },
      files: Object.fromEntries(
        KIT_FILES.map((file) => [file, `${options.filesBase}/dates/${venue.id}/${file}`]),
      ) as HotelKitDate['files'],
      texts: kitTexts(venue.show, details, { hotel: words.hotel, town: words.town, when: words.when }),
    };
  });
  return {
    hotel: { name: hotel.name, town: cityLabel(hotel.city), contactName: hotel.contact.name },
    dates,
  };
}

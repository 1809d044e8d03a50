import { SHOW_DETAILS_BLOCKS } from '../../src/content/show-details/common';
import { SHOW_DETAILS } from '../../src/content/menus';
import { kitTexts } from '../../src/content/kit-texts';
import { datePagePath } from '../../src/domain/date-page-paths';
import { cityLabel } from '../../src/domain/cities';
import { todayInLondon } from '../../src/domain/dates';
import { safeHttpUrl } from '../../src/domain/url';
import type { Hotel } from '../../src/domain/hotel';
import { dateCounts, KIT_FILES, type HotelKit, type HotelKitDate } from '../../src/domain/hotel-kit';
import type { CountTotal } from '../../src/domain/insights';
import type { ShowDetailsContent } from '../../src/domain/site-content/blocks';
import type { ShowKey } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import type { Store } from '../db/store';
import { kitDateFor, kitWords } from './kit-words';

/** The hotel's upcoming dates (not in the trash), in date order: the ones its page lists and may change. */
export function upcomingDatesOf(store: Store, hotelId: string, now: Date): Venue[] {
  return store.venues.listAllUpcoming(todayInLondon(now)).filter((venue) => venue.hotelId === hotelId);
}

export interface HotelKitSources {
  hotel: Hotel;
  /** The hotel's upcoming dates, in date order. */
  venues: readonly Venue[];
  /** The counts kept, every day of them. */
  totals: readonly CountTotal[];
  /** Each show's published words (its seed when never published). */
  details: (show: ShowKey) => ShowDetailsContent;
  siteUrl: string;
  /** Where the link's files are: `/api/hotel-kit/TOKEN`. */
  filesBase: string;
}

/**
 * What the hotel's page shows (GET /api/hotel-kit/:token): its upcoming dates with their status, counts,
 * kit files (addresses under the same link) and words, made from the site's own data at this moment.
 */
export function buildHotelKit({
  hotel,
  venues,
  totals,
  details,
  siteUrl,
  filesBase,
}: HotelKitSources): HotelKit {
  const dates = venues.map((venue): HotelKitDate => {
    const date = kitDateFor(venue, siteUrl);
    // The page's words never name the booking link: a listing whose link fails the check (the dashboard's
    // "needs attention") still shows here, and only its files are refused (server/routes/hotel-kit.ts).
    const words = kitWords({ ...date, bookingUrl: safeHttpUrl(date.bookingUrl) ?? date.pageUrl });
    return {
      id: venue.id,
      show: venue.show,
      title: words.title,
      date: venue.date,
      when: words.when,
      path: datePagePath(venue),
      status: venue.status,
      availability: venue.availability,
      counts: dateCounts(totals, venue.id),
      files: Object.fromEntries(
        KIT_FILES.map((file) => [file, `${filesBase}/dates/${venue.id}/${file}`]),
      ) as HotelKitDate['files'],
      texts: kitTexts(venue.show, details(venue.show), {
        hotel: words.hotel,
        town: words.town,
        when: words.when,
        status: words.status?.text,
      }),
    };
  });
  return {
    hotel: { id: hotel.id, name: hotel.name, town: cityLabel(hotel.city), contactName: hotel.contact.name },
    dates,
  };
}

/** The kit of the hotel as the store has it now. */
export function hotelKitFor(
  store: Store,
  hotel: Hotel,
  options: { now: Date; siteUrl: string; filesBase: string },
): HotelKit {
  const published = store.content.published();
  return buildHotelKit({
    ...options,
    hotel,
    venues: upcomingDatesOf(store, hotel.id, options.now),
    totals: store.insights.totals('0000-01-01', todayInLondon(options.now)),
    details: (show) => published[SHOW_DETAILS_BLOCKS[show]] ?? SHOW_DETAILS[show],
  });
}

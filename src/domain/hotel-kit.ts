import { SHOW_PATHS } from './paths';
import { z } from 'zod';
import { AVAILABILITIES, type Availability, type ListingStatus } from './listing-state';
import type { HotelLinkState } from './hotel';
import { listingPageKey, type CountTotal } from './insights';
import type { ShowKey } from './shows';
import type { Venue } from './venue';

/**
 * A hotel's private page (issue 39): its upcoming dates, each with its kit (posters, pictures, words), the
 * counts the site kept for it, and the one thing the hotel may change itself, how many seats are left.
 */

/** The seats a hotel may mark on its own dates: nothing else of a listing is the hotel's to change. */
export const hotelSeatsSchema = z.object({
  availability: z.enum(AVAILABILITIES, { error: 'Choose few left, sold out or on sale' }),
});
export type HotelSeatsInput = z.input<typeof hotelSeatsSchema>;

/** The kit's files of one date, each an address the hotel's link opens (and nothing without it). */
export const KIT_FILES = ['poster-a4.pdf', 'poster-a3.pdf', 'feed.png', 'story.png', 'share.jpg'] as const;
export type KitFile = (typeof KIT_FILES)[number];
/**
 * A kit file's name as saved: the date, the show as its page's address names it, the file
 * ("2026-12-04-overlook-feed.png", not the show's key "TheOverlookHotel").
 */
export const kitFileName = (date: { date: string; show: ShowKey }, file: KitFile): string =>
  `${date.date}-${SHOW_PATHS[date.show].slice(1).toLowerCase()}-${file}`;

export const isKitFile = (value: string): value is KitFile =>
  (KIT_FILES as readonly string[]).includes(value);

/** The words a hotel copies into its own posts and pages, each with a Copy button. */
export interface KitTexts {
  short: string;
  long: string;
  ageGuidance: string;
  dressCode: string;
  warnings: string;
  hashtags: string;
}

/** A date as its posters and pictures need it: the listing's own fields, plus the absolute address of its date page. */
export type KitDate = Pick<
  Venue,
  'show' | 'hotelName' | 'hotelLocation' | 'city' | 'date' | 'status' | 'availability' | 'bookingUrl'
> &
  Partial<Pick<Venue, 'previousDate' | 'startTime'>> & {
    /** The date page's absolute address ("https://example.org/titanic/2026-12-04-the-grand-hotel"). */
    pageUrl: string;
  };

/** The listing's fields a poster or picture draws, and nothing more of it. */
export const kitSource = (venue: Venue, pageUrl: string): KitDate => ({
  show: venue.show,
  hotelName: venue.hotelName,
  hotelLocation: venue.hotelLocation,
  city: venue.city,
  date: venue.date,
  status: venue.status,
  availability: venue.availability,
  bookingUrl: venue.bookingUrl,
  previousDate: venue.previousDate,
  startTime: venue.startTime,
  pageUrl,
});

export interface DateCounts {
  views: number;
  bookClicks: number;
}

export interface HotelKitDate {
  id: string;
  show: ShowKey;
  title: string;
  /** ISO date. */
  date: string;
  /** "Friday 4 December 2026, 7 pm". */
  when: string;
  /** The date page's path on the site. */
  path: string;
  status: ListingStatus;
  availability: Availability;
  /**
   * The site's counts for this date since they began to be kept: no visitor data. Absent where the counts
   * are the managers' only (hosted: docs/decisions/0041-hotel-links.md).
   */
  counts?: DateCounts;
  /** Each kit file's address, by file (embedded: the server draws them). */
  files: Partial<Record<KitFile, string>>;
  /** Hosted: what the hotel's browser draws the files from, when asked (no server: docs/decisions/0039). */
  source?: KitDate;
  texts: KitTexts;
}

export interface HotelKit {
  /** `id`: the hotel's own, which its widget's and calendar's public addresses carry. */
  hotel: { id: string; name: string; town: string; contactName: string };
  dates: HotelKitDate[];
}

/** A date's page views and Book clicks in `totals` (decision 0028's counts): no visitor data. */
export function dateCounts(totals: readonly CountTotal[], venueId: string): DateCounts {
  const sum = (metric: string, subject: string) =>
    totals
      .filter((row) => row.metric === metric && row.subject === subject)
      .reduce((n, row) => n + row.count, 0);
  return { views: sum('view', listingPageKey(venueId)), bookClicks: sum('book', venueId) };
}

/** Only a date still on (not cancelled or postponed) has seats for the hotel to mark. */
export const hotelMaySetSeats = (status: ListingStatus): boolean =>
  status === 'scheduled' || status === 'rescheduled';

/** How the history names a change the hotel made through its link (the manager's e-mail otherwise). */
export const hotelActor = (hotelName: string): string => `${hotelName} (hotel, by its link)`;

/**
 * Whom a hotel's link is made for, as the dashboard names it: its contact's e-mail, where the link is sent;
 * where no e-mail can carry it (embedded, without SMTP settings) and none was given, its contact's name or
 * the hotel's own: the manager hands the link over themselves.
 */
export const linkMadeFor = (hotel: { name: string; contact: { name: string; email: string } }): string =>
  hotel.contact.email || hotel.contact.name || hotel.name;

/** What the manager is told after sending a link: the link itself only when no e-mail could carry it. */
export interface SentHotelLink {
  link: HotelLinkState;
  emailed: boolean;
  url?: string;
}

import { AVAILABILITY_LABELS, LISTING_STATE_COPY } from '../../src/content/listing-status';
import { kitWhen } from '../../src/content/kit-when';
import { SHOWS } from '../../src/content/shows';
import { cityLabel } from '../../src/domain/cities';
import { formatDateWithWeekday, isIsoDate } from '../../src/domain/dates';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { ShowKey } from '../../src/domain/shows';
import { safeHttpUrl } from '../../src/domain/url';
import type { KitDate } from '../../src/domain/hotel-kit';
import type { Venue } from '../../src/domain/venue';

/**
 * How a picture or poster marks a date that is not simply on sale: `alert` when it cannot be booked as
 * planned (cancelled, postponed, sold out), `notice` when it can (moved, few seats left).
 */
export interface KitStatus {
  text: string;
  tone: 'alert' | 'notice';
}

/** Everything a picture or poster writes, worked out once so the two can never disagree. */
export interface KitWords {
  show: ShowKey;
  title: string;
  hotel: string;
  town: string;
  address: string;
  /** "Friday 4 December 2026, 7 pm": the date's own start time, or its show's. */
  when: string;
  status: KitStatus | null;
  bookingUrl: string;
  pageUrl: string;
}

/** How a date that is not simply on sale is marked: on its pictures and posters, and in the words to copy. */
export function kitStatus(date: Pick<KitDate, 'status' | 'availability' | 'previousDate'>): KitStatus | null {
  if (date.status === 'cancelled') return { text: LISTING_STATE_COPY.cancelled, tone: 'alert' };
  if (date.status === 'postponed') return { text: LISTING_STATE_COPY.postponed, tone: 'alert' };
  if (date.availability === 'sold-out') return { text: AVAILABILITY_LABELS['sold-out'], tone: 'alert' };
  if (date.status === 'rescheduled' && date.previousDate && isIsoDate(date.previousDate)) {
    return { text: LISTING_STATE_COPY.movedFrom(formatDateWithWeekday(date.previousDate)), tone: 'notice' };
  }
  if (date.availability === 'few-left') return { text: AVAILABILITY_LABELS['few-left'], tone: 'notice' };
  return null;
}

/** A stored listing as the kit's input: its date page's address is made from the site's origin (SITE_URL). */
export function kitDateFor(venue: Venue, siteUrl: string): KitDate {
  return { ...venue, pageUrl: new URL(datePagePath(venue), siteUrl).href };
}

/** The words of a date's kit; a link that is not http(s) is refused here, before anything is drawn. */
export function kitWords(date: KitDate): KitWords {
  const pageUrl = safeHttpUrl(date.pageUrl);
  if (!pageUrl) throw new RangeError(`The date page's address must start with https:// or http://`);
  const bookingUrl = safeHttpUrl(date.bookingUrl);
  if (!bookingUrl) throw new RangeError('The booking link must start with https:// or http://');
  if (!isIsoDate(date.date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date.date}`);
  return {
    show: date.show,
    title: SHOWS[date.show].title,
    hotel: date.hotelName.trim(),
    town: cityLabel(date.city),
    address: date.hotelLocation.trim(),
    when: kitWhen(date),
    status: kitStatus(date),
    bookingUrl,
    pageUrl,
  };
}

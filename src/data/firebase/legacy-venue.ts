import { normaliseCityKey, type CityKey } from '../../domain/cities';
import { isIsoDate, parseLegacyDate } from '../../domain/dates';
import { CLOCK_TIME } from '../../domain/london-time';
import { isShowKey } from '../../domain/shows';
import { safeHttpUrl } from '../../domain/url';
import type { Venue } from '../../domain/venue';
import { isAvailability, isListingStatus, settleAvailability } from '../../domain/listing-state';
import { knownExtras } from '../../domain/performance-extras';
import { readCreatedAt } from './timestamps';

/**
 * The one place that reads a stored `venues` document into a Venue, whether this site wrote it (ISO
 * `showDate`, canonical `selectWhere`, `status`, `availability`) or the old dashboard did (free-text dates
 * such as "26TH OF JANUARY 2024", `selectWhere: 'Sold Out'`, typo'd cities, `createdAt` as a string).
 * Existing data keeps working without a migration: see docs/hosted-mode.md.
 */

/**
 * When the stored city is not a city (the old 'Sold Out' status, or an unknown word) and none can be found
 * in the hotel's location or name, the listing still shows, with this key. The old site showed such a
 * listing with its sold-out or default picture; ours does too, since the picture follows `soldOut` first.
 * A manager who edits the listing picks the real city from the list.
 */
export const LEGACY_CITY_FALLBACK: CityKey = 'London';

export type VenueReading = { ok: true; venue: Venue } | { ok: false; id: string; reason: string };

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** "Royal Hotel, 12 High St, Cheltnam" -> Cheltenham: tries each comma part, then each word pair and word. */
function cityIn(...texts: (string | null)[]): CityKey | null {
  for (const value of texts) {
    if (!value) continue;
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .reverse();
    const words = value.split(/[\s,]+/).filter(Boolean);
    const pairs = words.slice(1).map((word, i) => `${words[i]} ${word}`);
    for (const candidate of [...parts, ...pairs.reverse(), ...words.reverse()]) {
      const key = normaliseCityKey(candidate);
      if (key) return key;
    }
  }
  return null;
}

export function readVenueDoc(id: string, data: Record<string, unknown>): VenueReading {
  const fail = (reason: string): VenueReading => ({ ok: false, id, reason });

  const show = data.showName;
  if (!isShowKey(show)) return fail(`showName ${JSON.stringify(show)} is not a show`);
  const hotelName = text(data.hotelName);
  if (!hotelName) return fail('hotelName is missing');
  const rawDate = text(data.showDate);
  const date = rawDate ? parseLegacyDate(rawDate) : null;
  if (!date) return fail(`showDate ${JSON.stringify(data.showDate)} is not a date`);

  const hotelLocation = text(data.hotelLocation) ?? '';
  const selectWhere = text(data.selectWhere) ?? '';
  const soldOutStatus = selectWhere.toLowerCase().replace(/\s+/g, '') === 'soldout';
  const city = normaliseCityKey(selectWhere) ?? cityIn(hotelLocation, hotelName) ?? LEGACY_CITY_FALLBACK;

  return {
    ok: true,
    venue: {
      id,
      show,
      hotelName,
      hotelLocation,
      city,
      date,
      // A link that is not http(s) (javascript:, data:, or a bare "www.hotel.com") is dropped rather than
      // shown; pages check the scheme again before rendering a link.
      bookingUrl: safeHttpUrl(text(data.hotelLink)) ? (text(data.hotelLink) ?? '') : '',
      // Documents written before `availability` existed have only the flag (or the old 'Sold Out' city).
      ...settleAvailability({
        availability: isAvailability(data.availability) ? data.availability : undefined,
        soldOut: data.soldOut === true || soldOutStatus,
      }),
      status: isListingStatus(data.status) ? data.status : 'scheduled',
      ...(typeof data.previousDate === 'string' && isIsoDate(data.previousDate)
        ? { previousDate: data.previousDate }
        : {}),
      // Documents written before extras existed have none; an unknown word is dropped.
      extras: knownExtras(data.extras),
      sequence: typeof data.sequence === 'number' && Number.isInteger(data.sequence) ? data.sequence : 0,
      ...(typeof data.startTime === 'string' && CLOCK_TIME.test(data.startTime)
        ? { startTime: data.startTime }
        : {}),
      createdAt: readCreatedAt(data.createdAt),
      ...(typeof data.seriesId === 'string' && data.seriesId ? { seriesId: data.seriesId } : {}),
    },
  };
}

/** Reads many documents; the unreadable ones are reported once each and skipped, never breaking a page. */
export function readVenueDocs(docs: { id: string; data: Record<string, unknown> }[]): Venue[] {
  const venues: Venue[] = [];
  for (const { id, data } of docs) {
    const reading = readVenueDoc(id, data);
    if (reading.ok) venues.push(reading.venue);
    else console.warn(`[venues] skipped unreadable listing ${reading.id}: ${reading.reason}`);
  }
  return venues;
}

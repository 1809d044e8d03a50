import { randomUUID } from 'node:crypto';
import type { ShowKey } from '../../src/domain/shows';
import type { TrashedVenue } from '../../src/domain/venue-change';
import { reviseListing } from '../../src/domain/listing-revision';
import type { ListingRecord, Venue, VenueFields, VenueLookup } from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';
import { PERFORMANCE_EXTRAS, type PerformanceExtra } from '../../src/domain/performance-extras';
import { writeTransaction, type Db } from './database';
import { createVenueAddresses } from './venue-addresses';
import { countWrites } from './write-counter';

interface VenueRow {
  id: string;
  show: string;
  hotel_name: string;
  hotel_location: string;
  city: string;
  date: string;
  booking_url: string;
  sold_out: number;
  status: string;
  availability: string;
  previous_date: string | null;
  sequence: number;
  start_time: string | null;
  relaxed: number;
  bsl_interpreted: number;
  captioned: number;
  created_at: string;
  series_id: string | null;
  hotel_id: string | null;
  deleted_at: string | null;
  deleted_by: string | null;
}

const EXTRA_COLUMNS = {
  relaxed: 'relaxed',
  'bsl-interpreted': 'bsl_interpreted',
  captioned: 'captioned',
} as const satisfies Record<PerformanceExtra, keyof VenueRow>;

// Rows are written only through venueInputSchema-checked fields, so the enum columns hold valid keys.
function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    show: row.show as Venue['show'],
    hotelName: row.hotel_name,
    hotelLocation: row.hotel_location,
    city: row.city as Venue['city'],
    date: row.date,
    bookingUrl: row.booking_url,
    status: row.status as Venue['status'],
    availability: row.availability as Venue['availability'],
    soldOut: row.availability === 'sold-out',
    ...(row.previous_date ? { previousDate: row.previous_date } : {}),
    sequence: row.sequence,
    extras: PERFORMANCE_EXTRAS.filter((extra) => row[EXTRA_COLUMNS[extra]] === 1),
    ...(row.start_time ? { startTime: row.start_time } : {}),
    createdAt: row.created_at,
    ...(row.series_id ? { seriesId: row.series_id } : {}),
    ...(row.hotel_id ? { hotelId: row.hotel_id } : {}),
  };
}

const COLUMNS =
  'id, show, hotel_name, hotel_location, city, date, booking_url, sold_out, status, availability, previous_date, sequence, start_time, relaxed, bsl_interpreted, captioned, created_at, series_id';
// hotel_id is read, never written here: the database links each listing to its hotel (migration 012).
const READ_COLUMNS = `${COLUMNS}, hotel_id, deleted_at, deleted_by`;
const LIVE = 'deleted_at IS NULL';
// ISO dates sort as text in true date order; the hotel name keeps equal dates stable (see compareVenues in src/domain/venue-order.ts).
const ORDER = 'ORDER BY date, hotel_name COLLATE NOCASE, id';

export function createVenuesRepository(database: Db) {
  // Every write through this repository moves the count; rendered show pages are kept only while it stands.
  const { db, writes } = countWrites(database);
  const upcoming = db.prepare<[string, string], VenueRow>(
    `SELECT ${READ_COLUMNS} FROM venues WHERE show = ? AND date >= ? AND ${LIVE} ${ORDER}`,
  );
  const all = db.prepare<[], VenueRow>(`SELECT ${READ_COLUMNS} FROM venues WHERE ${LIVE} ${ORDER}`);
  const byId = db.prepare<[string], VenueRow>(`SELECT ${READ_COLUMNS} FROM venues WHERE id = ?`);
  const trashed = db.prepare<[], VenueRow>(
    `SELECT ${READ_COLUMNS} FROM venues WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id`,
  );
  const moveToTrash = db.prepare<[string, string, string]>(
    `UPDATE venues SET deleted_at = ?, deleted_by = ? WHERE id = ? AND ${LIVE}`,
  );
  const takeOutOfTrash = db.prepare<[string]>(
    'UPDATE venues SET deleted_at = NULL, deleted_by = NULL WHERE id = ? AND deleted_at IS NOT NULL',
  );
  const trashedAt = db.prepare<[string], { deleted_at: string }>(
    'SELECT deleted_at FROM venues WHERE id = ? AND deleted_at IS NOT NULL',
  );
  const purge = db.prepare<[string]>('DELETE FROM venues WHERE deleted_at IS NOT NULL AND deleted_at < ?');
  const insert = db.prepare(
    `INSERT INTO venues (${COLUMNS}) VALUES (@id, @show, @hotelName, @hotelLocation, @city, @date, @bookingUrl, @soldOut, @status, @availability, @previousDate, @sequence, @startTime, @relaxed, @bslInterpreted, @captioned, @createdAt, @seriesId)`,
  );
  const update = db.prepare(
    `UPDATE venues SET show = @show, hotel_name = @hotelName, hotel_location = @hotelLocation, city = @city,
       date = @date, booking_url = @bookingUrl, sold_out = @soldOut, status = @status,
       availability = @availability, previous_date = @previousDate, sequence = @sequence, start_time = @startTime,
       relaxed = @relaxed, bsl_interpreted = @bslInterpreted, captioned = @captioned
       WHERE id = @id AND ${LIVE}`,
  );
  const count = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM venues WHERE ${LIVE}`);
  const series = db.prepare<[string], VenueRow>(
    `SELECT ${READ_COLUMNS} FROM venues WHERE series_id = ? AND ${LIVE} ${ORDER}`,
  );
  const live = (id: string): Venue | null => {
    const row = byId.get(id);
    return row && row.deleted_at === null ? toVenue(row) : null;
  };

  const allUpcoming = db.prepare<[string], VenueRow>(
    `SELECT ${READ_COLUMNS} FROM venues WHERE date >= ? AND ${LIVE} ${ORDER}`,
  );
  // Trashed ones too: a trashed listing's address answers "gone", not "unknown".
  const onDate = db.prepare<[string, string], VenueRow>(
    `SELECT ${READ_COLUMNS} FROM venues WHERE show = ? AND date = ? ORDER BY deleted_at IS NOT NULL, created_at, id`,
  );
  const addresses = createVenueAddresses(db);
  const lastChanges = db.prepare<[], { venue_id: string; at: string }>(
    'SELECT venue_id, MAX(at) AS at FROM venue_changes GROUP BY venue_id',
  );

  const params = (id: string, fields: ListingRecord) => {
    const offers = (extra: PerformanceExtra): 0 | 1 => (fields.extras.includes(extra) ? 1 : 0);
    return {
      show: fields.show,
      hotelName: fields.hotelName,
      hotelLocation: fields.hotelLocation,
      city: fields.city,
      date: fields.date,
      bookingUrl: fields.bookingUrl,
      id,
      soldOut: fields.availability === 'sold-out' ? 1 : 0,
      status: fields.status,
      availability: fields.availability,
      previousDate: fields.previousDate ?? null,
      sequence: fields.sequence ?? 0,
      startTime: fields.startTime ?? null,
      relaxed: offers('relaxed'),
      bslInterpreted: offers('bsl-interpreted'),
      captioned: offers('captioned'),
    };
  };

  return {
    /** Listings of one show dated `today` or later (`today` is the ISO day in Europe/London). */
    listUpcoming(show: ShowKey, today: string): Venue[] {
      return upcoming.all(show, today).map(toVenue);
    },
    listAll(): Venue[] {
      return all.all().map(toVenue);
    },
    /** When each listing last changed, by id, from its history (the sitemap's lastmod). */
    lastChangedAt(): Map<string, string> {
      return new Map(lastChanges.all().map((row) => [row.venue_id, row.at]));
    },
    /** Every show's listings dated `today` or later, in date order. */
    listAllUpcoming(today: string): Venue[] {
      return allUpcoming.all(today).map(toVenue);
    },
    /**
     * The listing a date page's address names: at its current address (found), at a former one (moved),
     * trashed or purged (gone), or none (unknown). Equal addresses (same show, date and hotel) go to the
     * listing stored first.
     */
    findBySlug(show: ShowKey, slug: string): VenueLookup {
      const current = onDate.all(show, slug.slice(0, 10)).find((row) => venueSlug(toVenue(row)) === slug);
      if (current)
        return current.deleted_at === null ? { kind: 'found', venue: toVenue(current) } : { kind: 'gone' };
      const formerOwner = addresses.formerOwner(show, slug);
      if (formerOwner === null) return { kind: 'unknown' };
      const venue = live(formerOwner);
      return venue ? { kind: 'moved', venue } : { kind: 'gone' };
    },
    /** Stores a new listing; `seriesId` when it is one of a run's dates created together. */
    create(fields: VenueFields, createdAt: Date, seriesId: string | null = null): Venue {
      const id = randomUUID();
      insert.run({ ...params(id, fields), createdAt: createdAt.toISOString(), seriesId });
      return toVenue(byId.get(id) as VenueRow);
    },
    /** The live listings of one run, in date order. */
    listSeries(seriesId: string): Venue[] {
      return series.all(seriesId).map(toVenue);
    },
    /** One listing that is not in the trash, or null. */
    find(id: string): Venue | null {
      return live(id);
    },
    /**
     * Replaces one listing's fields, found by id, recording a move and raising its sequence
     * (reviseListing). Null when it no longer exists (or is in the trash).
     */
    update: writeTransaction(db, (id: string, fields: VenueFields): Venue | null => {
      const before = live(id);
      if (!before || update.run(params(id, reviseListing(before, fields))).changes === 0) return null;
      const after = live(id);
      if (after && (before.show !== after.show || venueSlug(before) !== venueSlug(after))) {
        addresses.remember(before);
      }
      return after;
    }),
    /**
     * Moves a listing to the trash; false when there is no such listing outside the trash. Its address is
     * remembered, so it still answers "gone" once the trash is emptied.
     */
    trash: writeTransaction(db, (id: string, at: Date, by: string): boolean => {
      const before = live(id);
      if (!before || moveToTrash.run(at.toISOString(), by, id).changes === 0) return false;
      addresses.remember(before);
      return true;
    }),
    /** Takes a listing out of the trash; null when it is not there (never deleted, or purged). */
    restore(id: string): Venue | null {
      if (takeOutOfTrash.run(id).changes === 0) return null;
      return live(id);
    },
    /** When a listing in the trash was deleted (ISO); null when it is not in the trash. */
    trashedAt(id: string): string | null {
      return trashedAt.get(id)?.deleted_at ?? null;
    },
    /** The trash, most recently deleted first. */
    listTrash(): TrashedVenue[] {
      return trashed.all().map((row) => ({
        ...toVenue(row),
        deletedAt: row.deleted_at ?? '',
        deletedBy: row.deleted_by ?? '',
      }));
    },
    /** Deletes for good the listings trashed before `cutoff`; returns how many. */
    purgeTrashedBefore(cutoff: Date): number {
      return purge.run(cutoff.toISOString()).changes;
    },
    /** Changes whenever a listing is written: caches of listings compare it to know they are current. */
    version(): number {
      return writes();
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
  };
}

export type VenuesRepository = ReturnType<typeof createVenuesRepository>;

import { randomUUID } from 'node:crypto';
import type { ShowKey } from '../../src/domain/shows';
import type { Venue, VenueFields } from '../../src/domain/venue';
import type { Db } from './database';

interface VenueRow {
  id: string;
  show: string;
  hotel_name: string;
  hotel_location: string;
  city: string;
  date: string;
  booking_url: string;
  sold_out: number;
  created_at: string;
}

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
    soldOut: row.sold_out === 1,
    createdAt: row.created_at,
  };
}

const COLUMNS = 'id, show, hotel_name, hotel_location, city, date, booking_url, sold_out, created_at';
// ISO dates sort as text in true date order; the hotel name keeps equal dates stable (see compareVenues).
const ORDER = 'ORDER BY date, hotel_name COLLATE NOCASE, id';

export function createVenuesRepository(db: Db) {
  const upcoming = db.prepare<[string, string], VenueRow>(
    `SELECT ${COLUMNS} FROM venues WHERE show = ? AND date >= ? ${ORDER}`,
  );
  const all = db.prepare<[], VenueRow>(`SELECT ${COLUMNS} FROM venues ${ORDER}`);
  const byId = db.prepare<[string], VenueRow>(`SELECT ${COLUMNS} FROM venues WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO venues (${COLUMNS}) VALUES (@id, @show, @hotelName, @hotelLocation, @city, @date, @bookingUrl, @soldOut, @createdAt)`,
  );
  const update = db.prepare(
    `UPDATE venues SET show = @show, hotel_name = @hotelName, hotel_location = @hotelLocation, city = @city,
       date = @date, booking_url = @bookingUrl, sold_out = @soldOut WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM venues WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM venues');

  const params = (id: string, fields: VenueFields) => ({ ...fields, id, soldOut: fields.soldOut ? 1 : 0 });

  return {
    /** Listings of one show dated `today` or later (`today` is the ISO day in Europe/London). */
    listUpcoming(show: ShowKey, today: string): Venue[] {
      return upcoming.all(show, today).map(toVenue);
    },
    listAll(): Venue[] {
      return all.all().map(toVenue);
    },
    create(fields: VenueFields, createdAt: Date): Venue {
      const id = randomUUID();
      insert.run({ ...params(id, fields), createdAt: createdAt.toISOString() });
      return toVenue(byId.get(id) as VenueRow);
    },
    /** Replaces one listing's fields, found by id. Null when it no longer exists. */
    update(id: string, fields: VenueFields): Venue | null {
      if (update.run(params(id, fields)).changes === 0) return null;
      return toVenue(byId.get(id) as VenueRow);
    },
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
  };
}

export type VenuesRepository = ReturnType<typeof createVenuesRepository>;

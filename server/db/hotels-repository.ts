import { randomUUID } from 'node:crypto';
import type { Hotel, HotelFields } from '../../src/domain/hotel';
import type { Db } from './database';
import { countWrites } from './write-counter';

interface HotelRow {
  id: string;
  name: string;
  address: string;
  city: string;
  map_url: string;
  access_contact: string;
  step_free: string;
  accessible_toilet: string;
  parking: string;
  quiet_space: string;
  hearing_loop: string;
  dietary: string;
  access_notes: string;
  contact_name: string;
  contact_email: string;
  allergen_info: string;
  parking_info: string;
  stay_info: string;
  stay_url: string;
  booking_source: number;
  created_at: string;
  updated_at: string;
}

// Rows are written only through hotelInputSchema-checked fields (and the columns' CHECKs), so the casts hold.
function toHotel(row: HotelRow): Hotel {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city as Hotel['city'],
    mapUrl: row.map_url,
    accessContact: row.access_contact,
    access: {
      stepFree: row.step_free as Hotel['access']['stepFree'],
      accessibleToilet: row.accessible_toilet as Hotel['access']['accessibleToilet'],
      parking: row.parking as Hotel['access']['parking'],
      quietSpace: row.quiet_space as Hotel['access']['quietSpace'],
      hearingLoop: row.hearing_loop as Hotel['access']['hearingLoop'],
    },
    dietary: row.dietary,
    accessNotes: row.access_notes,
    contact: { name: row.contact_name, email: row.contact_email },
    allergenInfo: row.allergen_info,
    parkingInfo: row.parking_info,
    stayInfo: row.stay_info,
    stayUrl: row.stay_url,
    bookingSource: row.booking_source === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const params = (id: string, fields: HotelFields, at: string) => ({
  id,
  name: fields.name,
  address: fields.address,
  city: fields.city,
  mapUrl: fields.mapUrl,
  accessContact: fields.accessContact,
  stepFree: fields.access.stepFree,
  accessibleToilet: fields.access.accessibleToilet,
  parking: fields.access.parking,
  quietSpace: fields.access.quietSpace,
  hearingLoop: fields.access.hearingLoop,
  dietary: fields.dietary,
  accessNotes: fields.accessNotes,
  contactName: fields.contact.name,
  contactEmail: fields.contact.email,
  allergenInfo: fields.allergenInfo,
  parkingInfo: fields.parkingInfo,
  stayInfo: fields.stayInfo,
  stayUrl: fields.stayUrl,
  bookingSource: fields.bookingSource ? 1 : 0,
  at,
});

/** The hotels (server/db/migrations/012-hotels.sql). A listing's hotel is linked by the database itself. */
export function createHotelsRepository(database: Db) {
  // Its writes count like the listings': a hotel's facts show on every page of its dates.
  const { db, writes } = countWrites(database);
  const all = db.prepare<[], HotelRow>('SELECT * FROM hotels ORDER BY name COLLATE NOCASE, city, id');
  const byId = db.prepare<[string], HotelRow>('SELECT * FROM hotels WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO hotels (id, name, address, city, map_url, access_contact, step_free, accessible_toilet,
       parking, quiet_space, hearing_loop, dietary, access_notes, contact_name, contact_email,
       allergen_info, parking_info, stay_info, stay_url, booking_source, created_at, updated_at)
     VALUES (@id, @name, @address, @city, @mapUrl, @accessContact, @stepFree, @accessibleToilet, @parking,
       @quietSpace, @hearingLoop, @dietary, @accessNotes, @contactName, @contactEmail,
       @allergenInfo, @parkingInfo, @stayInfo, @stayUrl, @bookingSource, @at, @at)`,
  );
  const update = db.prepare(
    `UPDATE hotels SET name = @name, address = @address, city = @city, map_url = @mapUrl,
       access_contact = @accessContact, step_free = @stepFree, accessible_toilet = @accessibleToilet,
       parking = @parking, quiet_space = @quietSpace, hearing_loop = @hearingLoop, dietary = @dietary,
       access_notes = @accessNotes, contact_name = @contactName, contact_email = @contactEmail,
       allergen_info = @allergenInfo, parking_info = @parkingInfo, stay_info = @stayInfo, stay_url = @stayUrl,
       booking_source = @bookingSource, updated_at = @at
     WHERE id = @id`,
  );
  const datesOf = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM venues WHERE hotel_id = ? AND deleted_at IS NULL',
  );

  return {
    list(): Hotel[] {
      return all.all().map(toHotel);
    },
    find(id: string): Hotel | null {
      const row = byId.get(id);
      return row ? toHotel(row) : null;
    },
    /** Null when a hotel with the same name, address and city exists already. */
    create(fields: HotelFields, now: Date): Hotel | null {
      const id = randomUUID();
      try {
        insert.run(params(id, fields, now.toISOString()));
      } catch (error) {
        if (String(error).includes('UNIQUE')) return null;
        throw error;
      }
      return this.find(id);
    },
    /** The hotel as saved, 'missing' when there is none with this id, 'taken' when another has its place. */
    update(id: string, fields: HotelFields, now: Date): Hotel | 'missing' | 'taken' {
      try {
        if (update.run(params(id, fields, now.toISOString())).changes === 0) return 'missing';
      } catch (error) {
        if (String(error).includes('UNIQUE')) return 'taken';
        throw error;
      }
      return this.find(id) ?? 'missing';
    },
    /** How many listings (not in the trash) refer to the hotel. */
    countDates(id: string): number {
      return datesOf.get(id)?.n ?? 0;
    },
    /** Moves with every write: pages showing a hotel's facts compare it (server/db/write-counter.ts). */
    version: writes,
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;

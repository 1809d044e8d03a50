import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hotel } from '../../src/domain/hotel';
import { venueSlug } from '../../src/domain/venue-slug';
import type { Venue } from '../../src/domain/venue';
import { aHotelInput, aVenueInput } from '../../tests/builders/inputs';
import { DATABASE_FILE, listMigrations, migrate } from '../db/database';
import { openStore } from '../db/store';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const aHotel = aHotelInput;

describe('hotels', () => {
  it('migrates listings from before hotels into one hotel per place, every fact not confirmed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotels-migration-'));
    dirs.push(dir);
    const db = new Database(join(dir, DATABASE_FILE));
    // The schema as it was before migration 012, with listings in it.
    const folder = fileURLToPath(new URL('../db/migrations', import.meta.url));
    for (const migration of listMigrations().filter((m) => m.version < 12)) {
      db.exec(readFileSync(join(folder, migration.file), 'utf8'));
      db.pragma(`user_version = ${migration.version}`);
    }
    const insert = db.prepare(
      `INSERT INTO venues (id, show, hotel_name, hotel_location, city, date, booking_url, created_at)
       VALUES (?, 'Titanic', ?, ?, ?, '2030-01-10', 'https://t.example/', '2026-01-01T00:00:00.000Z')`,
    );
    insert.run('a', 'The Park Hotel', 'Park Place, Cardiff', 'Cardiff');
    insert.run('b', 'the park hotel', 'Park Place, Cardiff', 'Cardiff'); // same place, other capitals
    insert.run('c', 'The Grand Hotel', "King's Road, Brighton", 'Brighton');
    migrate(db);
    const hotels = db.prepare('SELECT * FROM hotels ORDER BY name').all() as Record<string, unknown>[];
    expect(hotels.map((hotel) => [hotel.name, hotel.city, hotel.step_free, hotel.hearing_loop])).toEqual([
      ['The Grand Hotel', 'Brighton', 'unknown', 'unknown'],
      ['The Park Hotel', 'Cardiff', 'unknown', 'unknown'],
    ]);
    const links = db.prepare('SELECT id, hotel_id FROM venues ORDER BY id').all() as { hotel_id: string }[];
    expect(links[0]?.hotel_id).toBe(links[1]?.hotel_id);
    expect(links[2]?.hotel_id).not.toBe(links[0]?.hotel_id);
    expect(links.every((link) => link.hotel_id)).toBe(true);
    db.close();
  });

  it('links every new listing to its place’s hotel, and a manager edits the hotel once for all its dates', async () => {
    t = await createTestApp();
    const cookie = await t.signIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: { cookie },
      payload: aHotel(),
    });
    expect(created.statusCode).toBe(201);
    const hotel = created.json<Hotel>();
    expect(hotel.access).toEqual({
      stepFree: 'yes',
      accessibleToilet: 'unknown',
      parking: 'unknown',
      quietSpace: 'unknown',
      hearingLoop: 'portable',
    });
    const place = {
      hotelName: 'The Park Hotel',
      hotelLocation: 'Park Place, Cardiff CF10 3UD',
      city: 'Cardiff',
    } as const;
    const first = await t.createVenue(cookie, aVenueInput(place));
    const second = await t.createVenue(cookie, aVenueInput({ ...place, show: 'JFK' }));
    expect([first.hotelId, second.hotelId]).toEqual([hotel.id, hotel.id]);

    // Visitors read the facts with the dates.
    const upcoming = (await t.app.inject({ method: 'GET', url: '/api/venues/upcoming' })).json<Venue[]>();
    expect(upcoming.map((venue) => venue.hotel?.access.hearingLoop)).toEqual(['portable', 'portable']);

    // One edit of the hotel shows on both dates at once (the listings' cache is renewed).
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}`,
      headers: { cookie },
      payload: aHotel({ access: { stepFree: 'yes', hearingLoop: 'fixed', quietSpace: 'yes' } }),
    });
    expect(edited.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/venues/upcoming' })).json<Venue[]>();
    expect(after.map((venue) => [venue.hotel?.access.hearingLoop, venue.hotel?.access.quietSpace])).toEqual([
      ['fixed', 'yes'],
      ['fixed', 'yes'],
    ]);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/venues/lookup?show=Titanic&slug=${venueSlug(first)}`,
    });
    expect(lookup.json<{ venue: Venue }>().venue.hotel?.accessContact).toBe('Front desk, 029 2000 0000');

    const list = await t.app.inject({ method: 'GET', url: '/api/hotels', headers: { cookie } });
    expect(list.json<(Hotel & { dates: number })[]>().map((h) => [h.name, h.dates])).toEqual([
      ['The Park Hotel', 2],
    ]);
  });

  it('refuses bad facts, a second hotel at the same place, strangers, and unknown ids, changing nothing', async () => {
    t = await createTestApp();
    const cookie = await t.signIn();
    const post = (payload: object, headers: Record<string, string> = { cookie }) =>
      (t as TestApp).app.inject({ method: 'POST', url: '/api/hotels', headers, payload });
    const bad = await post({ ...aHotel(), access: { stepFree: 'maybe' }, mapUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields).sort()).toEqual([
      'access.stepFree',
      'mapUrl',
    ]);
    expect((await post(aHotel(), {})).statusCode).toBe(401);
    expect((await post(aHotel())).statusCode).toBe(201);
    expect((await post(aHotel({ name: 'THE PARK HOTEL' }))).statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/hotels/nope',
      headers: { cookie },
      payload: aHotel(),
    });
    expect(missing.statusCode).toBe(404);
    const store = openStore(t.dataDir);
    try {
      expect(store.hotels.list().map((hotel) => hotel.name)).toEqual(['The Park Hotel']);
    } finally {
      store.close();
    }
  });
});

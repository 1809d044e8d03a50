import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { aVenueInput } from '../../tests/builders/inputs';
import { venueInputSchema } from '../../src/domain/venue';
import { DATABASE_FILE, listMigrations } from './database';
import { openStore } from './store';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database as a build from before listing statuses left it (migrations up to 009), with two listings. */
function databaseBeforeStatuses(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-old-'));
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  const db = new Database(join(dir, DATABASE_FILE));
  for (const { version, file } of listMigrations().filter((m) => m.version <= 9)) {
    db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    db.pragma(`user_version = ${version}`);
  }
  const insert = db.prepare(
    `INSERT INTO venues (id, show, hotel_name, hotel_location, city, date, booking_url, sold_out, created_at)
     VALUES (?, 'Titanic', ?, 'Promenade, Cardiff', 'Cardiff', '2099-04-10', 'https://t.example/b', ?, '2030-01-01T00:00:00.000Z')`,
  );
  insert.run('full', 'The Full House', 1);
  insert.run('open', 'The Open House', 0);
  db.close();
  return dir;
}

describe('listings stored before status and availability existed', () => {
  it('read as scheduled, sold out where the old flag said so, at sequence 0', () => {
    const store = openStore(databaseBeforeStatuses());
    const byId = new Map(store.venues.listAll().map((venue) => [venue.id, venue]));
    expect(byId.get('full')).toMatchObject({
      status: 'scheduled',
      availability: 'sold-out',
      soldOut: true,
      sequence: 0,
    });
    expect(byId.get('open')).toMatchObject({
      status: 'scheduled',
      availability: 'on-sale',
      soldOut: false,
      sequence: 0,
    });
    store.close();
  });

  it('keep the old flag in step when written, so an older build reads them alike', () => {
    const dir = databaseBeforeStatuses();
    const store = openStore(dir);
    const input = venueInputSchema.parse(
      aVenueInput({ city: 'Cardiff', date: '2099-04-10', availability: 'few-left', status: 'cancelled' }),
    );
    expect(store.venues.update('full', input)).toMatchObject({ availability: 'few-left', sequence: 1 });
    store.close();
    const raw = new Database(join(dir, DATABASE_FILE), { readonly: true });
    expect(raw.prepare("SELECT sold_out, status FROM venues WHERE id = 'full'").get()).toEqual({
      sold_out: 0,
      status: 'cancelled',
    });
    raw.close();
  });

  it('refuses a status or availability outside the lists at the database too', () => {
    const dir = databaseBeforeStatuses();
    openStore(dir).close();
    const raw = new Database(join(dir, DATABASE_FILE));
    expect(() => raw.prepare("UPDATE venues SET status = 'late' WHERE id = 'full'").run()).toThrow(/CHECK/);
    expect(() => raw.prepare("UPDATE venues SET availability = 'lots' WHERE id = 'full'").run()).toThrow(
      /CHECK/,
    );
    raw.close();
  });
});

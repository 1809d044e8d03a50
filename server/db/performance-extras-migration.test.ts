import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** A database as a build from before a date's extras left it (migrations up to 015), with one listing. */
function databaseBeforeExtras(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-extras-'));
  dirs.push(dir);
  const db = new Database(join(dir, DATABASE_FILE));
  for (const { version, file } of listMigrations().filter((m) => m.version <= 15)) {
    db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    db.pragma(`user_version = ${version}`);
  }
  db.prepare(
    `INSERT INTO venues (id, show, hotel_name, hotel_location, city, date, booking_url, sold_out, created_at)
     VALUES ('old', 'Titanic', 'The Old House', 'Promenade, Cardiff', 'Cardiff', '2099-04-10', 'https://t.example/b', 0, '2030-01-01T00:00:00.000Z')`,
  ).run();
  db.close();
  return dir;
}

describe("a date's extras in a database from before them (migration 016)", () => {
  it('a listing stored before has none, and takes the ones a manager then sets', () => {
    const dir = databaseBeforeExtras();
    const store = openStore(dir);
    expect(store.venues.find('old')?.extras).toEqual([]);
    const input = venueInputSchema.parse(
      aVenueInput({ city: 'Cardiff', date: '2099-04-10', extras: ['captioned', 'relaxed'] }),
    );
    expect(store.venues.update('old', input)?.extras).toEqual(['relaxed', 'captioned']);
    store.close();
    const raw = new Database(join(dir, DATABASE_FILE), { readonly: true });
    expect(
      raw.prepare("SELECT relaxed, bsl_interpreted, captioned FROM venues WHERE id = 'old'").get(),
    ).toEqual({ relaxed: 1, bsl_interpreted: 0, captioned: 1 });
    raw.close();
  });

  it('refuses a flag other than 0 or 1 at the database too', () => {
    const dir = databaseBeforeExtras();
    openStore(dir).close();
    const raw = new Database(join(dir, DATABASE_FILE));
    expect(() => raw.prepare("UPDATE venues SET captioned = 2 WHERE id = 'old'").run()).toThrow(/CHECK/);
    raw.close();
  });
});

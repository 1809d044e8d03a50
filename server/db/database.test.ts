import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../src/domain/dates';
import { SHOW_KEYS } from '../../src/domain/shows';
import { DATABASE_FILE, migrate, openDatabase, writeTransaction } from './database';
import { seedDemo } from './demo-seed';
import { openStore } from './store';
import { createTestApp } from '../testing/test-app';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the database', () => {
  it('is created with its directory, in WAL mode, with foreign keys and a busy timeout', () => {
    const { db, wasNew } = openDatabase(tempDir());
    expect(wasNew).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('applies migrations once: reopening or migrating again changes nothing', () => {
    const dir = tempDir();
    const first = openDatabase(dir);
    const version = first.db.pragma('user_version', { simple: true });
    expect(version).toBeGreaterThanOrEqual(1);
    expect(migrate(first.db)).toBe(version);
    first.db.close();

    const again = openDatabase(dir);
    expect(again.wasNew).toBe(false);
    expect(again.db.pragma('user_version', { simple: true })).toBe(version);
    again.db.close();

    const raw = new Database(join(dir, DATABASE_FILE), { readonly: true });
    const tables = raw
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all();
    expect(tables.map((t) => t.name)).toEqual([
      'applied_migrations',
      'contact_messages',
      'content_blocks',
      'content_versions',
      'daily_counts',
      'hosting_requests',
      'hotel_links',
      'hotels',
      'inbox_replies',
      'managers',
      'outbox',
      'picture_shares',
      'pictures',
      'seats_back',
      'sessions',
      'subscriber_notices',
      'subscribers',
      'subscription_requests',
      'venue_changes',
      'venue_slugs',
      'venues',
    ]);
    raw.close();
  });
});

describe('a transaction beside another connection to the file', () => {
  it('is not refused when another connection writes after its first read: the other one waits its turn', () => {
    const dir = tempDir();
    const { db } = openDatabase(dir);
    db.exec('CREATE TABLE notes (body TEXT NOT NULL)');
    // The manager CLI, a restore or a test's set-up, on the same file; it may not wait here, so a write it
    // would have had to wait for is refused, and the order is seen.
    const other = new Database(join(dir, DATABASE_FILE));
    other.pragma('busy_timeout = 0');
    const otherWrites = () => other.prepare("INSERT INTO notes (body) VALUES ('other')").run();
    const save = writeTransaction(db, (body: string) => {
      db.prepare('SELECT count(*) FROM notes').get();
      expect(otherWrites).toThrow(/database is locked/);
      db.prepare('INSERT INTO notes (body) VALUES (?)').run(body);
    });

    save('mine');
    otherWrites();
    expect(db.prepare('SELECT body FROM notes').pluck().all()).toEqual(['mine', 'other']);
    other.close();
    db.close();
  });
});

describe('migrations that land out of order', () => {
  const tableNames = (db: Database.Database) =>
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't%'")
      .all()
      .map((row) => row.name)
      .sort();
  const folderWith = (files: Record<string, string>) => {
    const folder = tempDir();
    mkdirSync(folder, { recursive: true });
    for (const [file, sql] of Object.entries(files)) writeFileSync(join(folder, file), sql);
    return folder;
  };

  it('still runs a migration numbered below one the database already has', () => {
    const folder = folderWith({
      '001-one.sql': 'CREATE TABLE t1 (x);',
      '003-three.sql': 'CREATE TABLE t3 (x);',
    });
    const db = new Database(':memory:');
    expect(migrate(db, folder)).toBe(3);
    // A branch that took number 2 lands after 3 was applied.
    writeFileSync(join(folder, '002-two.sql'), 'CREATE TABLE t2 (x);');
    expect(migrate(db, folder)).toBe(3);
    expect(tableNames(db)).toEqual(['t1', 't2', 't3']);
    expect(migrate(db, folder)).toBe(3); // and only once
    db.close();
  });

  it('takes a database from before the record as having every migration up to its version', () => {
    const folder = folderWith({
      '001-one.sql': 'CREATE TABLE t1 (x);',
      '002-two.sql': 'CREATE TABLE t2 (x);',
    });
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t1 (x);');
    db.pragma('user_version = 1');
    expect(migrate(db, folder)).toBe(2);
    expect(tableNames(db)).toEqual(['t1', 't2']);
    db.close();
  });
});

describe('the demo seed', () => {
  const now = new Date('2030-11-20T18:00:00Z');

  it('gives every show upcoming listings, with a sold-out one, a rarely toured city and past ones', () => {
    const store = openStore(tempDir());
    seedDemo(store, now);
    const today = todayInLondon(now);
    for (const show of SHOW_KEYS) {
      expect(store.venues.listUpcoming(show, today).length, show).toBeGreaterThanOrEqual(2);
    }
    const all = store.venues.listAll();
    expect(all.some((v) => v.soldOut && v.date >= today)).toBe(true);
    expect(all.some((v) => v.city === 'IsleOfMan')).toBe(true);
    expect(all.filter((v) => v.date < today).length).toBeGreaterThanOrEqual(2);
    expect(all.every((v) => v.bookingUrl.startsWith('https://'))).toBe(true);
    expect(store.hostingRequests.pageNewestFirst({ limit: 10 }).total).toBe(1);
    expect(store.contactMessages.pageNewestFirst({ limit: 10 }).total).toBe(1);
    store.close();
  });

  it('runs only on a brand-new database', async () => {
    const dataDir = tempDir();
    const first = await createTestApp({ dataDir, seedDemo: true });
    const count = first.app.store.venues.count();
    expect(count).toBeGreaterThan(0);
    await first.app.close();
    const second = await createTestApp({ dataDir, seedDemo: true });
    expect(second.app.store.venues.count()).toBe(count);
    await second.app.close();

    const empty = await createTestApp({ seedDemo: false });
    expect(empty.app.store.venues.count()).toBe(0);
    await empty.close();
  });
});

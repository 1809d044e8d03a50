import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { aContactMessageInput, aVenueInput } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { checkBackupFile, listBackups, restoreBackup } from './backups';
import { DATABASE_FILE } from './database';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
async function testApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
}

const messagesIn = (file: string): string[] => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare<[], { message: string }>('SELECT message FROM contact_messages')
      .all()
      .map((r) => r.message);
  } finally {
    db.close();
  }
};

describe('backups', () => {
  it('taken while visitors are submitting, holds every acknowledged submission and passes integrity_check', async () => {
    const t = await testApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    // Four visitors posting back to back, over real HTTP, for the whole backup.
    const visitor = async () => {
      while (!stop) {
        const message = `message ${sent++}`;
        const response = await fetch(`${base}/api/contact-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(aContactMessageInput({ message })),
        });
        if (response.status === 201) acknowledged.push(message);
      }
    };
    const load = Promise.all([visitor(), visitor(), visitor(), visitor()]);
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = [...acknowledged];
    const file = await t.app.store.backup('manual', 14);
    stop = true;
    await load;

    expect(checkBackupFile(file)).toEqual([]);
    const saved = new Set(messagesIn(file));
    expect(before.filter((message) => !saved.has(message))).toEqual([]);
    // Nor was anything acknowledged lost from the live database.
    expect(new Set(messagesIn(join(t.dataDir, DATABASE_FILE))).size).toBe(acknowledged.length);
  });

  it('keeps the BACKUP_KEEP newest of each kind', async () => {
    const t = await testApp({ backupKeep: 2 });
    for (let i = 0; i < 4; i++) {
      await t.app.store.backup('manual', 2);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await t.app.store.backup('pre-import', 2);
    expect(listBackups(t.dataDir).map((b) => b.kind)).toEqual(['manual', 'manual', 'pre-import']);
  });

  it('takes a daily backup when the server starts without a recent one', async () => {
    const t = await testApp({ dailyBackups: true });
    await t.app.ready();
    await expect.poll(() => listBackups(t.dataDir).map((b) => b.kind)).toEqual(['daily']);
  });

  it('takes one before an import writes', async () => {
    const t = await testApp();
    const cookie = await t.signIn();
    const csv =
      'show,hotelName,hotelLocation,city,date,bookingUrl,soldOut\r\nJFK,A,B,Leeds,01/02/2027,https://a.example/,no\r\n';
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/venues/import?dryRun=1',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(preview.statusCode).toBe(200);
    expect(listBackups(t.dataDir)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/venues/import',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    const [backup] = listBackups(t.dataDir);
    expect(backup?.kind).toBe('pre-import');
    const db = new Database(backup?.file ?? '', { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM venues').get()).toEqual({ n: 0 });
    db.close();
  });

  it('takes one before migrating an older database', async () => {
    const t = await testApp();
    const dataDir = join(t.dataDir, 'older');
    mkdirSync(dataDir);
    const old = new Database(join(dataDir, DATABASE_FILE));
    old.exec(readFileSync(new URL('./migrations/001-init.sql', import.meta.url), 'utf8'));
    old.pragma('user_version = 1');
    old.close();

    apps.push(await createTestApp({ dataDir }));
    const [backup] = listBackups(dataDir);
    expect(backup?.kind).toBe('pre-migration');
    const copy = new Database(backup?.file ?? '', { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(1);
    copy.close();
  });
});

describe('restore', () => {
  it('refuses while the server holds the database, then brings a backup back', async () => {
    const t = await testApp();
    const cookie = await t.signIn();
    const post = (hotelName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { cookie },
        payload: aVenueInput({ hotelName }),
      });
    await post('Kept');
    const file = await t.app.store.backup('manual', 14);
    await post('After the backup');

    await expect(restoreBackup(t.dataDir, file, 14)).rejects.toThrow(/the server \(process \d+\) is using/);
    await t.app.close();
    const { safetyCopy } = await restoreBackup(t.dataDir, file, 14);
    expect(existsSync(safetyCopy)).toBe(true);

    const again = await testApp({ dataDir: t.dataDir });
    const listed = await again.app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });
    expect(listed.json().map((v: { hotelName: string }) => v.hotelName)).toEqual(['Kept']);
  });

  it('refuses a damaged file and changes nothing', async () => {
    const t = await testApp();
    await t.app.close();
    const bad = join(t.dataDir, 'not-a-backup.sqlite');
    writeFileSync(bad, 'SQLite format 3\0 but then nothing sensible'.padEnd(4096, 'x'));
    await expect(restoreBackup(t.dataDir, bad, 14)).rejects.toThrow(
      /Not restored: .*cannot be read as a database/,
    );
    expect(listBackups(t.dataDir)).toEqual([]);
  });

  it('refuses a backup with a trigger or a view, or from a newer schema, naming each, and changes nothing', async () => {
    const t = await testApp();
    const file = await t.app.store.backup('manual', 14);
    await t.app.close();
    const crafted = new Database(file);
    crafted.exec(`
      INSERT INTO managers (email, password_hash, created_at) VALUES ('intruder@example.com', 'x', '2030-01-01');
      CREATE TRIGGER keep_intruder AFTER DELETE ON managers BEGIN
        INSERT INTO managers (email, password_hash, created_at) VALUES (old.email, old.password_hash, old.created_at);
      END;
      CREATE VIEW everyone AS SELECT email FROM managers;
      -- One of the site's own trigger names, doing something else: its text is not the migration's.
      DROP TRIGGER venues_hotel_on_move;
      CREATE TRIGGER venues_hotel_on_move AFTER UPDATE ON venues BEGIN DELETE FROM managers; END;
    `);
    crafted.close();
    await expect(restoreBackup(t.dataDir, file, 14)).rejects.toThrow(
      /^Not restored: .* holds a trigger "keep_intruder", .*; .* holds a trigger "venues_hotel_on_move", .*; .* holds a view "everyone", /,
    );

    const newer = await testApp();
    const future = await newer.app.store.backup('manual', 14);
    await newer.app.close();
    const bumped = new Database(future);
    bumped.pragma('user_version = 999');
    bumped.close();
    await expect(restoreBackup(t.dataDir, future, 14)).rejects.toThrow(
      /^Not restored: .* has schema version 999, newer than this site's \d+/,
    );
    expect(listBackups(t.dataDir).filter((b) => b.kind === 'pre-restore')).toEqual([]);
  });

  it('runs as npm run restore -- FILE', async () => {
    const t = await testApp();
    const file = await t.app.store.backup('manual', 14);
    await t.app.close();
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/restore.ts', file], {
      env: { ...process.env, DATA_DIR: t.dataDir },
    });
    expect(stdout).toMatch(/^Restored .* The database as it was is kept in .*pre-restore\.sqlite\.\n$/);
  });
});

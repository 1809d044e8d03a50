import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DATABASE_FILE = 'site.sqlite';
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens (creating if missing) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): { db: Db; wasNew: boolean } {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  // WAL lets readers (the public show pages) proceed while a manager writes; NORMAL sync is durable in WAL
  // mode against process crashes, which is the failure the budget names (a killed server loses nothing acknowledged).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // The CLI and the server may touch the file at the same moment: wait rather than fail with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  const wasNew = (db.pragma('user_version', { simple: true }) as number) === 0;
  migrate(db);
  return { db, wasNew };
}

interface Migration {
  version: number;
  file: string;
}

export function listMigrations(): Migration[] {
  const migrations = readdirSync(MIGRATIONS_DIR)
    .map((file) => ({ file, match: /^(\d+)-.+\.sql$/.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: Number(match[1]), file }))
    .sort((a, b) => a.version - b.version);
  // Two branches can each add "the next" number; the second file would silently never run.
  const clash = migrations.find((m, i) => i > 0 && migrations[i - 1]?.version === m.version);
  if (clash) throw new Error(`Two migrations share number ${clash.version}: renumber one (${clash.file})`);
  return migrations;
}

/** How many migrations an open database has not had yet. */
export function pendingMigrations(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  return listMigrations().filter((migration) => migration.version > current).length;
}

/**
 * Applies numbered migrations (`NNN-name.sql`) newer than PRAGMA user_version, each in its own transaction
 * together with the version bump, so a failed migration leaves the previous schema intact.
 */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let version = current;
  for (const migration of listMigrations()) {
    if (migration.version <= version) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, migration.file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    version = migration.version;
  }
  return version;
}

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

/**
 * `work` as one transaction that takes the database's write lock as it begins (SQLite's BEGIN IMMEDIATE),
 * waiting up to the busy timeout while another connection writes. better-sqlite3's default, BEGIN DEFERRED,
 * asks for the lock at the transaction's first write instead: when another connection (the manager CLI, a
 * restore, a test's set-up) has written since the transaction's first read, SQLite refuses that write at
 * once, busy timeout or not (SQLITE_BUSY_SNAPSHOT, "database is locked"), and the manager's save answered
 * 500. Inside another transaction it is a savepoint, as before. Every transaction of the server's is made
 * here (tests/lint/write-transactions.test.ts).
 */
export function writeTransaction<F extends Parameters<Db['transaction']>[0]>(db: Db, work: F) {
  return db.transaction(work).immediate;
}

interface Migration {
  version: number;
  file: string;
}

export function listMigrations(folder = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(folder)
    .map((file) => ({ file, match: /^(\d+)-.+\.sql$/.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: Number(match[1]), file }))
    .sort((a, b) => a.version - b.version);
  // Two branches can each add "the next" number; the second file would silently never run.
  const clash = migrations.find((m, i) => i > 0 && migrations[i - 1]?.version === m.version);
  if (clash) throw new Error(`Two migrations share number ${clash.version}: renumber one (${clash.file})`);
  return migrations;
}

/**
 * The migrations a database has had. Each is recorded in `applied_migrations`, so a migration numbered below
 * one already applied (two branches landing in the other order) still runs. A database from before that table
 * had every migration up to its PRAGMA user_version, which is how it is filled the first time.
 */
function appliedMigrations(db: Db, folder: string): Set<number> {
  const recorded = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'applied_migrations'")
    .get();
  if (!recorded) {
    const current = db.pragma('user_version', { simple: true }) as number;
    return new Set(
      listMigrations(folder)
        .filter((m) => m.version <= current)
        .map((m) => m.version),
    );
  }
  const rows = db.prepare<[], { version: number }>('SELECT version FROM applied_migrations').all();
  return new Set(rows.map((row) => row.version));
}

/** How many migrations an open database has not had yet. */
export function pendingMigrations(db: Db): number {
  const applied = appliedMigrations(db, MIGRATIONS_DIR);
  return listMigrations().filter((migration) => !applied.has(migration.version)).length;
}

/**
 * Applies the numbered migrations (`NNN-name.sql`) a database has not had, lowest first, each in its own
 * transaction together with its record, so a failed migration leaves the previous schema intact. PRAGMA
 * user_version stays the highest number applied (backups compare it with the code's newest).
 */
export function migrate(db: Db, folder = MIGRATIONS_DIR): number {
  const applied = appliedMigrations(db, folder);
  writeTransaction(db, () => {
    db.exec(
      'CREATE TABLE IF NOT EXISTS applied_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const record = db.prepare('INSERT OR IGNORE INTO applied_migrations (version, applied_at) VALUES (?, ?)');
    for (const version of applied) record.run(version, new Date().toISOString());
  })();
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const migration of listMigrations(folder)) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(join(folder, migration.file), 'utf8');
    version = Math.max(version, migration.version);
    writeTransaction(db, () => {
      db.exec(sql);
      db.prepare('INSERT INTO applied_migrations (version, applied_at) VALUES (?, ?)').run(
        migration.version,
        new Date().toISOString(),
      );
      db.pragma(`user_version = ${version}`);
    })();
  }
  return version;
}

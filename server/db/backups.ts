import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { backUpMedia, removeMediaBeside, restoreMedia } from './backup-media';
import { DATABASE_FILE, listMigrations, migrate, pendingMigrations, type Db } from './database';

/** Why a backup was taken; part of its file name, and each kind keeps its own BACKUP_KEEP newest files. */
export type BackupKind = 'daily' | 'pre-migration' | 'pre-import' | 'pre-restore' | 'manual';

export const BACKUPS_DIR = 'backups';
/** Written by a running server (see server/db/server-lock.ts); restore refuses while it names a live process. */
export const SERVER_LOCK_FILE = 'server.pid';
const NAME = /^site-(.+)-(daily|pre-migration|pre-import|pre-restore|manual)\.sqlite$/;

export interface BackupFile {
  file: string;
  kind: BackupKind;
}

/** The backups in `dataDir/backups`, oldest first (names start with the moment they were taken). */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = join(dataDir, BACKUPS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((entry) => entry.match)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, match }) => ({ file: join(dir, name), kind: match?.[2] as BackupKind }));
}

/**
 * Copies the live database with SQLite's online backup API (better-sqlite3's `db.backup`), which copies
 * a consistent snapshot page by page while the server keeps reading and writing. The copy is written
 * under a temporary name and renamed when complete, so a file named like a backup is always whole.
 * The uploaded pictures (DATA_DIR/media) are copied beside it. Then only the `keep` newest backups of this
 * kind stay.
 */
export async function writeBackup(db: Db, dataDir: string, kind: BackupKind, keep: number, now = new Date()) {
  const dir = join(dataDir, BACKUPS_DIR);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `site-${now.toISOString().replace(/[:.]/g, '-')}-${kind}.sqlite`);
  const partial = `${file}.partial`;
  await db.backup(partial);
  renameSync(partial, file);
  backUpMedia(dataDir, file);
  const ofKind = listBackups(dataDir).filter((backup) => backup.kind === kind);
  for (const old of ofKind.slice(0, Math.max(0, ofKind.length - keep))) {
    rmSync(old.file, { force: true });
    removeMediaBeside(old.file);
  }
  return file;
}

/** Problems with a backup file ([] when it is a whole database of this site). */
export function checkBackupFile(file: string): string[] {
  if (!existsSync(file)) return [`${file} does not exist`];
  let db: Db | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
    if (problems.length > 0) return problems;
    const venues = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'venues'").get();
    if (!venues) return [`${basename(file)} is a SQLite file, but not this site's database`];
    return [...unknownSchema(db, basename(file)), ...foreignObjects(db, basename(file))];
  } catch (error) {
    return [
      `${basename(file)} cannot be read as a database: ${error instanceof Error ? error.message : error}`,
    ];
  } finally {
    db?.close();
  }
}

/** A backup from a newer version of the site: its schema is one this code cannot know is safe to run on. */
function unknownSchema(db: Db, name: string): string[] {
  const version = db.pragma('user_version', { simple: true }) as number;
  const known = listMigrations().at(-1)?.version ?? 0;
  return version > known
    ? [
        `${name} has schema version ${version}, newer than this site's ${known}: restore it with the version that wrote it`,
      ]
    : [];
}

/**
 * Triggers and views other than the site's own: one in a backup would run inside the live database (a trigger
 * that puts a removed manager back, say). The site's own are those its migrations create (012 links each
 * listing to its hotel), word for word; a file carrying any other is refused, each one named.
 */
function foreignObjects(db: Db, name: string): string[] {
  const own = ownSchemaObjects();
  return schemaObjects(db)
    .filter((object) => !own.has(objectKey(object)))
    .map(
      (object) => `${name} holds a ${object.type} "${object.name}", which this site's databases never have`,
    );
}

interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

const schemaObjects = (db: Db) =>
  db
    .prepare<[], SchemaObject>(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view') ORDER BY type, name",
    )
    .all();
const objectKey = (object: SchemaObject) => `${object.type}\u0000${object.name}\u0000${object.sql ?? ''}`;

let own: Set<string> | null = null;
/** The triggers and views a database gets from this version's migrations (made once, in memory). */
function ownSchemaObjects(): Set<string> {
  if (own) return own;
  const fresh = new Database(':memory:');
  try {
    migrate(fresh);
    own = new Set(schemaObjects(fresh).map(objectKey));
  } finally {
    fresh.close();
  }
  return own;
}

/** The process id of a server that holds the database in `dataDir`, or null. */
export function serverHolding(dataDir: string): number | null {
  const lock = join(dataDir, SERVER_LOCK_FILE);
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still holds the file.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Before a newer version of the site migrates an existing database, a copy of it as it was. */
export async function backupBeforeMigrations(dataDir: string, keep: number): Promise<string | null> {
  const path = join(dataDir, DATABASE_FILE);
  if (!existsSync(path)) return null;
  const db = new Database(path);
  try {
    if (pendingMigrations(db) === 0) return null;
    return await writeBackup(db, dataDir, 'pre-migration', keep);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup back as the live database. Refuses a damaged file, and refuses while a server holds the
 * database (it would keep writing to the file being replaced). The current database is backed up first
 * ('pre-restore'), so a restore can itself be undone. The backup's pictures come back with it.
 */
export async function restoreBackup(dataDir: string, file: string, keep: number) {
  const problems = checkBackupFile(file);
  if (problems.length > 0) throw new Error(`Not restored: ${problems.join('; ')}`);
  const pid = serverHolding(dataDir);
  if (pid !== null) {
    throw new Error(
      `Not restored: the server (process ${pid}) is using ${dataDir}. Stop it, run the restore, then start it again.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const live = new Database(join(dataDir, DATABASE_FILE));
  let safetyCopy: string;
  try {
    safetyCopy = await writeBackup(live, dataDir, 'pre-restore', keep);
  } finally {
    live.close();
  }
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(join(dataDir, DATABASE_FILE));
  } finally {
    source.close();
  }
  restoreMedia(dataDir, file);
  return { safetyCopy };
}

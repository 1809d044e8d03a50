import type { Db } from './database';

export type SignInMethod = 'password' | 'google';

export interface SessionRecord {
  idHash: string;
  email: string;
  name: string | null;
  method: SignInMethod;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

interface SessionRow {
  id_hash: string;
  manager_email: string;
  manager_name: string | null;
  method: SignInMethod;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** Session rows keyed by the SHA-256 of the cookie's id (never the id itself). */
export function createSessionsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO sessions (id_hash, manager_email, manager_name, method, created_at, last_seen_at, expires_at)
     VALUES (@idHash, @email, @name, @method, @createdAt, @lastSeenAt, @expiresAt)`,
  );
  const byHash = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id_hash = ?');
  const touch = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?');
  const removeFor = db.prepare<[string]>('DELETE FROM sessions WHERE manager_email = ?');
  const removeStale = db.prepare<[number, number]>(
    'DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?',
  );

  return {
    create(record: SessionRecord): void {
      insert.run(record);
    },
    find(idHash: string): SessionRecord | null {
      const row = byHash.get(idHash);
      if (!row) return null;
      return {
        idHash: row.id_hash,
        email: row.manager_email,
        name: row.manager_name,
        method: row.method,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      };
    },
    touch(idHash: string, now: number): void {
      touch.run(now, idHash);
    },
    delete(idHash: string): void {
      remove.run(idHash);
    },
    /** Signs a manager out everywhere (used when their password changes). */
    deleteForManager(email: string): void {
      removeFor.run(email);
    },
    /** Drops sessions past their absolute expiry or idle since `idleBefore`. */
    deleteStale(now: number, idleBefore: number): void {
      removeStale.run(now, idleBefore);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

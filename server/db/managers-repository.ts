import type { Db } from './database';

/** Managers who sign in with e-mail and password. Emails compare case-insensitively (COLLATE NOCASE). */
export function createManagersRepository(db: Db) {
  const byEmail = db.prepare<[string], { email: string; password_hash: string }>(
    'SELECT email, password_hash FROM managers WHERE email = ?',
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO managers (email, password_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
  );
  const all = db.prepare<[], { email: string; created_at: string }>(
    'SELECT email, created_at FROM managers ORDER BY email',
  );
  const remove = db.prepare<[string]>('DELETE FROM managers WHERE email = ?');
  return {
    find(email: string): { email: string; passwordHash: string } | null {
      const row = byEmail.get(email);
      return row ? { email: row.email, passwordHash: row.password_hash } : null;
    },
    /** Creates the account, or replaces its password when it exists. */
    save(email: string, passwordHash: string, now: Date): void {
      upsert.run(email, passwordHash, now.toISOString());
    },
    /** Every password account, by e-mail. */
    list(): { email: string; createdAt: string }[] {
      return all.all().map((row) => ({ email: row.email, createdAt: row.created_at }));
    },
    /** True when an account was removed. Its sessions stop working at once (sessions.resolve checks). */
    remove(email: string): boolean {
      return remove.run(email).changes > 0;
    },
  };
}

export type ManagersRepository = ReturnType<typeof createManagersRepository>;

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { LIMITS } from '../../src/domain/limits';
import { DATABASE_FILE, writeTransaction } from './database';

/**
 * Stores `count` contact messages straight into a data directory's SQLite file (one transaction, seconds
 * for 10,000), each as long as the form allows (the heaviest a page can get), one minute apart, newest at
 * `newest`. For tests and benchmarks of the manager's lists; the server may be running (WAL).
 */
export function seedContactMessages(dataDir: string, count: number, newest = new Date()): void {
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    const insert = db.prepare(
      `INSERT INTO contact_messages (id, name, email, phone, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const message = 'Could we book the whole dining room for a birthday? '
      .repeat(200)
      .slice(0, LIMITS.message);
    writeTransaction(db, () => {
      for (let i = 0; i < count; i += 1) {
        insert.run(
          randomUUID(),
          `Visitor ${i} `.padEnd(LIMITS.name, 'x'),
          `visitor-${i}@example.co.uk`,
          '+44 (0)1792 123-456',
          message,
          new Date(newest.getTime() - i * 60_000).toISOString(),
        );
      }
    })();
  } finally {
    db.close();
  }
}

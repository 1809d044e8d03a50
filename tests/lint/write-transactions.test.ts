import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every transaction of the server's takes SQLite's write lock as it begins (`writeTransaction` in
 * server/db/database.ts): one begun the default way reads first and is refused, without waiting, when
 * another connection has written since, and the manager's save failed with a 500. better-sqlite3's
 * `transaction(` is called there only.
 */
const HELPER = 'server/db/database.ts';

/** The lines of `body` that begin a transaction other than through the helper. */
function ownTransactions(body: string): string[] {
  return body
    .split('\n')
    .filter((line) => /\.transaction\(/.test(line) && !/\bstore\.transaction\(/.test(line));
}

const sources = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'server', 'scripts'],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && fs.existsSync(file));

describe("the server's transactions", () => {
  it("recognises better-sqlite3's own transaction, and not the store's", () => {
    expect(ownTransactions('    trash: db.transaction((id: string) => {')).toHaveLength(1);
    expect(ownTransactions('  return this.db.transaction(work)();')).toHaveLength(1);
    expect(ownTransactions('  return ctx.store.transaction(() => venueWrites.trash(id));')).toEqual([]);
    expect(ownTransactions('  writeTransaction(db, () => {')).toEqual([]);
  });

  it('each take the write lock as they begin: better-sqlite3 is asked for one in database.ts only', () => {
    expect(sources).toContain(HELPER);
    const elsewhere = sources
      .filter((file) => file !== HELPER)
      .flatMap((file) =>
        ownTransactions(fs.readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
    expect(elsewhere).toEqual([]);
    expect(ownTransactions(fs.readFileSync(HELPER, 'utf8'))).toEqual([
      '  return db.transaction(work).immediate;',
    ]);
  });
});

import type { ListPage, PageQuery } from '../../src/domain/paging';
import { ApiError } from '../errors';
import type { Db } from './database';

/** A bad `cursor` query value: a 400 in the error shape, never a 500 or a silently wrong page. */
export const badCursor = () =>
  new ApiError(400, 'invalid_input', 'Some fields need attention.', { cursor: 'This is not a page cursor.' });

interface Position {
  createdAt: string;
  rowid: number;
}

// The cursor names the last row shown (its time and rowid): the next page starts right after it, even when
// newer rows arrived meanwhile or that row was erased. base64url keeps it one opaque token in a URL.
const encodeCursor = ({ createdAt, rowid }: Position) =>
  Buffer.from(`${createdAt}|${rowid}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): Position {
  const [createdAt, rowid, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(rowid);
  if (!createdAt || extra !== undefined || !Number.isSafeInteger(n) || n < 0) throw badCursor();
  return { createdAt, rowid: n };
}

/**
 * Keyset paging over `table`, newest first (created_at, then rowid for rows stored in the same millisecond),
 * over the rows `where` keeps (a fixed SQL condition; all rows when left out). The created_at index serves
 * both the order and the "after the cursor" condition, so page 400 costs what page 1 does.
 */
export function newestFirstPages<Row extends { created_at: string }, T>(
  db: Db,
  table: string,
  toItem: (row: Row) => T,
  where = 'TRUE',
) {
  const order = 'ORDER BY created_at DESC, rowid DESC LIMIT @limit';
  const first = db.prepare<{ limit: number }, Row & { rowid: number }>(
    `SELECT rowid, * FROM ${table} WHERE ${where} ${order}`,
  );
  const after = db.prepare<{ limit: number; createdAt: string; rowid: number }, Row & { rowid: number }>(
    `SELECT rowid, * FROM ${table} WHERE ${where} AND (created_at, rowid) < (@createdAt, @rowid) ${order}`,
  );
  const count = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`);

  return ({ limit, cursor }: PageQuery): ListPage<T> => {
    // One row more than asked tells whether another page follows, without a second query.
    const rows = cursor
      ? after.all({ limit: limit + 1, ...decodeCursor(cursor) })
      : first.all({ limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(({ rowid: _rowid, ...row }) => toItem(row as unknown as Row)),
      total: count.get()?.n ?? 0,
      nextCursor:
        rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, rowid: last.rowid }) : null,
    };
  };
}

import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageFields } from '../../src/domain/contact-message';
import type { HostingRequest, HostingRequestFields } from '../../src/domain/hosting-request';
import {
  INBOX_FILTERS,
  markedState,
  type InboxFilter,
  type InboxState,
  type SubmissionMark,
} from '../../src/domain/inbox';
import type { ListPage, PageQuery } from '../../src/domain/paging';
import type { Db } from './database';
import { newestFirstPages } from './newest-first-pages';

interface HostingRequestRow {
  id: string;
  show: string;
  shows: string;
  contact_name: string;
  venue_name: string;
  venue_link: string;
  venue_email: string;
  venue_number: string;
  venue_message: string;
  created_at: string;
  opened_at: string | null;
  handled_at: string | null;
}

interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  opened_at: string | null;
  handled_at: string | null;
}

const toHostingRequest = (row: HostingRequestRow): HostingRequest => ({
  id: row.id,
  show: row.show as HostingRequest['show'],
  // Rows are written from hostingRequestInputSchema-checked fields, so the keys are the form's.
  shows: (row.shows ? row.shows.split(',') : [row.show]) as HostingRequest['shows'],
  contactName: row.contact_name,
  venueName: row.venue_name,
  venueLink: row.venue_link,
  venueEmail: row.venue_email,
  venueNumber: row.venue_number,
  venueMessage: row.venue_message,
  createdAt: row.created_at,
  ...inboxStateOf(row),
});

const toContactMessage = ({
  created_at,
  opened_at,
  handled_at,
  ...rest
}: ContactMessageRow): ContactMessage => ({
  ...rest,
  createdAt: created_at,
  ...inboxStateOf({ opened_at, handled_at }),
});

/** The inbox columns as the domain has them: absent until set. */
function inboxStateOf(row: { opened_at: string | null; handled_at: string | null }): InboxState {
  return {
    ...(row.opened_at ? { openedAt: row.opened_at } : {}),
    ...(row.handled_at ? { handledAt: row.handled_at } : {}),
  };
}

const FILTER_SQL: Record<InboxFilter, string> = {
  all: 'TRUE',
  new: 'opened_at IS NULL',
  handled: 'handled_at IS NOT NULL',
};

/**
 * The manager's inbox over one table: pages of all, new or handled rows, the count of new ones, and marking
 * one opened, handled or not (src/domain/inbox.ts).
 */
function inbox<Row extends { created_at: string; opened_at: string | null; handled_at: string | null }, T>(
  db: Db,
  table: string,
  toItem: (row: Row) => T,
) {
  const pages = Object.fromEntries(
    INBOX_FILTERS.map((filter) => [filter, newestFirstPages(db, table, toItem, FILTER_SQL[filter])]),
  ) as Record<InboxFilter, ReturnType<typeof newestFirstPages<Row, T>>>;
  const find = db.prepare<[string], Pick<Row, 'opened_at' | 'handled_at'>>(
    `SELECT opened_at, handled_at FROM ${table} WHERE id = ?`,
  );
  const write = db.prepare<{ id: string; openedAt: string | null; handledAt: string | null }>(
    `UPDATE ${table} SET opened_at = @openedAt, handled_at = @handledAt WHERE id = @id`,
  );
  const one = db.prepare<[string], Row>(`SELECT * FROM ${table} WHERE id = ?`);
  const countNew = db.prepare<[], { n: number }>(
    `SELECT count(*) AS n FROM ${table} WHERE opened_at IS NULL`,
  );
  return {
    /** One page, newest first, of the rows `filter` names. */
    pageNewestFirst: ({ filter = 'all', ...query }: PageQuery & { filter?: InboxFilter }): ListPage<T> =>
      pages[filter](query),
    countNew: (): number => countNew.get()?.n ?? 0,
    /** One by id; null when erased. */
    byId(id: string): T | null {
      const row = one.get(id);
      return row ? toItem(row) : null;
    },
    /** False when no row has that id (erased). */
    mark(id: string, mark: SubmissionMark, now: Date): boolean {
      const row = find.get(id);
      if (!row) return false;
      const next = markedState(inboxStateOf(row), mark, now.toISOString());
      write.run({ id, openedAt: next.openedAt ?? null, handledAt: next.handledAt ?? null });
      return true;
    },
  };
}

/** How many rows of `table` were stored at or after `since` (the daily cap on public submissions). */
function countSince(db: Db, table: string) {
  const statement = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM ${table} WHERE created_at >= ?`,
  );
  return (since: Date): number => statement.get(since.toISOString())?.n ?? 0;
}

/** Hosting enquiries from /eventContact. */
export function createHostingRequestsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO hosting_requests (id, show, shows, contact_name, venue_name, venue_link, venue_email,
       venue_number, venue_message, created_at)
     VALUES (@id, @show, @showList, @contactName, @venueName, @venueLink, @venueEmail, @venueNumber,
       @venueMessage, @createdAt)`,
  );
  const remove = db.prepare<[string]>('DELETE FROM hosting_requests WHERE id = ?');
  const removeOld = db.prepare<[string]>('DELETE FROM hosting_requests WHERE created_at < ?');
  return {
    delete: (id: string): boolean => remove.run(id).changes > 0,
    /** Retention: deletes enquiries received before `cutoff`; returns how many. */
    deleteOlderThan: (cutoff: Date): number => removeOld.run(cutoff.toISOString()).changes,
    create(fields: HostingRequestFields, createdAt: Date): HostingRequest {
      const request = { ...fields, id: randomUUID(), createdAt: createdAt.toISOString() };
      insert.run({ ...request, showList: request.shows.join(',') });
      return request;
    },
    ...inbox(db, 'hosting_requests', toHostingRequest),
    countSince: countSince(db, 'hosting_requests'),
  };
}

/** Messages from /contact and the home page's contact section. */
export function createContactMessagesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO contact_messages (id, name, email, phone, message, created_at)
     VALUES (@id, @name, @email, @phone, @message, @createdAt)`,
  );
  const remove = db.prepare<[string]>('DELETE FROM contact_messages WHERE id = ?');
  const removeOld = db.prepare<[string]>('DELETE FROM contact_messages WHERE created_at < ?');
  return {
    delete: (id: string): boolean => remove.run(id).changes > 0,
    /** Retention: deletes messages received before `cutoff`; returns how many. */
    deleteOlderThan: (cutoff: Date): number => removeOld.run(cutoff.toISOString()).changes,
    create(fields: ContactMessageFields, createdAt: Date): ContactMessage {
      const message = { ...fields, id: randomUUID(), createdAt: createdAt.toISOString() };
      insert.run(message);
      return message;
    },
    ...inbox(db, 'contact_messages', toContactMessage),
    countSince: countSince(db, 'contact_messages'),
  };
}

export type HostingRequestsRepository = ReturnType<typeof createHostingRequestsRepository>;
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;

import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageFields } from '../../src/domain/contact-message';
import type { HostingRequest, HostingRequestFields } from '../../src/domain/hosting-request';
import type { Db } from './database';
import { newestFirstPages } from './newest-first-pages';

interface HostingRequestRow {
  id: string;
  show: string;
  venue_name: string;
  venue_link: string;
  venue_email: string;
  venue_number: string;
  venue_message: string;
  created_at: string;
}

interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
}

const toHostingRequest = (row: HostingRequestRow): HostingRequest => ({
  id: row.id,
  show: row.show as HostingRequest['show'],
  venueName: row.venue_name,
  venueLink: row.venue_link,
  venueEmail: row.venue_email,
  venueNumber: row.venue_number,
  venueMessage: row.venue_message,
  createdAt: row.created_at,
});

const toContactMessage = ({ created_at, ...rest }: ContactMessageRow): ContactMessage => ({
  ...rest,
  createdAt: created_at,
});

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
    `INSERT INTO hosting_requests (id, show, venue_name, venue_link, venue_email, venue_number, venue_message, created_at)
     VALUES (@id, @show, @venueName, @venueLink, @venueEmail, @venueNumber, @venueMessage, @createdAt)`,
  );
  const remove = db.prepare<[string]>('DELETE FROM hosting_requests WHERE id = ?');
  const removeOld = db.prepare<[string]>('DELETE FROM hosting_requests WHERE created_at < ?');
  return {
    delete: (id: string): boolean => remove.run(id).changes > 0,
    /** Retention: deletes enquiries received before `cutoff`; returns how many. */
    deleteOlderThan: (cutoff: Date): number => removeOld.run(cutoff.toISOString()).changes,
    create(fields: HostingRequestFields, createdAt: Date): HostingRequest {
      const request = { ...fields, id: randomUUID(), createdAt: createdAt.toISOString() };
      insert.run(request);
      return request;
    },
    /** One page, newest first. */
    pageNewestFirst: newestFirstPages(db, 'hosting_requests', toHostingRequest),
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
    /** One page, newest first. */
    pageNewestFirst: newestFirstPages(db, 'contact_messages', toContactMessage),
    countSince: countSince(db, 'contact_messages'),
  };
}

export type HostingRequestsRepository = ReturnType<typeof createHostingRequestsRepository>;
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;

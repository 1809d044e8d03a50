import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageFields } from '../../src/domain/contact-message';
import type { HostingRequest, HostingRequestFields } from '../../src/domain/hosting-request';
import type { Db } from './database';

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

// Newest first; rowid breaks ties between two submissions stored in the same millisecond.
const NEWEST_FIRST = 'ORDER BY created_at DESC, rowid DESC';

/** Hosting enquiries from /eventContact. */
export function createHostingRequestsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO hosting_requests (id, show, venue_name, venue_link, venue_email, venue_number, venue_message, created_at)
     VALUES (@id, @show, @venueName, @venueLink, @venueEmail, @venueNumber, @venueMessage, @createdAt)`,
  );
  const all = db.prepare<[], HostingRequestRow>(`SELECT * FROM hosting_requests ${NEWEST_FIRST}`);
  return {
    create(fields: HostingRequestFields, createdAt: Date): HostingRequest {
      const request = { ...fields, id: randomUUID(), createdAt: createdAt.toISOString() };
      insert.run(request);
      return request;
    },
    listNewestFirst(): HostingRequest[] {
      return all.all().map((row) => ({
        id: row.id,
        show: row.show as HostingRequest['show'],
        venueName: row.venue_name,
        venueLink: row.venue_link,
        venueEmail: row.venue_email,
        venueNumber: row.venue_number,
        venueMessage: row.venue_message,
        createdAt: row.created_at,
      }));
    },
  };
}

/** Messages from /contact and the home page's contact section. */
export function createContactMessagesRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO contact_messages (id, name, email, phone, message, created_at)
     VALUES (@id, @name, @email, @phone, @message, @createdAt)`,
  );
  const all = db.prepare<[], ContactMessageRow>(`SELECT * FROM contact_messages ${NEWEST_FIRST}`);
  return {
    create(fields: ContactMessageFields, createdAt: Date): ContactMessage {
      const message = { ...fields, id: randomUUID(), createdAt: createdAt.toISOString() };
      insert.run(message);
      return message;
    },
    listNewestFirst(): ContactMessage[] {
      return all.all().map(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at }));
    },
  };
}

export type HostingRequestsRepository = ReturnType<typeof createHostingRequestsRepository>;
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;

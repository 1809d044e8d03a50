import type { AddressRecords } from '../../src/domain/address-records';
import type { CityKey } from '../../src/domain/cities';
import type { ShowKey } from '../../src/domain/shows';
import { writeTransaction, type Db } from './database';

/**
 * What the keep-in-touch tables hold of one e-mail address, and its erasure (UK GDPR arts. 15 and 17). Every
 * column compared here is COLLATE NOCASE, so "Ada@Example.com" finds what "ada@example.com" asked for.
 */
export function createAddressRecordsRepository(db: Db) {
  const subscriptions = db.prepare<[string], { show: string; city: string }>(
    'SELECT show, city FROM subscribers WHERE email = ? ORDER BY created_at, rowid',
  );
  const seatsBack = db.prepare<
    [string],
    {
      venue_id: string;
      show: string;
      hotel_name: string;
      date: string;
      party_size: number;
      told_at: string | null;
    }
  >(
    `SELECT s.venue_id, v.show, v.hotel_name, v.date, s.party_size, s.told_at
       FROM seats_back s JOIN venues v ON v.id = s.venue_id
      WHERE s.email = ? ORDER BY v.date, s.rowid`,
  );
  const emails = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM outbox WHERE to_address = ?');
  // The inbox's e-mail columns were made without NOCASE: compared here as the others are.
  const contactMessages = db.prepare<[string], { id: string }>(
    'SELECT id FROM contact_messages WHERE email = ? COLLATE NOCASE',
  );
  const hostingRequests = db.prepare<[string], { id: string }>(
    'SELECT id FROM hosting_requests WHERE venue_email = ? COLLATE NOCASE',
  );
  const messagesOf = (email: string) => ({
    contactMessages: contactMessages.all(email).map((row) => row.id),
    hostingRequests: hostingRequests.all(email).map((row) => row.id),
  });
  // Their e-mails linked to a subscription or request cascade; those linked to nothing go by address.
  const erase = [
    db.prepare<[string]>('DELETE FROM subscribers WHERE email = ?'),
    db.prepare<[string]>('DELETE FROM seats_back WHERE email = ?'),
    db.prepare<[string]>('DELETE FROM outbox WHERE to_address = ?'),
  ];

  return {
    find(email: string): AddressRecords {
      return {
        email,
        subscriptions: subscriptions.all(email).map((row) => ({
          show: (row.show || null) as ShowKey | null,
          city: (row.city || null) as CityKey | null,
        })),
        seatsBack: seatsBack.all(email).map((row) => ({
          listing: row.venue_id,
          show: row.show as ShowKey,
          hotelName: row.hotel_name,
          date: row.date,
          partySize: row.party_size,
          told: row.told_at !== null,
        })),
        messages: Object.values(messagesOf(email)).flat().length,
        emails: emails.get(email)?.n ?? 0,
      };
    },
    /** The ids of the messages and hosting enquiries of the address (each erased as its route does it). */
    messagesOf,
    /** Erases every subscription, seats-back request and e-mail of the address at once; how many went. */
    erase(email: string): number {
      return writeTransaction(db, () =>
        erase.reduce((n, statement) => n + statement.run(email).changes, 0),
      )();
    },
  };
}

export type AddressRecordsRepository = ReturnType<typeof createAddressRecordsRepository>;

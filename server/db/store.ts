import { writeBackup, type BackupKind } from './backups';
import { openDatabase, writeTransaction } from './database';
import { createContentRepository } from './content-repository';
import { createPicturesRepository } from './pictures-repository';
import { createInsightsRepository } from './insights-repository';
import { createManagersRepository } from './managers-repository';
import { createOutboxRepository } from './outbox-repository';
import { createSessionsRepository } from './sessions-repository';
import { createSubscribersRepository } from './subscribers-repository';
import { createSeatsBackRepository } from './seats-back-repository';
import { createAddressRecordsRepository } from './address-records-repository';
import { createContactMessagesRepository, createHostingRequestsRepository } from './submissions-repository';
import { createVenueChangesRepository } from './venue-changes-repository';
import { createVenuesRepository } from './venues-repository';
import { createHotelsRepository } from './hotels-repository';
import { createHotelLinksRepository } from './hotel-links-repository';
import { createInboxRepliesRepository } from './inbox-replies-repository';
import { listingsWithHotels } from './listings-with-hotels';

/**
 * Everything the server keeps, as repositories returning plain domain objects. The rest of the server sees
 * only this (lint keeps better-sqlite3 inside server/db).
 */
export function openStore(dataDir: string) {
  const { db, wasNew } = openDatabase(dataDir);
  const ping = db.prepare('SELECT 1');
  const hotels = createHotelsRepository(db);
  const venues = listingsWithHotels(createVenuesRepository(db), hotels);
  return {
    /** True when this call created the schema: the only time the demo seed may run. */
    wasNew,
    venues,
    hotels,
    hotelLinks: createHotelLinksRepository(db),
    venueChanges: createVenueChangesRepository(db),
    hostingRequests: createHostingRequestsRepository(db),
    contactMessages: createContactMessagesRepository(db),
    inboxReplies: createInboxRepliesRepository(db),
    managers: createManagersRepository(db),
    sessions: createSessionsRepository(db),
    outbox: createOutboxRepository(db),
    subscribers: createSubscribersRepository(db),
    seatsBack: createSeatsBackRepository(db),
    /** Everything kept of one e-mail address, across subscriptions, seats back and e-mail. */
    addressRecords: createAddressRecordsRepository(db),
    insights: createInsightsRepository(db),
    content: createContentRepository(db),
    pictures: createPicturesRepository(db),
    /** Runs `work` in one transaction: all of it is stored or none. */
    transaction<T>(work: () => T): T {
      return writeTransaction(db, work)();
    },
    /** An online backup into `dataDir/backups`, keeping the `keep` newest of its kind; resolves to its path. */
    backup(kind: BackupKind, keep: number): Promise<string> {
      return writeBackup(db, dataDir, kind, keep);
    },
    /** True when the database answers a query (the health check). */
    ping(): boolean {
      try {
        ping.get();
        return true;
      } catch {
        return false;
      }
    },
    close(): void {
      if (db.open) db.close();
    },
  };
}

export type Store = ReturnType<typeof openStore>;

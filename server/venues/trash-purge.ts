import type { FastifyInstance } from 'fastify';
import { registerDailyJob } from '../daily-job';
import type { VenueWrites } from './venue-writes';

/**
 * Empties the trash of listings deleted more than TRASH_DAYS ago when the server is ready and then once a
 * day, as retention does (server/retention.ts): the purge does not wait for a manager to open the trash.
 */
export function registerTrashPurge(app: FastifyInstance, venueWrites: VenueWrites): void {
  registerDailyJob(app, 'trash purge', () => {
    const purged = venueWrites.purgeExpired();
    if (purged > 0) app.log.info({ purged }, 'trash: listings deleted more than 30 days ago purged');
  });
}

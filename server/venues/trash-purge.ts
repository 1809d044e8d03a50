import type { FastifyInstance } from 'fastify';
import type { VenueWrites } from './venue-writes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Empties the trash of listings deleted more than TRASH_DAYS ago when the server is ready and then once a
 * day, as retention does (server/retention.ts): the purge does not wait for a manager to open the trash.
 */
export function registerTrashPurge(app: FastifyInstance, venueWrites: VenueWrites): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      const purged = venueWrites.purgeExpired();
      if (purged > 0) app.log.info({ purged }, 'trash: listings deleted more than 30 days ago purged');
    } catch (error) {
      app.log.error({ err: error }, 'trash purge failed');
    }
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

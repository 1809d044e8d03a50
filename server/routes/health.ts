import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';

/** 200 when the database answers a query; 503 otherwise (load balancers and the quick-start test use it). */
export function registerHealthRoute(app: FastifyInstance, { store }: AppContext): void {
  app.get('/api/health', async () => {
    if (!store.ping()) throw new ApiError(503, 'unavailable', 'The database is not answering.');
    return { status: 'ok' };
  });
}

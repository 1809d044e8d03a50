import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ShowKey } from '../../src/domain/shows';

/**
 * Show pages are the busiest route: their JSON is kept per show and London day, and dropped on any write,
 * so a repeat visit costs a map lookup (or a 304) rather than a query and a serialisation.
 */
function createPublicListCache() {
  const entries = new Map<ShowKey | 'all', { today: string; body: string; etag: string }>();
  return {
    get(show: ShowKey | 'all', today: string, load: () => unknown) {
      const cached = entries.get(show);
      if (cached && cached.today === today) return cached;
      const body = JSON.stringify(load());
      const entry = { today, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      entries.set(show, entry);
      return entry;
    },
    clear: () => entries.clear(),
  };
}

export type PublicListCache = ReturnType<typeof createPublicListCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public listing JSON; every route that writes listings clears it. */
    publicListCache: PublicListCache;
  }
}

/**
 * One cache for every route file, reached as `app.publicListCache` (shared state is decorated on the app,
 * not handed from one route file to another, which is how import circles start).
 */
export function registerPublicListCache(app: FastifyInstance): void {
  app.decorate('publicListCache', createPublicListCache());
}

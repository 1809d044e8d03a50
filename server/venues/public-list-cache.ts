import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ShowKey } from '../../src/domain/shows';

/** A cached answer: its bytes and their ETag. */
export interface CachedText {
  key: string;
  body: Buffer;
  etag: string;
}

/** How a public list is sent: revalidated on every use, so a manager's edit shows on the next visit. */
export const LIST_CACHE_CONTROL = 'no-cache';
export const LIST_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Show pages are the busiest route: their JSON is kept per show, and used while the London day and the
 * listings' write count stand (the rule the page server's rendered pages follow), so a repeat visit costs a
 * map lookup (or a 304) rather than a query and a serialisation. No route is asked to remember to clear it:
 * every write through the venues repository moves the count (server/db/write-counter.ts).
 */
function createPublicListCache(version: () => number) {
  const entries = new Map<string, CachedText>();
  /**
   * Any text made from the public listings (the subscribed calendars too), kept by the same rule, as the
   * bytes it is sent as: encoded once, not on every answer (a string body is measured for its length and
   * encoded to UTF-8 again for each request; the profile of a load run put that inside the socket write).
   */
  const text = (name: string, today: string, render: () => string): CachedText => {
    const key = `${today}#${version()}`;
    const cached = entries.get(name);
    if (cached?.key === key) return cached;
    const body = Buffer.from(render());
    const entry = { key, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    entries.set(name, entry);
    return entry;
  };
  return {
    get: (show: ShowKey | 'all', today: string, load: () => unknown) =>
      text(`list:${show}`, today, () => JSON.stringify(load())),
    /** The list as cached, if it is still current; nothing is loaded (the route fills the cache). */
    current: (show: ShowKey | 'all', today: string): CachedText | undefined => {
      const cached = entries.get(`list:${show}`);
      return cached?.key === `${today}#${version()}` ? cached : undefined;
    },
    text,
  };
}

export type PublicListCache = ReturnType<typeof createPublicListCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public listing JSON, current while the listings' write count and the day stand. */
    publicListCache: PublicListCache;
  }
}

/**
 * One cache for every route file, reached as `app.publicListCache` (shared state is decorated on the app,
 * not handed from one route file to another, which is how import circles start).
 */
export function registerPublicListCache(app: FastifyInstance, version: () => number): void {
  app.decorate('publicListCache', createPublicListCache(version));
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { todayInLondon } from '../../src/domain/dates';
import { SHOW_KEYS, type ShowKey } from '../../src/domain/shows';
import { logsRequests, writeRequestLine } from '../logging';
import type { EarlyAnswer } from '../security/server-limits';
import {
  LIST_CACHE_CONTROL,
  LIST_CONTENT_TYPE,
  type CachedText,
  type PublicListCache,
} from './public-list-cache';

// The exact addresses the site's pages ask for; any other spelling (more parameters, another encoding) is
// Fastify's to route and validate.
const ADDRESSES = new Map<string, ShowKey | 'all'>([
  ...SHOW_KEYS.map((show) => [`/api/venues?show=${show}`, show] as const),
  ['/api/venues/upcoming', 'all'],
]);

interface HeaderBlocks {
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  /** Fastify's HEAD route gives an answer without a body a length of 0, a 304 included. */
  notModifiedToHead: OutgoingHttpHeaders;
}

export interface EarlyListingsOptions {
  cache: PublicListCache;
  now: () => Date;
  /** The headers every API answer starts from (security headers, no-store), as the onRequest hook adds them. */
  apiHeaders: Record<string, string>;
  /** The request ids Fastify's `genReqId` gives out, so ids stay unique across both paths. */
  nextRequestId: () => string;
  log: FastifyBaseLogger;
  /** True once the app is closing: Fastify then answers 503 and closes connections itself. */
  closing: () => boolean;
}

/**
 * The busiest public answers, a show's listings and What's on, sent from the cache before Fastify's routing
 * and lifecycle (docs/decisions/0045-listings-api-per-request-cost.md): the same status, headers (made once
 * per cached body, in the order Fastify writes them), body, 304 and HEAD, and the same request line through
 * the same log batch. The routes themselves (server/routes/venues.ts) stay the reference and answer anything
 * this does not: another method or address, a request with a body, a list not cached for today's count.
 * Nothing else runs for these routes in Fastify: no rate limit, and the cross-site guard passes GET and HEAD.
 */
export function earlyListings(options: EarlyListingsOptions): EarlyAnswer {
  const { cache, now, apiHeaders, nextRequestId, log, closing } = options;
  const blocks = new WeakMap<CachedText, HeaderBlocks>();
  const blocksOf = (entry: CachedText): HeaderBlocks => {
    let made = blocks.get(entry);
    if (!made) {
      const notModified = { ...apiHeaders, 'cache-control': LIST_CACHE_CONTROL, etag: entry.etag };
      const ok = {
        ...notModified,
        'content-type': LIST_CONTENT_TYPE,
        'content-length': String(entry.body.length),
      };
      made = { ok, notModified, notModifiedToHead: { ...notModified, 'content-length': '0' } };
      blocks.set(entry, made);
    }
    return made;
  };

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url = '', headers } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const list = ADDRESSES.get(url);
    if (list === undefined || closing()) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const started = performance.now();
    const entry = cache.current(list, todayInLondon(now()));
    if (!entry) return false;
    const reqId = nextRequestId();
    let statusCode = 200;
    if (headers['if-none-match'] === entry.etag) {
      statusCode = 304;
      const { notModified, notModifiedToHead } = blocksOf(entry);
      response.writeHead(304, method === 'GET' ? notModified : notModifiedToHead);
      response.end();
    } else {
      response.writeHead(200, blocksOf(entry).ok);
      response.end(method === 'GET' ? entry.body : undefined);
    }
    if (logsRequests(log)) {
      const elapsedMs = performance.now() - started;
      writeRequestLine(log, { reqId, method, url, statusCode, elapsedMs, ip: request.socket.remoteAddress });
    }
    return true;
  };
}

/**
 * Puts the early answers in `slot` (the server's, serverLimitOptions), from the app's cache and logger; from the
 * moment the app starts closing they leave every request to Fastify.
 */
export function registerEarlyListings(
  app: FastifyInstance,
  slot: { answer: EarlyAnswer | null },
  options: Pick<EarlyListingsOptions, 'now' | 'apiHeaders' | 'nextRequestId'>,
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  slot.answer = earlyListings({
    ...options,
    cache: app.publicListCache,
    log: app.log,
    closing: () => closing,
  });
}

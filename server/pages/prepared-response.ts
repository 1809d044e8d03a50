import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowPageStyles } from '../security/headers';

/**
 * Brotli's quality for pages (`npx tsx scripts/bench/page-compression.ts`, medians of 5 passes over the
 * build's 46 pages): at 6, 461,856 bytes in 52 ms a pass; at 9 (used before) 0.5% smaller in 5,570 ms,
 * about 100 times the CPU; at 11, 8.9% smaller in 3,193 ms. A browser test run spent a third of its
 * server's CPU at 9.
 */
export const BROTLI_QUALITY = 6;

/** A page or site file, compressed once per encoding, then sent as often as asked. */
export interface PreparedResponse {
  readonly status: number;
  readonly type: string;
  readonly etag: string;
  readonly plain: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The CSP sources of a page's inline critical CSS (none for other files). */
  readonly styleHashes: readonly string[];
}

export function prepareResponse(
  text: string,
  type: string,
  status = 200,
  /** A page's, as the critical-CSS step reported them (never read back from the HTML). */
  styleHashes: readonly string[] = [],
): PreparedResponse {
  const plain = Buffer.from(text, 'utf8');
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    status,
    type,
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
    plain,
    styleHashes,
    // Each encoding is made by the first request that asks for it, not when the page is prepared: the
    // server prepares every prerendered page at start-up, and compressing them all there held back its
    // first answer by seconds. That first request waits for it, and a page rendered per request (or again
    // after an edit) is a new one each time.
    get br() {
      return (br ??= brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      }));
    },
    get gzip() {
      return (gzip ??= gzipSync(plain, { level: 9 }));
    },
  };
}

/**
 * Sends it in the best encoding the browser accepts. Pages are revalidated on every visit (`no-cache` with
 * an ETag): a manager's edit shows on the next load, and an unchanged page costs a 304.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, page: PreparedResponse) {
  reply
    .code(page.status)
    .type(page.type)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  allowPageStyles(reply, page.styleHashes);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A page or site file, compressed once when it is made, then sent as often as asked. */
export interface PreparedResponse {
  status: number;
  type: string;
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function prepareResponse(text: string, type: string, status = 200): PreparedResponse {
  const plain = Buffer.from(text, 'utf8');
  return {
    status,
    type,
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
    plain,
    // Quality 9, not 11: a request-time page is compressed on the request that misses the cache.
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(plain, { level: 9 }),
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
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}

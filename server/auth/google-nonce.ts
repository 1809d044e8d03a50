import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { networkOf } from '../security/network-prefix';

/**
 * Nonces for Google sign-in. The browser asks for one (GET /api/session/nonce) just before it asks Google
 * for an ID token, gives it to Google Identity Services, and Google writes it into the token. The server
 * accepts the token only with the nonce it issued to this browser (kept in a short-lived cookie that is
 * HttpOnly and sent to /api/session only), within NONCE_TTL_MS, once. So a token caught elsewhere (a log,
 * another site using the same Google client, an earlier sign-in) cannot be replayed to sign in here.
 */
export const NONCE_COOKIE = 'gsi_nonce';
export const NONCE_TTL_MS = 10 * 60_000;
/**
 * Pending nonces kept per network (an address's /24, or /56 on IPv6): a browser needs one at a time, a few
 * for several tabs. Past that the network's own oldest is forgotten, so nobody else's sign-in can be pushed
 * out by one network's flood.
 */
export const MAX_PENDING_PER_NETWORK = 5;
/** Pending nonces kept at most (about 3 MB); past that the oldest is forgotten, so memory cannot grow. */
export const MAX_PENDING_NONCES = 20_000;
const COOKIE_PATH = '/api/session';

export function createGoogleNonces(now: () => Date) {
  // nonce -> when it expires (ms) and whose it is. A Map keeps insertion order: the first key is the oldest.
  const pending = new Map<string, { expires: number; network: string }>();
  // network -> its pending nonces, oldest first.
  const byNetwork = new Map<string, Set<string>>();
  const forget = (nonce: string) => {
    const entry = pending.get(nonce);
    if (!entry) return;
    pending.delete(nonce);
    const mine = byNetwork.get(entry.network);
    mine?.delete(nonce);
    if (mine?.size === 0) byNetwork.delete(entry.network);
  };

  return {
    /** A fresh nonce, also set as this browser's nonce cookie. */
    issue(request: FastifyRequest, reply: FastifyReply): string {
      const time = now().getTime();
      for (const [nonce, { expires }] of pending) {
        if (expires > time && pending.size < MAX_PENDING_NONCES) break;
        forget(nonce);
      }
      const network = networkOf(request.ip);
      const mine = byNetwork.get(network) ?? new Set<string>();
      for (const oldest of mine) {
        if (mine.size < MAX_PENDING_PER_NETWORK) break;
        forget(oldest);
      }
      const nonce = randomBytes(32).toString('base64url');
      pending.set(nonce, { expires: time + NONCE_TTL_MS, network });
      byNetwork.set(network, mine.add(nonce));
      reply.header(
        'set-cookie',
        serialize(NONCE_COOKIE, nonce, {
          httpOnly: true,
          sameSite: 'strict',
          path: COOKIE_PATH,
          secure: request.protocol === 'https',
          maxAge: NONCE_TTL_MS / 1000,
        }),
      );
      return nonce;
    },

    /**
     * The nonce this browser's cookie names, when this server issued it less than NONCE_TTL_MS ago and it has
     * not been used; it is used up now, whatever the sign-in's outcome. Null otherwise. Clears the cookie.
     */
    spend(request: FastifyRequest, reply: FastifyReply): string | null {
      const nonce = request.headers.cookie ? parse(request.headers.cookie)[NONCE_COOKIE] : undefined;
      if (nonce === undefined) return null;
      reply.header(
        'set-cookie',
        serialize(NONCE_COOKIE, '', { path: COOKIE_PATH, expires: new Date(0), httpOnly: true }),
      );
      const expires = pending.get(nonce)?.expires;
      forget(nonce);
      return expires !== undefined && expires > now().getTime() ? nonce : null;
    },
  };
}

export type GoogleNonces = ReturnType<typeof createGoogleNonces>;

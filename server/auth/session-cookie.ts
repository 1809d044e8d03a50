import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE } from './sessions';

// Read and written by hand (with the `cookie` package) rather than by a plugin's per-request hooks: only the
// session and manager routes need the cookie, and the public listing route is the hot path (docs/product.md, Budgets).

/** COOKIE_SECURE: `auto` marks the cookie Secure when the request came over https; `always` does every time. */
export type CookieSecureMode = 'auto' | 'always';

/**
 * A Secure session cookie is named with the `__Host-` prefix: browsers then refuse it unless it is Secure,
 * host-only and Path=/, so a sibling subdomain cannot plant or overwrite it (it could plant a plain `sid`).
 * Over https only the prefixed name is read, so a planted `sid` is never taken for a session.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function createSessionCookies(mode: CookieSecureMode) {
  // request.protocol is https only over TLS: directly, or through a proxy TRUST_PROXY names.
  const secure = (request: FastifyRequest) => mode === 'always' || request.protocol === 'https';
  const nameFor = (request: FastifyRequest) => (secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

  return {
    /** The session id the browser sent, if any. */
    read(request: FastifyRequest): string | undefined {
      const header = request.headers.cookie;
      return header ? parse(header)[nameFor(request)] : undefined;
    },
    write(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
      reply.header(
        'set-cookie',
        serialize(nameFor(request), sessionId, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: secure(request),
          maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
        }),
      );
    },
    clear(request: FastifyRequest, reply: FastifyReply): void {
      reply.header(
        'set-cookie',
        serialize(nameFor(request), '', { path: '/', expires: new Date(0), secure: secure(request) }),
      );
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;

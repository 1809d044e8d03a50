import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE } from './sessions';

// Read and written by hand (with the `cookie` package) rather than by a plugin's per-request hooks: only the
// session and manager routes need the cookie, and the public listing route is the hot path (DESIGN.md budget).

/** The session id the browser sent, if any. */
export function readSessionId(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[SESSION_COOKIE] : undefined;
}

export function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.header(
    'set-cookie',
    serialize(SESSION_COOKIE, sessionId, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', serialize(SESSION_COOKIE, '', { path: '/', expires: new Date(0) }));
}

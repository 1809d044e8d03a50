import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'allowed' only where a token in the address is the whole authority: the cross-site guard lets it by. */
    crossSite?: 'allowed';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why a state-changing request looks like it came from another site, or null when it does not. */
export function crossSiteReason(request: FastifyRequest): string | null {
  // Browsers send Sec-Fetch-Site on every request; 'same-site' (a sibling subdomain) is refused too, since
  // nothing of ours lives there.
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `sec-fetch-site: ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      // "null" (sandboxed frames, some redirects) and garbage are treated as foreign.
    }
    if (originHost === null || originHost.toLowerCase() !== request.host.toLowerCase())
      return `origin: ${origin}`;
  }
  // Neither header (curl, server-to-server, tests): no browser is carrying someone's cookie here.
  return null;
}

/**
 * Refuses POST/PUT/DELETE from another site (CSRF defence in depth: the session cookie is already
 * SameSite=Lax, and bodies must be JSON, which a plain HTML form cannot send).
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // A route whose authority is a secret in its address, never a cookie, says so in its config: another
    // site posting to it gains nothing (RFC 8058 one-click unsubscribe, posted by the mail program).
    if (request.routeOptions.config.crossSite === 'allowed') return done();
    const reason = crossSiteReason(request);
    if (!reason) return done();
    request.log.warn({ reason }, 'cross-site request refused');
    done(forbidden('Requests from another site are not accepted.'));
  });
}

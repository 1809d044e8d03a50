import type { FastifyInstance, FastifyReply } from 'fastify';

const GOOGLE = 'https://accounts.google.com';

/**
 * The Content-Security-Policy: scripts only from this origin (no inline script, so an injected `<script>`
 * or `onclick=` cannot run), no framing of the site (clickjacking), and the contact page's map from
 * OpenStreetMap. Google's sign-in script, its styles and frames are allowed only when Google sign-in is set up
 * (the list follows https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy).
 */
export function contentSecurityPolicy({ google }: { google: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(google ? [`${GOOGLE}/gsi/client`] : [])],
    'style-src': ["'self'", ...(google ? [`${GOOGLE}/gsi/style`] : [])],
    'img-src': ["'self'", 'data:'],
    // Swiper's core CSS carries its icon font inline as a data: URL (hosted mode's firebase.json allows it too).
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(google ? [GOOGLE] : [])],
    'frame-src': ['https://www.openstreetmap.org', ...(google ? [GOOGLE] : [])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy with `style-src` allowing exactly these inline styles (`'sha256-...'` sources: a page's critical
 * CSS, docs/decisions/0038-critical-css-inlined.md) in place of any it allowed before.
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  const directives = policy.split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name !== 'style-src') return directive.trim();
    return [name, ...sources.filter((source) => !source.startsWith("'sha256-")), ...hashes].join(' ');
  });
  return directives.join('; ');
}

/** Lets a page's own inline styles through the CSP this reply already carries (registerSecurityHeaders). */
export function allowPageStyles(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length > 0 && typeof policy === 'string')
    reply.header('content-security-policy', withStyleHashes(policy, hashes));
}

/**
 * Lets any site frame this one reply: a hotel's widget (src/domain/hotel-widget-paths.ts), a page of public
 * dates with nothing to click that acts on the visitor here, so clickjacking it gains nothing. Every other
 * answer keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export function allowFraming(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

export function securityHeaders({ google }: { google: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy({ google }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Older browsers ignore frame-ancestors; this says the same to them.
    'x-frame-options': 'DENY',
    // Google's sign-in popup must be able to talk back to this window; other cross-origin windows may not.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/** An API answer's headers before its route adds its own (the listings answered early start from these too). */
export function apiSecurityHeaders(options: { google: boolean }): Record<string, string> {
  // API answers are personal or change with every write: never stored by a cache unless a route says so.
  return { ...securityHeaders(options), 'cache-control': 'no-store' };
}

/** Adds the security headers to every response, API and static alike, including errors and 404s. */
export function registerSecurityHeaders(app: FastifyInstance, options: { google: boolean }): void {
  const headers = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  // A callback hook, not an async one: it runs on every request, and the promise is measurable at 30k req/s.
  // The header sets are made once; each request adds one of them with a single call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    // HSTS only means something over https; sent over http it would be ignored (or pin a dev machine).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
}

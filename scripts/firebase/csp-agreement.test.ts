import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../server/security/headers';
import { hostingCsp } from './hosting-headers';

/**
 * The site's security headers are written twice: by the embedded server (server/security/headers.ts) and in
 * firebase.json for Firebase Hosting, which cannot run our code. They must say the same thing. The one
 * difference allowed: the hosted site may also reach Google's and Firebase's own hosts, which hosted mode
 * talks to (Firestore, Firebase Auth and its Google sign-in, App Check's reCAPTCHA). The pages' inline
 * critical CSS is allowed by hash in both: per page by the server, for every page in firebase.json (written
 * there by `npm run build:firebase`: scripts/firebase/style-hashes.ts).
 */
const HOSTED_ONLY_HOST =
  /^https:\/\/([a-z0-9*-]+\.)*(google\.com|googleapis\.com|gstatic\.com|firebaseapp\.com)(\/|$)/;

function parse(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const hosted = hostingCsp();
const embedded = parse(contentSecurityPolicy({ google: false }));
const embeddedWithGoogle = parse(contentSecurityPolicy({ google: true }));

describe("the embedded server's and firebase.json's security headers agree", () => {
  it('have the same CSP directives', () => {
    expect([...hosted.keys()].sort()).toEqual([...embedded.keys()].sort());
  });

  it.each([...embedded.keys()])('%s: the hosted list holds every embedded source', (directive) => {
    expect(hosted.get(directive)).toEqual(expect.arrayContaining(embedded.get(directive) ?? []));
  });

  it.each([...embedded.keys()])(
    '%s: anything more in the hosted list is a Google or Firebase host',
    (directive) => {
      const extra = (hosted.get(directive) ?? []).filter(
        (source) => !embedded.get(directive)?.includes(source),
      );
      const hashes = directive === 'style-src' ? /^'sha256-[A-Za-z0-9+/]+=*'$/ : /^$/;
      // Hosted hotels' kit pages lay their pictures out with satori's WebAssembly (docs/decisions/0039): the
      // embedded server draws them itself, so its pages compile none. It allows no JavaScript eval.
      const wasm = directive === 'script-src' ? /^'wasm-unsafe-eval'$/ : /^$/;
      expect(
        extra.filter(
          (source) => !HOSTED_ONLY_HOST.test(source) && !hashes.test(source) && !wasm.test(source),
        ),
      ).toEqual([]);
    },
  );

  it("the server's Google sign-in additions are Google hosts too", () => {
    for (const [directive, sources] of embeddedWithGoogle) {
      const extra = sources.filter((source) => !embedded.get(directive)?.includes(source));
      expect(
        extra.filter((source) => !HOSTED_ONLY_HOST.test(source)),
        directive,
      ).toEqual([]);
    }
  });

  it('send the same other security headers', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const everywhere = config.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
    const hostedHeaders = Object.fromEntries(everywhere.map((h) => [h.key.toLowerCase(), h.value]));
    const others = Object.entries(securityHeaders({ google: false })).filter(
      ([name]) => name !== 'content-security-policy',
    );
    expect(others.length).toBeGreaterThan(3);
    for (const [name, value] of others) expect(hostedHeaders[name], name).toBe(value);
  });
});

describe('only the hotel widget pages may be framed, in both modes', () => {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const rules = config.hosting.headers;
  const policyOf = (source: string) =>
    rules.find((rule) => rule.source === source)?.headers.find((h) => h.key === 'Content-Security-Policy')
      ?.value ?? '';
  const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[A-Za-z0-9+/]+=*'/g, '');

  it("firebase.json's widget rule comes after the site's (the later rule's header wins) and differs only in frame-ancestors", () => {
    const widget = rules.findIndex((rule) => rule.source === '/widgets/hotels/*');
    expect(widget).toBeGreaterThan(rules.findIndex((rule) => rule.source === '**'));
    expect(policyOf('/widgets/hotels/*')).toContain('frame-ancestors *');
    expect(policyOf('/widgets/hotels/*')).toBe(
      withoutHashes(policyOf('**')).replace("frame-ancestors 'none'", 'frame-ancestors *'),
    );
    // No other rule touches framing.
    const framing = rules.filter((rule) =>
      rule.headers.some((h) => h.key === 'X-Frame-Options' || h.value.includes('frame-ancestors')),
    );
    expect(framing.map((rule) => rule.source)).toEqual(['**', '/widgets/hotels/*']);
  });
});

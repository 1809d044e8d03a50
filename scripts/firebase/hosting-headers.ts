/**
 * Reads firebase.json's Content-Security-Policy, so the build check can tell whether an origin the build
 * will call (a contact form service, a custom auth domain) is allowed by it.
 */
import { readFileSync } from 'node:fs';

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

export function hostingCsp(path = 'firebase.json'): Map<string, string[]> {
  const config = JSON.parse(readFileSync(path, 'utf8')) as HostingHeaders;
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((h) => h.key === 'Content-Security-Policy');
  const directives = new Map<string, string[]>();
  for (const directive of (csp?.value ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** True when a CSP source list admits this origin ('self' aside): exact, or a `https://*.domain` wildcard. */
export function allows(sources: string[], origin: string): boolean {
  const { protocol, host } = new URL(origin);
  return sources.some((source) => {
    if (source === origin) return true;
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(source);
    return wildcard !== null && wildcard[1] === protocol && host.endsWith(`.${wildcard[2]}`);
  });
}

import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: off, a hop count, or the proxy's addresses and ranges. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for private ranges (https://github.com/jshttp/proxy-addr#proxyaddrreq-trust).
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function checkEntry(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return `"${entry}" is not an address or a CIDR range`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) return `"${entry}" has a bad prefix length (0 to ${max})`;
  // A /0 is every address on the Internet: it would let any client write its own X-Forwarded-For.
  if (bits === 0) return `"${entry}" trusts every address; name the proxy's address or range`;
  return null;
}

/**
 * Reads TRUST_PROXY (README, Configuration): unset or 0 trusts no proxy; a number trusts that many hops in front of
 * the server; otherwise a comma list of the proxy's addresses or CIDR ranges. "Trust everything" is refused:
 * with it, a client's own X-Forwarded-For would choose the address its rate limit is counted against.
 * Returns the setting or a message saying what is wrong.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = (raw ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'a hop count must be 1 to 10' };
  }
  if (['true', '*', 'all'].includes(text.toLowerCase())) {
    return { problem: 'trusting every address is refused; give a hop count (1) or the proxy addresses' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = checkEntry(entry);
    if (problem) return { problem };
  }
  return { value: entries };
}

/** Fastify's typings take no hop count, its runtime does the same as this function (proxy-addr's `trust`). */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

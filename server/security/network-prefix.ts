import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, for per-network limits: its /24 for IPv4 (a household, an office or a
 * small hosting block), its /56 for IPv6 (what a provider usually delegates to one customer, who can use
 * every address in it). IPv4 written as IPv6 (::ffff:192.0.2.7) counts as IPv4.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped?.[1] ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  // Expand "::" so the first four groups (56 bits = three groups and a half) can be read.
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  const [a = '0', b = '0', c = '0', d = '0'] = groups.map((g) => g.padStart(4, '0'));
  return `${a}:${b}:${c}:${d.slice(0, 2)}00::/56`;
}

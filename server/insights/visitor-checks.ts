import { isbot } from 'isbot';
import type { IncomingHttpHeaders } from 'node:http';
import type { DeviceClass } from '../../src/domain/insights';

/**
 * Whether a request may be counted at all: a browser sending Global Privacy Control (`Sec-GPC: 1`) has
 * objected, and crawlers are not visitors. The user agent is read here and never kept.
 */
export function mayCount(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-gpc'] === '1') return false;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && agent !== '' && !isbot(agent);
}

/** Phone, tablet or desktop, from the user agent (which is then forgotten). */
export function deviceClass(headers: IncomingHttpHeaders): DeviceClass {
  const agent = headers['user-agent'] ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(agent)) return 'phone';
  return 'desktop';
}

/** A referring host as counted: lower case, without `www.`. */
export const referrerDomain = (host: string) => host.toLowerCase().replace(/^www\./, '');

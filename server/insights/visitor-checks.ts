import type { IncomingHttpHeaders } from 'node:http';
import { countableAgent } from '../../src/domain/visitor-agent';

/**
 * Whether a request may be counted at all: a browser sending Global Privacy Control (`Sec-GPC: 1`) has
 * objected, and crawlers are not visitors. The user agent is read here and never kept.
 */
export function mayCount(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] !== '1' && countableAgent(headers['user-agent']);
}

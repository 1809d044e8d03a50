import { isbot } from 'isbot';
import type { DeviceClass } from './insights';

/**
 * What a browser's user agent tells the counting (docs/decisions/0028-counted-not-tracked.md), read where the
 * count is made (the embedded server, or the visitor's own browser in hosted mode) and never kept.
 */

/** Crawlers are not visitors, and a request without a user agent is not a browser's. */
export const countableAgent = (agent: string | undefined): boolean =>
  typeof agent === 'string' && agent !== '' && !isbot(agent);

/** Phone, tablet or desktop, from the user agent (which is then forgotten). */
export function deviceClass(agent: string | undefined): DeviceClass {
  const text = agent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(text)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(text)) return 'phone';
  return 'desktop';
}

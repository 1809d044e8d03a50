import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

const TOO_MANY =
  'We have received an unusually large number of messages today and cannot take more just now. ' +
  'Please try again tomorrow, or contact us by phone or e-mail.';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What one network (a /24 or a /56, server/security/network-prefix.ts) may use of a daily cap: a
 * twenty-fifth, and never fewer than five, so no one network can use up the day for everyone
 * (docs/decisions/0020-subscription-caps-per-address-and-network.md).
 */
export const networkShare = (dailyMax: number) => Math.max(5, Math.ceil(dailyMax / 25));

/**
 * A cap on one public form's submissions over the last 24 hours, from all addresses together: the
 * per-address limit alone lets a botnet fill the disk. Counted from the store (an indexed range count), so a
 * restart does not reset it. Reaching it is logged as a warning, since it means an attack or a surge a
 * manager should know about; the visitor gets a 429 saying what happened and keeps their text.
 */
export function dailyCap(options: {
  /** What is capped, for the log ("contact messages"). */
  what: string;
  max: number;
  countSince: (since: Date) => number;
  /** Each network's share (networkShare), counted by this; without it only the total is capped. */
  perNetwork?: { max: number; countSince: (network: string, since: Date) => number };
  now: () => Date;
}) {
  return (request: FastifyRequest, network?: string): void => {
    const at = options.now();
    const since = new Date(at.getTime() - DAY_MS);
    const share = options.perNetwork;
    if (share && network !== undefined) {
      const fromNetwork = share.countSince(network, since);
      if (fromNetwork >= share.max) {
        request.log.warn(
          { what: options.what, network, count: fromNetwork, max: share.max },
          `daily cap of one network reached: ${options.what} from it refused for now`,
        );
        throw new ApiError(429, 'daily_limit', TOO_MANY);
      }
    }
    const count = options.countSince(since);
    if (count < options.max) return;
    request.log.warn(
      { what: options.what, count, max: options.max },
      `daily cap reached: ${options.what} refused until the oldest of the last 24 hours ages out`,
    );
    throw new ApiError(429, 'daily_limit', TOO_MANY);
  };
}

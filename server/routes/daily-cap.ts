import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  now: () => Date;
}) {
  return (request: FastifyRequest): void => {
    const at = options.now();
    const count = options.countSince(new Date(at.getTime() - DAY_MS));
    if (count < options.max) return;
    request.log.warn(
      { what: options.what, count, max: options.max },
      `daily cap reached: ${options.what} refused until the oldest of the last 24 hours ages out`,
    );
    throw new ApiError(
      429,
      'daily_limit',
      'We have received an unusually large number of messages today and cannot take more just now. ' +
        'Please try again tomorrow, or contact us by phone or e-mail.',
    );
  };
}

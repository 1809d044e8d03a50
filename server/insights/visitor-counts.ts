import type { FastifyRequest } from 'fastify';
import type { Metric } from '../../src/domain/insights';
import type { HitCounter } from './hit-counter';
import { mayCount } from './visitor-checks';

/**
 * Counting as every route does it: only requests that may be counted (no Global Privacy Control, not a bot,
 * not the signed-in manager looking at the site) add to a count, and nothing of the request is kept.
 */
export function createVisitorCounts(counter: HitCounter, isManager: (request: FastifyRequest) => boolean) {
  const countable = (request: FastifyRequest) => mayCount(request.headers) && !isManager(request);
  return {
    counter,
    countable,
    /** Adds one to today's `metric` for `subject` when this request may be counted. */
    count(request: FastifyRequest, metric: Metric, subject: string): void {
      if (countable(request)) counter.add(metric, subject);
    },
  };
}

export type VisitorCounts = ReturnType<typeof createVisitorCounts>;

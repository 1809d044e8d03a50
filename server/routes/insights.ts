import type { FastifyInstance } from 'fastify';
import { isCityKey } from '../../src/domain/cities';
import { todayInLondon } from '../../src/domain/dates';
import { hitSchema } from '../../src/domain/hit';
import { insightsPeriodSchema } from '../../src/domain/insights-period';
import { buildInsights } from '../../src/domain/insights-report';
import type { AppContext } from '../context';
import { notFound, parseBody } from '../errors';
import { countedPage, viewCounts } from '../../src/domain/insights-pages';
import { isFeedPath } from '../../src/domain/feed-paths';
import { deviceClass } from '../../src/domain/visitor-agent';

const UNKNOWN_PAGE = 'That is not a page of this site.';
const UNKNOWN_LISTING = 'There is no such listing.';

/**
 * The beacon (POST /api/hits: no cookie set, nothing of the visitor kept; decision 0028) and the manager's
 * Insights (GET /api/insights?from=&to=).
 */
export function registerInsightsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, counts, requireManager } = ctx;
  const limited = { config: { rateLimit: { max: ctx.rateLimits.hitsPerMinute, timeWindow: 60_000 } } };

  app.post('/api/hits', limited, async (request, reply) => {
    const hit = parseBody(hitSchema, request.body);
    if (hit.kind === 'view') {
      const page = countedPage(hit.path, (show, slug) => store.venues.findBySlug(show, slug));
      if (!page) throw notFound(UNKNOWN_PAGE);
      // Refused without an error: the browser shows a page at that address, and its beacon must not fail.
      if (page === 'no-listing' || !counts.countable(request)) return reply.code(204).send();
      const today = todayInLondon(now());
      // Searched for a city with nothing on there: demand the dates do not answer yet.
      const unanswered = (city: string) =>
        !store.venues.listAllUpcoming(today).some((venue) => venue.city === city);
      for (const { metric, subject } of viewCounts(
        page,
        hit,
        deviceClass(request.headers['user-agent']),
        unanswered,
      ))
        counts.counter.add(metric, subject);
    } else {
      // A calendar subscription's link counts as a calendar download of that feed (its address).
      const feed = hit.kind === 'calendar' && isFeedPath(hit.listing);
      if (!feed && !store.venues.find(hit.listing)) throw notFound(UNKNOWN_LISTING);
      counts.count(request, hit.kind, hit.listing);
    }
    return reply.code(204).send();
  });

  app.get('/api/insights', { preHandler: requireManager }, async (request, reply) => {
    const period = parseBody(insightsPeriodSchema, request.query);
    // What is still in memory counts too: the manager sees the visit that just happened.
    counts.counter.flush();
    const demand = store.subscribers.demand();
    reply.header('cache-control', 'no-store');
    return buildInsights({
      period,
      totals: store.insights.totals(period.from, period.to),
      venues: store.venues.listAll(),
      subscribersByCity: demand.byCity.flatMap(({ city, count }) =>
        isCityKey(city) && count > 0 ? [{ city, count }] : [],
      ),
      today: todayInLondon(now()),
    });
  });
}

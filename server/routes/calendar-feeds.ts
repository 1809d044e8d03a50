import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarFeedFile, newDatesFeed } from '../../src/content/calendar-feeds';
import { todayInLondon } from '../../src/domain/dates';
import { CALENDAR_FEED_KEYS, calendarFeedPath, NEW_DATES_FEED_PATH } from '../../src/domain/feed-paths';
import type { AppContext } from '../context';

/**
 * The calendars people subscribe to and the Atom feed of new dates (docs/product.md, Calendars): made from
 * the upcoming listings when first asked for, then kept by the public listings' rule (until a listing is
 * written or the London day turns) and revalidated by ETag, so a calendar app polling every few hours costs
 * a 304.
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, ctx: AppContext, siteUrl: string): void {
  const { store, now } = ctx;
  const cache = app.publicListCache;

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    type: string,
    render: (upcoming: ReturnType<typeof store.venues.listAllUpcoming>) => string,
  ) => {
    const today = todayInLondon(now());
    const entry = cache.text(path, today, () => render(store.venues.listAllUpcoming(today)));
    reply.header('cache-control', 'no-cache').header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(type).send(entry.body);
  };

  for (const feed of CALENDAR_FEED_KEYS) {
    const path = calendarFeedPath(feed);
    app.get(path, async (request, reply) =>
      send(request, reply, path, 'text/calendar; charset=utf-8', (upcoming) =>
        calendarFeedFile(feed, upcoming, siteUrl),
      ),
    );
  }
  app.get(NEW_DATES_FEED_PATH, async (request, reply) =>
    send(request, reply, NEW_DATES_FEED_PATH, 'application/atom+xml; charset=utf-8', (upcoming) =>
      newDatesFeed(upcoming, siteUrl),
    ),
  );
}

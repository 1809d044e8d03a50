import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError } from '../errors';

/** How many changes the dashboard's "recent changes" list shows. */
const RECENT_CHANGES = 50;

const historyQuery = z.object({ venue: z.string().min(1).max(100).optional() });

/** Who changed which listing, when, before and after (DESIGN.md's `GET /api/history?venue=ID`). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/history', { preHandler: ctx.requireManager }, async (request) => {
    const query = historyQuery.safeParse(request.query);
    if (!query.success) throw new ApiError(400, 'invalid_input', 'venue must be a listing id.');
    const { venue } = query.data;
    // Without a listing: the latest changes to any listing, for the dashboard's recent-changes list.
    return venue ? ctx.store.venueChanges.ofVenue(venue) : ctx.store.venueChanges.recent(RECENT_CHANGES);
  });
}

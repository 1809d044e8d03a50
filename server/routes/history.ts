import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { pageQuerySchema } from '../../src/domain/page-query';
import { parseBody } from '../errors';

const historyQuery = pageQuerySchema.extend({ venue: z.string().min(1).max(100).optional() });

/** Who changed which listing, when, before and after (`GET /api/history?venue=ID`). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/history', { preHandler: ctx.requireManager }, async (request) => {
    const { venue, ...page } = parseBody(historyQuery, request.query);
    // Without a listing: changes to any listing, newest first, a page at a time (the managers' list shape,
    // docs/decisions/0008-manager-list-paging.md), for the dashboard's recent-changes list. One listing's
    // history is short (a few changes a season), so it comes whole.
    return venue ? ctx.store.venueChanges.ofVenue(venue) : ctx.store.venueChanges.page(page);
  });
}

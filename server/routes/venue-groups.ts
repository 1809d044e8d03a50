import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { venueInputSchema } from '../../src/domain/venue';
import {
  missingIds,
  missingListingsMessage,
  venueSelectionSchema,
  venueSelectionUpdateSchema,
} from '../../src/domain/venue-selection';
import { seriesScopeSchema } from '../../src/domain/venue-series';
import type { AppContext } from '../context';
import { ApiError, notFound, parseBody } from '../errors';
import { isMissing, type Missing } from '../venues/venue-writes';
import { actorOf } from '../auth/actor';
import { listingId } from './venues';

const scopeQuery = z.object({ scope: seriesScopeSchema });

function scopeOf(query: unknown) {
  const parsed = scopeQuery.safeParse(query);
  if (!parsed.success) {
    throw new ApiError(400, 'invalid_input', 'Say which dates of the run: only, following or all.', {
      scope: 'Choose this date only, this and later dates, or every date of the run',
    });
  }
  return parsed.data.scope;
}

/** A 404 naming each chosen listing that is not there (`ids.2`); nothing was written. */
function missingError(ids: readonly string[], { missing }: Missing): ApiError {
  const gone = new Set(missing);
  const known = new Set(ids.filter((id) => !gone.has(id)));
  return new ApiError(404, 'not_found', missingListingsMessage(missing.length), missingIds(ids, known));
}

/**
 * Several listings in one write with one history record, all or nothing: a run's dates (the series a
 * batch of dates created) and a manager's selection in the dashboard's table.
 */
export function registerVenueGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { requireManager, venueWrites } = ctx;

  app.put('/api/venues/:id/series', { preHandler: requireManager }, async (request) => {
    const id = listingId(request.params);
    const scope = scopeOf(request.query);
    const fields = parseBody(venueInputSchema, request.body);
    const venues = venueWrites.updateSeries(id, fields, scope, actorOf(request));
    if (!venues) throw notFound();
    return venues;
  });

  app.delete('/api/venues/:id/series', { preHandler: requireManager }, async (request) => {
    const id = listingId(request.params);
    const ids = venueWrites.trashSeries(id, scopeOf(request.query), actorOf(request));
    if (!ids) throw notFound();
    return { ids };
  });

  app.post('/api/venues/selection/update', { preHandler: requireManager }, async (request) => {
    const { ids, change } = parseBody(venueSelectionUpdateSchema, request.body);
    const venues = venueWrites.updateSelection(ids, change, actorOf(request));
    if (isMissing(venues)) throw missingError(ids, venues);
    return venues;
  });

  app.post('/api/venues/selection/delete', { preHandler: requireManager }, async (request, reply) => {
    const { ids } = parseBody(venueSelectionSchema, request.body);
    const trashed = venueWrites.trashSelection(ids, actorOf(request));
    if (isMissing(trashed)) throw missingError(ids, trashed);
    return reply.code(204).send();
  });

  app.post('/api/venues/selection/restore', { preHandler: requireManager }, async (request) => {
    const { ids } = parseBody(venueSelectionSchema, request.body);
    const venues = venueWrites.restoreSelection(ids, actorOf(request));
    if (isMissing(venues)) throw missingError(ids, venues);
    return venues;
  });
}

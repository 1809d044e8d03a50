import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { todayInLondon } from '../../src/domain/dates';
import { SHOW_KEYS, type ShowKey } from '../../src/domain/shows';
import { venueInputSchema, type VenueFields } from '../../src/domain/venue';
import { batchListings, venueBatchSchema } from '../../src/domain/venue-batch';
import { isVenueSlug } from '../../src/domain/venue-slug';
import { listingsWithBadLinks } from '../../src/domain/needs-attention';
import { TRASH_DAYS, trashCutoff } from '../../src/domain/venue-change';
import type { AppContext } from '../context';
import { ApiError, notFound, parseBody } from '../errors';
import { actorOf } from '../auth/actor';
import { LIST_CACHE_CONTROL, LIST_CONTENT_TYPE } from '../venues/public-list-cache';

const RESTORE_EXPIRED = `This listing was deleted more than ${TRASH_DAYS} days ago, so it can no longer be restored.`;
const NOT_IN_TRASH = `That listing is not in the trash (deleted listings can be restored for ${TRASH_DAYS} days).`;

const showQuery = z.object({ show: z.enum(SHOW_KEYS, { error: 'Choose a show' }).optional() });
const SHOWS: ReadonlySet<string> = new Set(SHOW_KEYS);
const slugQuery = z.object({ show: z.enum(SHOW_KEYS), slug: z.string().max(200) });

/** The listing id from the path; an id no listing could have is simply not found. */
export function listingId(params: unknown): string {
  const parsed = z.object({ id: z.string().min(1).max(100) }).safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function registerVenueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, requireManager, venueWrites } = ctx;
  const cache = app.publicListCache;

  const sendCached = (request: FastifyRequest, reply: FastifyReply, show: ShowKey | 'all') => {
    const today = todayInLondon(now());
    const entry = cache.get(show, today, () =>
      show === 'all' ? store.venues.listAllUpcoming(today) : store.venues.listUpcoming(show, today),
    );
    // The same answer as server/venues/early-listings.ts sends for a cached list before routing.
    reply.header('cache-control', LIST_CACHE_CONTROL).header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) reply.code(304).send();
    else reply.type(LIST_CONTENT_TYPE).send(entry.body);
  };

  // What's on: every show's upcoming dates. The cached answers are sent from plain (not async) handlers: a
  // promise and its turn of the microtask queue on every request of the busiest routes, for nothing awaited.
  app.get('/api/venues/upcoming', (request, reply) => sendCached(request, reply, 'all'));

  // A date page's address, resolved: found, moved (an edited listing's former address), gone or unknown.
  app.get('/api/venues/lookup', async (request) => {
    const query = slugQuery.safeParse(request.query);
    if (!query.success) throw new ApiError(400, 'invalid_input', 'Give a show and a date page address.');
    const { show, slug } = query.data;
    return isVenueSlug(slug) ? store.venues.findBySlug(show, slug) : { kind: 'unknown' };
  });

  app.get('/api/venues', (request, reply) => {
    // A show's name is the busy case, known without the schema; anything else is what the schema says.
    const asked = (request.query as { show?: unknown }).show;
    if (typeof asked === 'string' && SHOWS.has(asked)) return sendCached(request, reply, asked as ShowKey);
    const query = showQuery.safeParse(request.query);
    if (!query.success) throw new ApiError(400, 'invalid_input', 'Unknown show.', { show: 'Choose a show' });
    const { show } = query.data;
    if (show !== undefined) return sendCached(request, reply, show);
    // Without a show it is the dashboard's list (past listings included): managers only.
    return requireManager(request, reply).then(() => store.venues.listAll());
  });

  /** Adds the listings, all or none: none when one is listed already (the form's list may be minutes old). */
  const createAll = (list: readonly VenueFields[], actor: string) => {
    const created = venueWrites.createMany(list, actor);
    if (!Array.isArray(created)) throw new ApiError(409, 'conflict', created.alreadyListed);
    return created;
  };

  app.post('/api/venues', { preHandler: requireManager }, async (request, reply) => {
    const fields = parseBody(venueInputSchema, request.body);
    const [venue] = createAll([fields], actorOf(request));
    return reply.code(201).send(venue);
  });

  // One hotel on several dates, stored together or not at all.
  app.post('/api/venues/batch', { preHandler: requireManager }, async (request, reply) => {
    const batch = parseBody(venueBatchSchema, request.body);
    return reply.code(201).send(createAll(batchListings(batch), actorOf(request)));
  });

  app.put('/api/venues/:id', { preHandler: requireManager }, async (request) => {
    const id = listingId(request.params);
    const fields = parseBody(venueInputSchema, request.body);
    const venue = venueWrites.update(id, fields, actorOf(request));
    if (!venue) throw notFound();
    return venue;
  });

  app.delete('/api/venues/:id', { preHandler: requireManager }, async (request, reply) => {
    const id = listingId(request.params);
    // Into the trash, restorable for TRASH_DAYS; public lists skip it from now on.
    if (!venueWrites.trash(id, actorOf(request))) throw notFound();
    return reply.code(204).send();
  });

  // The daily purge (registerTrashPurge) may be up to a day behind: the list never shows what has expired.
  app.get('/api/venues/trash', { preHandler: requireManager }, async () => {
    const cutoff = trashCutoff(now()).toISOString();
    return store.venues.listTrash().filter((venue) => venue.deletedAt >= cutoff);
  });

  app.get('/api/venues/needs-attention', { preHandler: requireManager }, async () =>
    listingsWithBadLinks(store.venues.listAll()),
  );

  app.post('/api/venues/:id/restore', { preHandler: requireManager }, async (request) => {
    const venue = venueWrites.restore(listingId(request.params), actorOf(request));
    if (venue === 'expired') throw notFound(RESTORE_EXPIRED);
    if (!venue) throw notFound(NOT_IN_TRASH);
    return venue;
  });
}

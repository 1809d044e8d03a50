import type { FastifyInstance } from 'fastify';
import { hotelInputSchema } from '../../src/domain/hotel';
import type { AppContext } from '../context';
import { ApiError, notFound, parseBody } from '../errors';
import { listingId } from './venues';

const TAKEN = 'There is already a hotel with this name, address and city.';

/**
 * Hotels, for managers (DESIGN.md, Dates, hotels): a hotel's facts are edited once and shown on every one of
 * its dates. Visitors read them with the listings (server/db/listings-with-hotels.ts).
 */
export function registerHotelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, requireManager } = ctx;

  app.get('/api/hotels', { preHandler: requireManager }, async () =>
    store.hotels.list().map((hotel) => ({ ...hotel, dates: store.hotels.countDates(hotel.id) })),
  );

  app.post('/api/hotels', { preHandler: requireManager }, async (request, reply) => {
    const fields = parseBody(hotelInputSchema, request.body);
    const hotel = store.hotels.create(fields, now());
    if (!hotel) throw new ApiError(409, 'conflict', TAKEN, { name: TAKEN });
    return reply.code(201).send(hotel);
  });

  app.put('/api/hotels/:id', { preHandler: requireManager }, async (request) => {
    const id = listingId(request.params);
    const fields = parseBody(hotelInputSchema, request.body);
    const saved = store.hotels.update(id, fields, now());
    if (saved === 'missing') throw notFound('There is no such hotel.');
    if (saved === 'taken') throw new ApiError(409, 'conflict', TAKEN, { name: TAKEN });
    return saved;
  });
}

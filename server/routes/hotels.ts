import type { FastifyInstance } from 'fastify';
import { HOTEL_TAKEN, hotelInputSchema, NO_SUCH_HOTEL } from '../../src/domain/hotel';
import { actorOf } from '../auth/actor';
import type { AppContext } from '../context';
import { ApiError, notFound, parseBody } from '../errors';
import { listingId } from './venues';

/**
 * Hotels, for managers (docs/product.md, "Access, per hotel"): a hotel's facts are edited once and shown on every
 * one of its dates. Visitors read them with the listings (server/db/listings-with-hotels.ts).
 */
export function registerHotelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, requireManager, venueWrites } = ctx;

  app.get('/api/hotels', { preHandler: requireManager }, async () => {
    const links = store.hotelLinks.states();
    return store.hotels.list().map((hotel) => ({
      ...hotel,
      dates: store.hotels.countDates(hotel.id),
      link: links.get(hotel.id) ?? null,
    }));
  });

  app.post('/api/hotels', { preHandler: requireManager }, async (request, reply) => {
    const fields = parseBody(hotelInputSchema, request.body);
    const hotel = store.hotels.create(fields, now());
    if (!hotel) throw new ApiError(409, 'conflict', HOTEL_TAKEN, { name: HOTEL_TAKEN });
    return reply.code(201).send(hotel);
  });

  app.put('/api/hotels/:id', { preHandler: requireManager }, async (request) => {
    const id = listingId(request.params);
    const fields = parseBody(hotelInputSchema, request.body);
    // The hotel and its listings' new name, address and city are one write: all of it or none.
    const saved = store.transaction(() => {
      const hotel = store.hotels.update(id, fields, now());
      if (typeof hotel !== 'string') venueWrites.followHotel(hotel, actorOf(request));
      return hotel;
    });
    if (saved === 'missing') throw notFound(NO_SUCH_HOTEL);
    if (saved === 'taken') throw new ApiError(409, 'conflict', HOTEL_TAKEN, { name: HOTEL_TAKEN });
    return saved;
  });
}

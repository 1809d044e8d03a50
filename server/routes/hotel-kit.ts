import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUpcoming } from '../../src/domain/dates';
import { hotelActor, hotelMaySetSeats, hotelSeatsSchema, isKitFile } from '../../src/domain/hotel-kit';
import type { Hotel } from '../../src/domain/hotel';
import { settleAvailability } from '../../src/domain/listing-state';
import { venueFields } from '../../src/domain/venue-change';
import { safeHttpUrl } from '../../src/domain/url';
import { HOTEL_KIT_PAGE } from '../../src/content/hotel-kit';
import type { AppContext } from '../context';
import type { Store } from '../db/store';
import { HOTEL_KIT_PATH } from '../../src/domain/paths';
import { ApiError, notFound, parseBody } from '../errors';
import { hotelKitFor } from '../kit/hotel-kit-data';
import { hashHotelToken, isHotelTokenShape } from '../kit/hotel-link-token';
import { createKitFiles } from '../kit/kit-files';
import { showArtDirOf } from '../kit/show-artwork';
import { kitDateFor } from '../kit/kit-words';

/** Whether a path is a hotel's page, and if so whether its token opens one (server/pages/page-server.ts). */
export function hotelKitPageAccess(store: Store, path: string): 'open' | 'closed' | null {
  if (!path.toLowerCase().startsWith(`${HOTEL_KIT_PATH}/`)) return null;
  return hotelByToken(store, path.slice(HOTEL_KIT_PATH.length + 1)) ? 'open' : 'closed';
}

/** The hotel a link's token opens, or null (malformed, never issued, revoked or replaced). */
function hotelByToken(store: Store, token: unknown): Hotel | null {
  const hotelId = isHotelTokenShape(token) ? store.hotelLinks.hotelOf(hashHotelToken(token)) : null;
  return hotelId ? store.hotels.find(hotelId) : null;
}

const NOT_YOUR_DATE = 'That date is not one of your hotel’s upcoming dates.';

/** Nothing under a hotel's link is kept by a shared cache, indexed, or sent on as a referrer. */
export const keepPrivate = (reply: FastifyReply) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');

/** The answer to a link that does not open anything: the same as for an API route that never existed. */
const neverExisted = (request: FastifyRequest) =>
  notFound(`No such API route: ${request.method} ${request.url.split('?')[0] ?? ''}`);

/**
 * The hotel's own page's API (issue 39), reached only through its private link: the token in the address is
 * the whole authority (no account, no cookie), so a wrong, revoked or replaced one answers exactly as a
 * route that never existed. `GET /api/hotel-kit/:token` (its dates, kit and counts), `PUT
 * /api/hotel-kit/:token/dates/:id` `{ availability }` (seats left on its own dates, nothing else), and
 * `GET /api/hotel-kit/:token/dates/:id/:file` (posters and pictures).
 */
export function registerHotelKitRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  siteUrl: string,
  staticDir: string,
): void {
  const { store, now, venueWrites } = ctx;
  // Drawn from the built site's copy of the show art when there is one (show-artwork.ts says why).
  const files = createKitFiles({ artDir: showArtDirOf(staticDir) });
  const hotelOf = (request: FastifyRequest): Hotel => {
    const hotel = hotelByToken(store, (request.params as { token?: unknown }).token);
    if (!hotel) throw neverExisted(request);
    return hotel;
  };
  /** One of the hotel's own upcoming dates, or a refusal that says nothing of other hotels' dates. */
  const ownDate = (hotel: Hotel, request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    const venue = id ? store.venues.find(id) : null;
    if (!venue || venue.hotelId !== hotel.id || !isUpcoming(venue.date, now())) throw notFound(NOT_YOUR_DATE);
    return venue;
  };
  // Rendering a picture costs half a second of CPU: a link holder may ask often, not endlessly.
  const limited = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

  app.get('/api/hotel-kit/:token', async (request, reply) => {
    const hotel = hotelOf(request);
    const token = (request.params as { token: string }).token;
    store.hotelLinks.markOpened(hashHotelToken(token), now());
    keepPrivate(reply);
    // What is still in memory counts too: the hotel sees the visit that just happened.
    ctx.counts.counter.flush();
    return hotelKitFor(store, hotel, {
      now: now(),
      siteUrl,
      filesBase: `/api/hotel-kit/${token}`,
    });
  });

  app.put('/api/hotel-kit/:token/dates/:id', limited, async (request, reply) => {
    const hotel = hotelOf(request);
    keepPrivate(reply);
    const { availability } = parseBody(hotelSeatsSchema, request.body);
    const before = ownDate(hotel, request);
    if (!hotelMaySetSeats(before.status)) {
      throw new ApiError(409, 'conflict', HOTEL_KIT_PAGE.seats.calledOff);
    }
    // Through the one writer of listings: the history names the hotel, and people waiting for seats on a
    // date back on sale are told, as after a manager's change.
    const fields = settleAvailability({ ...venueFields(before), availability });
    const after = venueWrites.update(before.id, fields, hotelActor(hotel.name));
    if (!after) throw notFound(NOT_YOUR_DATE);
    return { id: after.id, status: after.status, availability: after.availability };
  });

  app.get('/api/hotel-kit/:token/dates/:id/:file', limited, async (request, reply) => {
    const hotel = hotelOf(request);
    const venue = ownDate(hotel, request);
    const { file } = request.params as { file: string };
    if (!isKitFile(file)) throw neverExisted(request);
    const date = kitDateFor(venue, siteUrl);
    if (!safeHttpUrl(date.bookingUrl)) throw new ApiError(409, 'conflict', HOTEL_KIT_PAGE.badBookingLink);
    const made = await files.get(date, file);
    keepPrivate(reply);
    return reply.type(made.contentType).send(made.body);
  });
}

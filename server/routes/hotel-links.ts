import type { FastifyInstance } from 'fastify';
import { HOTELS_WORDS } from '../../src/content/dashboard-hotels';
import { NO_SUCH_HOTEL } from '../../src/domain/hotel';
import { linkMadeFor, type SentHotelLink } from '../../src/domain/hotel-kit';
import { hotelKitPath } from '../../src/domain/paths';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../errors';
import { hashHotelToken, newHotelToken } from '../kit/hotel-link-token';
import { hotelLinkMailKey, queueHotelLinkMail } from '../mail/hotel-link-mail';
import { listingId } from './venues';

/**
 * The manager's side of a hotel's private link (issue 39): `POST /api/hotels/:id/link` makes a new one (the
 * old one stops working) and e-mails it to the hotel's contact; `DELETE` revokes it. The token is shown to
 * nobody else and stored only hashed; its e-mail leaves the outbox with it.
 */
export function registerHotelLinkRoutes(app: FastifyInstance, ctx: AppContext, siteUrl: string): void {
  const { store, now, requireManager, mail } = ctx;

  app.post('/api/hotels/:id/link', { preHandler: requireManager }, async (request, reply) => {
    const hotel = store.hotels.find(listingId(request.params));
    if (!hotel) throw notFound(NO_SUCH_HOTEL);
    // Sent, the link needs an address; made to hand over (e-mail off), it is made for the contact or hotel.
    if (!hotel.contact.email && mail.enabled) {
      const message = HOTELS_WORDS.link.needsContact;
      throw new ApiError(400, 'invalid', message, { 'contact.email': message });
    }
    const token = newHotelToken();
    const tokenHash = hashHotelToken(token);
    const url = `${siteUrl}${hotelKitPath(token)}`;
    const emailed = store.transaction(() => {
      const earlier = store.hotelLinks.of(hotel.id);
      if (earlier) store.outbox.deleteByDedupeKey(hotelLinkMailKey(earlier.tokenHash));
      const queued = queueHotelLinkMail(mail, hotel, url, tokenHash);
      store.hotelLinks.issue(hotel.id, tokenHash, linkMadeFor(hotel), queued, now());
      return queued;
    });
    const link = store.hotelLinks.states().get(hotel.id);
    if (!link) throw new Error('a hotel link left during its own write');
    const sent: SentHotelLink = { link, emailed, ...(emailed ? {} : { url }) };
    return reply.code(201).send(sent);
  });

  app.delete('/api/hotels/:id/link', { preHandler: requireManager }, async (request, reply) => {
    const id = listingId(request.params);
    const revoked = store.transaction(() => {
      const earlier = store.hotelLinks.of(id);
      if (earlier) store.outbox.deleteByDedupeKey(hotelLinkMailKey(earlier.tokenHash));
      return store.hotelLinks.revoke(id);
    });
    if (!revoked) throw notFound('That hotel has no link to revoke.');
    return reply.code(204).send();
  });
}

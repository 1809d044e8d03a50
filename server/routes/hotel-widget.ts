import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarFeedFile } from '../../src/content/calendar-feeds';
import { todayInLondon } from '../../src/domain/dates';
import { calendarFeedPath } from '../../src/domain/feed-paths';
import { HOTEL_WIDGET_DIR, hotelWidgetPath, isHotelWidgetId } from '../../src/domain/hotel-widget-paths';
import { hotelWidgetDocument } from '../../src/render/hotel-widget';
import type { Hotel } from '../../src/domain/hotel';
import type { Venue } from '../../src/domain/venue';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { allowFraming } from '../security/headers';

/**
 * A hotel's dates for its own website (docs/decisions/0042-hotel-widget.md): the widget page another site
 * may frame, and the calendar of the hotel's dates. Both are made from the upcoming listings and kept by the
 * public listings' rule (until a listing or hotel is written or the London day turns), revalidated by ETag.
 * Neither reads or sets a cookie, nor counts anything.
 */
export function registerHotelWidgetRoutes(app: FastifyInstance, ctx: AppContext, siteUrl: string): void {
  const { store, now } = ctx;
  const cache = app.publicListCache;

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    path: string,
    type: string,
    render: (hotel: Hotel, dates: Venue[]) => string,
    framed = false,
  ) => {
    const hotel = isHotelWidgetId(id) ? store.hotels.find(id) : null;
    if (!hotel) throw notFound('There is no such hotel.');
    // Only a real widget page may be framed; its 404 keeps the site's refusal.
    if (framed) allowFraming(reply);
    const today = todayInLondon(now());
    const entry = cache.text(path, today, () =>
      render(
        hotel,
        store.venues.listAllUpcoming(today).filter((venue) => venue.hotelId === hotel.id),
      ),
    );
    reply.header('cache-control', 'no-cache').header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(type).send(entry.body);
  };

  app.get(`${HOTEL_WIDGET_DIR}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    return send(
      request,
      reply,
      id,
      hotelWidgetPath(id),
      'text/html; charset=utf-8',
      (hotel, dates) => hotelWidgetDocument({ hotel, dates, origin: siteUrl }),
      true,
    );
  });

  app.get('/calendars/hotels/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    return send(
      request,
      reply,
      id,
      calendarFeedPath({ kind: 'hotel', hotel: { id, name: '' } }),
      'text/calendar; charset=utf-8',
      (hotel, dates) => calendarFeedFile({ kind: 'hotel', hotel }, dates, siteUrl),
    );
  });
}

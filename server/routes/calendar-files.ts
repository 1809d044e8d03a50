import type { FastifyInstance } from 'fastify';
import { calendarFile } from '../../src/content/calendar-file';
import { venueSlug } from '../../src/domain/venue-slug';
import { eventFacts } from '../../src/content/event-facts';
import type { AppContext } from '../context';
import { registerDateFileRoute } from './date-file-routes';

/**
 * `<date page>.ics`: the date as an iCalendar file (docs/product.md, Dates). A former address of
 * an edited listing redirects to the current file; a deleted listing's answers 410 Gone.
 */
export function registerCalendarFileRoutes(app: FastifyInstance, ctx: AppContext, siteUrl: string): void {
  registerDateFileRoute(app, ctx, 'ics', (venue, _request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-disposition', `inline; filename="${venueSlug(venue)}.ics"`)
      .send(calendarFile(venue, eventFacts(venue, siteUrl))),
  );
}

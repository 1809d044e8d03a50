import type { FastifyInstance } from 'fastify';
import { SHOW_PATHS } from '../../src/domain/paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import { calendarFile } from '../../src/content/calendar-file';
import { calendarFilePath } from '../../src/domain/date-page-paths';
import { eventFacts } from '../../src/content/event-facts';
import type { AppContext } from '../context';

/**
 * `<date page>.ics`: the date as an iCalendar file (docs/product.md, Dates). A former address of
 * an edited listing redirects to the current file; a deleted listing's answers 410 Gone.
 */
export function registerCalendarFileRoutes(app: FastifyInstance, ctx: AppContext, siteUrl: string): void {
  for (const show of SHOW_KEYS) {
    // Routes match case-sensitively here, and the site links to /Scrooge and /scrooge alike.
    for (const base of new Set([SHOW_PATHS[show], SHOW_PATHS[show].toLowerCase()])) {
      app.get<{ Params: { slug: string } }>(
        `${base}/:slug(^[a-z0-9-]{10,100}).ics`,
        async (request, reply) => {
          const lookup = ctx.store.venues.findBySlug(show, request.params.slug);
          if (lookup.kind === 'moved') return reply.redirect(calendarFilePath(lookup.venue), 301);
          if (lookup.kind !== 'found') {
            return reply
              .code(lookup.kind === 'gone' ? 410 : 404)
              .type('text/plain; charset=utf-8')
              .send(lookup.kind === 'gone' ? 'This date is no longer listed.\n' : 'No such date.\n');
          }
          const { venue } = lookup;
          return reply
            .type('text/calendar; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('content-disposition', `inline; filename="${request.params.slug}.ics"`)
            .send(calendarFile(venue, eventFacts(venue, siteUrl)));
        },
      );
    }
  }
}

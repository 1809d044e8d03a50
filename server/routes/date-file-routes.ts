import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_PATHS } from '../../src/domain/paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import type { Venue } from '../../src/domain/venue';
import type { AppContext } from '../context';

/**
 * A file beside each date page (`<date page>.ics`, `<date page>.jpg`), answered for a listed date only: a
 * former address of an edited listing redirects to the current file; a deleted listing's answers 410 Gone,
 * an unknown one 404.
 */
export function registerDateFileRoute(
  app: FastifyInstance,
  ctx: AppContext,
  extension: 'ics' | 'jpg',
  send: (venue: Venue, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
): void {
  const pathOf = (venue: Venue) => `${datePagePath(venue)}.${extension}`;
  for (const show of SHOW_KEYS) {
    // Routes match case-sensitively here, and the site links to /Scrooge and /scrooge alike.
    for (const base of new Set([SHOW_PATHS[show], SHOW_PATHS[show].toLowerCase()])) {
      app.get<{ Params: { slug: string } }>(
        `${base}/:slug(^[a-z0-9-]{10,100}).${extension}`,
        async (request, reply) => {
          const lookup = ctx.store.venues.findBySlug(show, request.params.slug);
          if (lookup.kind === 'moved') return reply.redirect(pathOf(lookup.venue), 301);
          if (lookup.kind !== 'found') {
            return reply
              .code(lookup.kind === 'gone' ? 410 : 404)
              .type('text/plain; charset=utf-8')
              .send(lookup.kind === 'gone' ? 'This date is no longer listed.\n' : 'No such date.\n');
          }
          return send(lookup.venue, request, reply);
        },
      );
    }
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_PATHS } from '../../src/domain/paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import type { AppContext } from '../context';
import { dateSharePictures } from '../kit/date-share-pictures';

/**
 * `<date page>.jpg`: the date's own share picture, its page's og:image and Twitter card (issue 40). Made on
 * the first request and kept (server/kit/date-share-pictures.ts); a revisit with the picture's ETag gets
 * 304. A former address of an edited listing redirects to the current picture; a deleted listing's answers
 * 410 Gone, as its calendar file does.
 */
export function registerDatePictureRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  siteUrl: string,
  staticDir: string,
): void {
  // The built site's copy of the show art: the bundled server (dist-server) does not sit where the sources'
  // public/ folder is relative to it. Without a build (tests from the sources), public/ itself.
  const built = join(staticDir, 'images', 'shows');
  const pictureOf = dateSharePictures(siteUrl, existsSync(built) ? { artDir: built } : {});
  for (const show of SHOW_KEYS) {
    // Routes match case-sensitively here, and the site links to /Scrooge and /scrooge alike.
    for (const base of new Set([SHOW_PATHS[show], SHOW_PATHS[show].toLowerCase()])) {
      app.get<{ Params: { slug: string } }>(
        `${base}/:slug(^[a-z0-9-]{10,100}).jpg`,
        async (request, reply) => {
          const lookup = ctx.store.venues.findBySlug(show, request.params.slug);
          if (lookup.kind === 'moved') return reply.redirect(`${datePagePath(lookup.venue)}.jpg`, 301);
          if (lookup.kind !== 'found') {
            return reply
              .code(lookup.kind === 'gone' ? 410 : 404)
              .type('text/plain; charset=utf-8')
              .send(lookup.kind === 'gone' ? 'This date is no longer listed.\n' : 'No such date.\n');
          }
          const { body, etag } = await pictureOf(lookup.venue);
          reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
          if (request.headers['if-none-match'] === etag) return reply.code(304).send();
          return reply.type('image/jpeg').send(body);
        },
      );
    }
  }
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { dateSharePictures } from '../kit/date-share-pictures';
import { showArtDirOf } from '../kit/show-artwork';
import { registerDateFileRoute } from './date-file-routes';

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
  const pictureOf = dateSharePictures(siteUrl, { artDir: showArtDirOf(staticDir) });
  registerDateFileRoute(app, ctx, 'jpg', async (venue, request, reply) => {
    const { body, etag } = await pictureOf(venue);
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/jpeg').send(body);
  });
}

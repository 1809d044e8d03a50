import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES, pictureAltSchema } from '../../src/domain/site-content/picture';
import { PICTURE_REFUSALS, pictureKind } from '../../src/domain/site-content/picture-refusals';
import { pictureUses } from '../../src/domain/site-content/picture-uses';
import { actorOf } from '../auth/actor';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../errors';
import {
  MEDIA_DIR,
  MEDIA_FILE,
  newPictureId,
  removePictureFiles,
  writePictureFiles,
} from '../media/picture-files';
import { readPictureUpload } from '../media/read-upload';
import { resizePicture } from '../media/resize-picture';

const { heic: HEIC, notAPicture: NOT_A_PICTURE, noSuchPicture: NO_SUCH_PICTURE } = PICTURE_REFUSALS;

/** The blocks (and their versions) that still use each picture: such a picture cannot be deleted. */
const usesOf = (ctx: AppContext) =>
  pictureUses(ctx.store.content.everyBody(), ctx.store.content.publishedVersions());

/**
 * Pictures for Site content (issue 21, item 3; docs/decisions/0033-pictures.md), managers only: an upload is
 * resized to WebP at the site's widths (and a 1200x630 JPEG share copy) with every piece of metadata left
 * behind, and kept under DATA_DIR/media.
 * Visitors read only the resized files, at /media/.
 */
export async function registerPictureRoutes(app: FastifyInstance, ctx: AppContext, dataDir: string) {
  const { store, now, requireManager } = ctx;
  const manager = { preHandler: requireManager };

  // Multipart is parsed for this one route only: everywhere else a body must still be JSON (which a plain
  // cross-site form cannot send), and the cross-site guard refuses another site's post here as everywhere.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 },
    });
    uploads.post('/api/media', manager, async (request, reply) => {
      const { file, alt } = await readPictureUpload(request);
      const altText = pictureAltSchema.safeParse(alt);
      if (!altText.success) {
        const message = altText.error.issues[0]?.message ?? 'Add alt text.';
        throw new ApiError(400, 'invalid_input', message, { alt: message });
      }
      if (!file || file.length === 0)
        throw new ApiError(400, 'invalid_input', PICTURE_REFUSALS.noFile, {
          file: 'Choose a picture.',
        });
      const kind = pictureKind(file);
      if (kind === 'heic') throw new ApiError(415, 'heic', HEIC, { file: HEIC });
      if (kind === 'unknown')
        throw new ApiError(415, 'unsupported_media_type', NOT_A_PICTURE, { file: NOT_A_PICTURE });
      const resized = await resizePicture(file).catch(() => {
        throw new ApiError(400, 'invalid_input', NOT_A_PICTURE, { file: NOT_A_PICTURE });
      });
      const id = newPictureId();
      const { variants, share } = await writePictureFiles(dataDir, id, resized);
      const largest = resized.files.at(-1) ?? { width: 1, height: 1 };
      const { width, height } = largest;
      const picture = { id, alt: altText.data, width, height, variants, share };
      const bytes = resized.files.reduce((sum, f) => sum + f.bytes.length, resized.share.length);
      store.pictures.add({ ...picture, bytes, by: actorOf(request), at: now().toISOString() });
      return reply.code(201).send(picture);
    });
  });

  app.get('/api/media', manager, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const uses = usesOf(ctx);
    return store.pictures.list().map((picture) => ({ ...picture, usedBy: uses.get(picture.id) ?? [] }));
  });

  app.delete('/api/media/:id', manager, async (request, reply) => {
    const { id } = request.params as { id: string };
    const picture = store.pictures.get(id);
    if (!picture) throw notFound(NO_SUCH_PICTURE);
    const usedBy = usesOf(ctx).get(id);
    if (usedBy) throw new ApiError(409, 'in_use', PICTURE_REFUSALS.inUse(usedBy));
    store.pictures.remove(id);
    removePictureFiles(dataDir, picture);
    return reply.code(204).send();
  });

  // A stored file never changes (its name carries a random id), so browsers and caches keep it for a year.
  app.get('/media/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const path = join(dataDir, MEDIA_DIR, file);
    if (!MEDIA_FILE.test(file) || !existsSync(path)) throw notFound(`No such file: /media/${file}`);
    return reply
      .type(file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}

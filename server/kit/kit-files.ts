import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { KitDate, KitFile } from '../../src/domain/hotel-kit';

export interface KitFileBody {
  body: Buffer;
  contentType: string;
}

/**
 * The drawing libraries (satori and its layout engine, resvg, pdfkit) load on the first file asked for, not
 * when the server starts: most runs of the server never draw one, and loading them cost half a second of CPU.
 */
async function render(date: KitDate, file: KitFile, artDir: string | undefined): Promise<KitFileBody> {
  const [{ renderPoster }, { renderSocialPicture }] = await Promise.all([
    import('./poster'),
    import('./social-picture'),
  ]);
  switch (file) {
    case 'poster-a4.pdf':
      return { body: await renderPoster(date, 'a4', { artDir }), contentType: 'application/pdf' };
    case 'poster-a3.pdf':
      return { body: await renderPoster(date, 'a3', { artDir }), contentType: 'application/pdf' };
    case 'feed.png':
      return renderSocialPicture(date, 'feed', { artDir });
    case 'story.png':
      return renderSocialPicture(date, 'story', { artDir });
    case 'share.jpg':
      return renderSocialPicture(date, 'share', { encoding: 'jpeg', artDir });
  }
}

/**
 * The kit's files, each rendered once per version of its date (decision 0039: half a second of CPU a picture)
 * and kept by what it draws: a date changed (status, time, hotel) draws anew, an unchanged one is sent again.
 */
export function createKitFiles({
  artDir,
  maxBytes = 48 * 1024 * 1024,
}: { artDir?: string; maxBytes?: number } = {}) {
  const cache = new LRUCache<string, Promise<KitFileBody>>({
    maxSize: maxBytes,
    // A picture is about 0.5 MB and a poster less; counted at that until it is done.
    sizeCalculation: () => 512 * 1024,
  });
  return {
    get(date: KitDate, file: KitFile): Promise<KitFileBody> {
      const key = createHash('sha256')
        .update(JSON.stringify([file, date]))
        .digest('base64url');
      const known = cache.get(key);
      if (known) return known;
      const made = render(date, file, artDir);
      cache.set(key, made);
      made.catch(() => cache.delete(key));
      return made;
    },
  };
}

export type KitFiles = ReturnType<typeof createKitFiles>;

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Venue } from '../../src/domain/venue';
import { kitDateFor, kitWords } from './kit-words';

export interface DateSharePicture {
  body: Buffer;
  /** Strong: the same words draw the same picture. */
  etag: string;
}

/**
 * A date's 1200x630 share picture (its page's og:image), as JPEG: link previewers skip large files
 * (docs/decisions/0039-kit-pictures-and-posters.md). Made on first request, not at start-up (a picture costs
 * about 0.2 s of CPU, the process's first 0.6 s), and kept by the words it draws: any change to the date
 * that shows on the picture makes a new one, and the rest never render twice. Requests that arrive while
 * one renders share it.
 */
export function dateSharePictures(siteUrl: string, options: { max?: number; artDir?: string } = {}) {
  // About 50 KB each: a few hundred dates' pictures are a few megabytes.
  const cache = new LRUCache<string, Promise<DateSharePicture>>({ max: options.max ?? 300 });
  return (venue: Venue): Promise<DateSharePicture> => {
    const date = kitDateFor(venue, siteUrl);
    const key = createHash('sha256')
      .update(JSON.stringify(kitWords(date)))
      .digest('base64url')
      .slice(0, 27);
    let picture = cache.get(key);
    if (!picture) {
      // The drawing libraries load with the first picture, not with the server (kit-files.ts).
      picture = import('./social-picture')
        .then(({ renderSocialPicture }) =>
          renderSocialPicture(date, 'share', { encoding: 'jpeg', artDir: options.artDir }),
        )
        .then(({ body }) => ({ body, etag: `"${key}"` }));
      // A failure is not kept: the next request tries again.
      picture.catch(() => cache.delete(key));
      cache.set(key, picture);
    }
    return picture;
  };
}

import { PICTURES_COPY } from '../../src/content/dashboard-pictures';
import { DataError } from '../../src/data/errors';
import {
  pictureUses,
  type LibraryPicture,
  type PictureUse,
  type StoredBody,
} from '../../src/domain/site-content/picture-uses';
import type { BlockId } from '../../src/domain/site-content/blocks';

/** What the fake's content keeps: every draft and published version, and which version is live. */
export interface KeptContent {
  bodies: StoredBody[];
  live: Partial<Record<BlockId, number>>;
}

/**
 * The fake port's picture library: an upload without alt text is refused as the server refuses it, and a
 * picture a block's draft or any published version uses cannot be deleted. The files are the upload's own bytes (as
 * a blob: address), one width.
 */
export class FakePictures {
  private pictures: Omit<LibraryPicture, 'usedBy'>[] = [];

  upload(file: Blob, alt: string, by: string) {
    if (!alt.trim())
      throw new DataError('invalid', 'Say what the picture shows, for people who cannot see it.', {
        alt: 'Say what the picture shows, for people who cannot see it.',
      });
    const id = `picture-${String(this.pictures.length + 1).padStart(4, '0')}`;
    const picture = {
      id,
      alt: alt.trim(),
      width: 640,
      height: 480,
      variants: [{ width: 640, url: `/media/${id}-640.webp` }],
    };
    this.pictures.unshift({ ...picture, bytes: file.size, by, at: new Date().toISOString() });
    return picture;
  }

  private usedBy(content: KeptContent, id: string): PictureUse[] {
    return pictureUses(content.bodies, content.live).get(id) ?? [];
  }

  list(content: KeptContent): LibraryPicture[] {
    return this.pictures.map((picture) => ({ ...picture, usedBy: this.usedBy(content, picture.id) }));
  }

  remove(id: string, content: KeptContent): void {
    const uses = this.usedBy(content, id);
    if (uses.length > 0) throw new DataError('conflict', PICTURES_COPY.inUse(uses));
    this.pictures = this.pictures.filter((picture) => picture.id !== id);
  }
}

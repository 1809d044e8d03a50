import { PICTURES_COPY } from '../../src/content/dashboard-pictures';
import { DataError } from '../../src/data/errors';
import { pictureAltSchema } from '../../src/domain/site-content/picture';
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
 * The fake port's picture library: an upload's alt text is checked by the domain's schema, as both real
 * adapters check it, and a picture a block's draft or any published version uses cannot be deleted. Each upload
 * has one width and, as the real adapters make for every upload, a share copy (a show's share picture needs it).
 */
export class FakePictures {
  private pictures: Omit<LibraryPicture, 'usedBy'>[] = [];

  upload(file: Blob, alt: string, by: string) {
    const altText = pictureAltSchema.safeParse(alt);
    if (!altText.success) {
      const refusal = altText.error.issues.map(({ message }) => message).join(' ');
      throw new DataError('invalid', refusal, { alt: refusal });
    }
    const id = `picture-${String(this.pictures.length + 1).padStart(4, '0')}`;
    const picture = {
      id,
      alt: altText.data,
      width: 640,
      height: 480,
      variants: [{ width: 640, url: `/media/${id}-640.webp` }],
      share: { url: `/media/${id}-share.jpg` },
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

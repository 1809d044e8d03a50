import { DataError } from '../../src/data/errors';
import type { SiteContentState } from '../../src/domain/site-content/content-api';
import { pictureIdsIn, type LibraryPicture } from '../../src/domain/site-content/picture';

/**
 * The fake port's picture library: an upload without alt text is refused as the server refuses it, and a
 * picture a block's draft or live version uses cannot be deleted. The files are the upload's own bytes (as
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

  private usedBy(content: SiteContentState, id: string): string[] {
    return content.blocks.flatMap((state) =>
      [state.draft?.body, state.published?.body].some((body) => pictureIdsIn(body).has(id))
        ? [state.block]
        : [],
    );
  }

  list(content: SiteContentState): LibraryPicture[] {
    return this.pictures.map((picture) => ({ ...picture, usedBy: this.usedBy(content, picture.id) }));
  }

  remove(id: string, content: SiteContentState): void {
    if (this.usedBy(content, id).length > 0) throw new DataError('conflict', 'This picture is still used.');
    this.pictures = this.pictures.filter((picture) => picture.id !== id);
  }
}

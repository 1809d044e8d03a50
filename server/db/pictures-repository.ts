import type { UploadedPicture } from '../../src/domain/site-content/picture';
import type { LibraryPicture } from '../../src/domain/site-content/picture-uses';
import type { Db } from './database';

interface PictureRow {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: string;
  bytes: number;
  uploaded_by: string;
  uploaded_at: string;
}

/** A picture as stored: the library's entry without what uses it (the routes work that out). */
export type StoredPicture = Omit<LibraryPicture, 'usedBy'>;

const toPicture = (row: PictureRow): StoredPicture => ({
  id: row.id,
  alt: row.alt,
  width: row.width,
  height: row.height,
  variants: JSON.parse(row.variants) as UploadedPicture['variants'],
  bytes: row.bytes,
  by: row.uploaded_by,
  at: row.uploaded_at,
});

/** The uploaded pictures (migration 019); their files live under DATA_DIR/media (server/media). */
export function createPicturesRepository(db: Db) {
  const insert = db.prepare<[string, string, number, number, string, number, string, string]>(
    `INSERT INTO pictures (id, alt, width, height, variants, bytes, uploaded_by, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const one = db.prepare<[string], PictureRow>('SELECT * FROM pictures WHERE id = ?');
  const all = db.prepare<[], PictureRow>('SELECT * FROM pictures ORDER BY uploaded_at DESC, id');
  const remove = db.prepare<[string]>('DELETE FROM pictures WHERE id = ?');
  return {
    add(picture: StoredPicture): void {
      const { id, alt, width, height, variants, bytes, by, at } = picture;
      insert.run(id, alt, width, height, JSON.stringify(variants), bytes, by, at);
    },
    get(id: string): StoredPicture | undefined {
      const row = one.get(id);
      return row ? toPicture(row) : undefined;
    },
    /** Newest first. */
    list(): StoredPicture[] {
      return all.all().map(toPicture);
    },
    remove(id: string): boolean {
      return remove.run(id).changes > 0;
    },
  };
}

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;

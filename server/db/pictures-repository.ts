import type { UploadedPicture } from '../../src/domain/site-content/picture';
import type { LibraryPicture } from '../../src/domain/site-content/picture-uses';
import { writeTransaction, type Db } from './database';

interface PictureRow {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: string;
  bytes: number;
  uploaded_by: string;
  uploaded_at: string;
  /** Its share copy's address (migration 017); null for a picture uploaded before share copies. */
  share_url: string | null;
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
  ...(row.share_url ? { share: { url: row.share_url } } : {}),
});

/** The uploaded pictures (migrations 019 and 017); their files live under DATA_DIR/media (server/media). */
export function createPicturesRepository(db: Db) {
  const insert = db.prepare<[string, string, number, number, string, number, string, string]>(
    `INSERT INTO pictures (id, alt, width, height, variants, bytes, uploaded_by, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertShare = db.prepare<[string, string]>(
    'INSERT INTO picture_shares (picture_id, url) VALUES (?, ?)',
  );
  const select = `SELECT pictures.*, picture_shares.url AS share_url FROM pictures
    LEFT JOIN picture_shares ON picture_shares.picture_id = pictures.id`;
  const one = db.prepare<[string], PictureRow>(`${select} WHERE pictures.id = ?`);
  const all = db.prepare<[], PictureRow>(`${select} ORDER BY uploaded_at DESC, pictures.id`);
  const remove = db.prepare<[string]>('DELETE FROM pictures WHERE id = ?');
  const removeShare = db.prepare<[string]>('DELETE FROM picture_shares WHERE picture_id = ?');
  return {
    add: writeTransaction(db, (picture: StoredPicture): void => {
      const { id, alt, width, height, variants, bytes, by, at, share } = picture;
      insert.run(id, alt, width, height, JSON.stringify(variants), bytes, by, at);
      if (share) insertShare.run(id, share.url);
    }),
    get(id: string): StoredPicture | undefined {
      const row = one.get(id);
      return row ? toPicture(row) : undefined;
    },
    /** Newest first. */
    list(): StoredPicture[] {
      return all.all().map(toPicture);
    },
    remove: writeTransaction(db, (id: string): boolean => {
      removeShare.run(id);
      return remove.run(id).changes > 0;
    }),
  };
}

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;

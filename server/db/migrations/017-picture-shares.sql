-- Each uploaded picture's 1200x630 share copy (docs/decisions/0033-pictures.md): a JPEG under DATA_DIR/media
-- named `<id>-share.jpg`, which a show's block can name as the picture a shared link shows. Its own table
-- rather than a column of `pictures`, because a new database runs this migration before 019 creates that
-- one. Pictures uploaded before share copies were made have no row.
CREATE TABLE picture_shares (
  picture_id TEXT PRIMARY KEY,
  url TEXT NOT NULL
) WITHOUT ROWID;

-- Pictures uploaded for Site content (issue 21, docs/decisions/0033-pictures.md). The files themselves are
-- resized WebP copies under DATA_DIR/media, named `<id>-<width>.webp`; this row says what they show (the
-- alt text, never empty) and which widths exist. Blocks refer to a picture by id; one still referred to by a
-- draft or any published version cannot be deleted.
CREATE TABLE pictures (
  id TEXT PRIMARY KEY,
  alt TEXT NOT NULL CHECK (length(trim(alt)) > 0),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  variants TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
) WITHOUT ROWID;

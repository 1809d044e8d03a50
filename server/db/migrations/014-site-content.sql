-- Site content (issue 21, docs/decisions/0029-site-content-blocks.md): the company's own words, one block at a
-- time. A block never published shows its seed (src/content). `lang` is part of every key so that a second
-- language (Welsh) can be added later as rows of its own, without a migration; only 'en' is written now.
-- One draft per block and language: what Save keeps and visitors never see. `revision` counts every save,
-- publish and restore of the block, so a save based on an older revision is refused, never an overwrite.
CREATE TABLE content_blocks (
  block TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'en',
  revision INTEGER NOT NULL,
  draft TEXT,
  draft_by TEXT,
  draft_at TEXT,
  PRIMARY KEY (block, lang)
) WITHOUT ROWID;

-- Every published version, kept with who and when; the newest is live. A restore is a publish of an earlier
-- body (`restored_from` names the version it copied; 0 is the seed).
CREATE TABLE content_versions (
  block TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'en',
  version INTEGER NOT NULL,
  body TEXT NOT NULL,
  published_by TEXT NOT NULL,
  published_at TEXT NOT NULL,
  restored_from INTEGER,
  PRIMARY KEY (block, lang, version)
) WITHOUT ROWID;

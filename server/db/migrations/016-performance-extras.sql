-- What one date offers beyond the show's usual form (issue 22; src/domain/performance-extras.ts): a relaxed
-- performance, a BSL interpreter, captions. A column each, so a bad value is refused by the database and What's
-- on can filter on them. Listings from before have none.
ALTER TABLE venues ADD COLUMN relaxed INTEGER NOT NULL DEFAULT 0 CHECK (relaxed IN (0, 1));
ALTER TABLE venues ADD COLUMN bsl_interpreted INTEGER NOT NULL DEFAULT 0 CHECK (bsl_interpreted IN (0, 1));
ALTER TABLE venues ADD COLUMN captioned INTEGER NOT NULL DEFAULT 0 CHECK (captioned IN (0, 1));

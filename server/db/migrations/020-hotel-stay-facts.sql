-- Before you book (issue 40): where the hotel's written allergen information is (a web address or a phone
-- number), parking, and staying the night (words and a link). Empty means not confirmed: the date page says
-- to ask the venue, never a guess.
ALTER TABLE hotels ADD COLUMN allergen_info TEXT NOT NULL DEFAULT '';
ALTER TABLE hotels ADD COLUMN parking_info TEXT NOT NULL DEFAULT '';
ALTER TABLE hotels ADD COLUMN stay_info TEXT NOT NULL DEFAULT '';
ALTER TABLE hotels ADD COLUMN stay_url TEXT NOT NULL DEFAULT '';

-- Hotels as places of their own (issue 22): the access facts a visitor needs, kept once for all of a hotel's
-- dates. Each fact is 'yes', 'no' or 'unknown' (not confirmed); the hearing loop is fixed, portable or none.
CREATE TABLE hotels (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  map_url TEXT NOT NULL DEFAULT '',
  access_contact TEXT NOT NULL DEFAULT '',
  step_free TEXT NOT NULL DEFAULT 'unknown' CHECK (step_free IN ('yes', 'no', 'unknown')),
  accessible_toilet TEXT NOT NULL DEFAULT 'unknown' CHECK (accessible_toilet IN ('yes', 'no', 'unknown')),
  parking TEXT NOT NULL DEFAULT 'unknown' CHECK (parking IN ('yes', 'no', 'unknown')),
  quiet_space TEXT NOT NULL DEFAULT 'unknown' CHECK (quiet_space IN ('yes', 'no', 'unknown')),
  hearing_loop TEXT NOT NULL DEFAULT 'unknown' CHECK (hearing_loop IN ('fixed', 'portable', 'none', 'unknown')),
  dietary TEXT NOT NULL DEFAULT '',
  access_notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One hotel per name, address and city, however a listing capitalised them.
CREATE UNIQUE INDEX hotels_place ON hotels (name COLLATE NOCASE, address COLLATE NOCASE, city);

-- Every listing refers to its hotel. Listings from before hotels existed get one hotel per distinct place,
-- every fact not confirmed: nothing is claimed that the manager has not said.
ALTER TABLE venues ADD COLUMN hotel_id TEXT REFERENCES hotels (id);
INSERT INTO hotels (id, name, address, city, created_at, updated_at)
  SELECT lower(hex(randomblob(16))), hotel_name, hotel_location, city, MIN(created_at), MIN(created_at)
  FROM venues GROUP BY hotel_name COLLATE NOCASE, hotel_location COLLATE NOCASE, city;
UPDATE venues SET hotel_id = (
  SELECT id FROM hotels
  WHERE name = venues.hotel_name COLLATE NOCASE AND address = venues.hotel_location COLLATE NOCASE
    AND city = venues.city
);
CREATE INDEX venues_hotel ON venues (hotel_id);

-- A listing written with a hotel name, address and city (every way listings are written: one, a run, an
-- import, an edit) is linked to that place's hotel, made if it is new. In the database rather than in each
-- writer, so no way of writing a listing can leave it without a hotel.
CREATE TRIGGER venues_hotel_on_insert AFTER INSERT ON venues WHEN NEW.hotel_id IS NULL
BEGIN
  INSERT OR IGNORE INTO hotels (id, name, address, city, created_at, updated_at)
    VALUES (lower(hex(randomblob(16))), NEW.hotel_name, NEW.hotel_location, NEW.city,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  UPDATE venues SET hotel_id = (
    SELECT id FROM hotels
    WHERE name = NEW.hotel_name COLLATE NOCASE AND address = NEW.hotel_location COLLATE NOCASE AND city = NEW.city
  ) WHERE id = NEW.id;
END;
CREATE TRIGGER venues_hotel_on_move AFTER UPDATE OF hotel_name, hotel_location, city ON venues
  WHEN NEW.hotel_name IS NOT OLD.hotel_name OR NEW.hotel_location IS NOT OLD.hotel_location OR NEW.city IS NOT OLD.city
BEGIN
  INSERT OR IGNORE INTO hotels (id, name, address, city, created_at, updated_at)
    VALUES (lower(hex(randomblob(16))), NEW.hotel_name, NEW.hotel_location, NEW.city,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  UPDATE venues SET hotel_id = (
    SELECT id FROM hotels
    WHERE name = NEW.hotel_name COLLATE NOCASE AND address = NEW.hotel_location COLLATE NOCASE AND city = NEW.city
  ) WHERE id = NEW.id;
END;

-- Whether a hotel's private link was e-mailed to its contact (1) or made where e-mail is not set up (0), for
-- the manager to hand over: the dashboard said "Link sent to ..." either way. Links made before this say 1,
-- as the dashboard has shown them until now.
ALTER TABLE hotel_links ADD COLUMN emailed INTEGER NOT NULL DEFAULT 1;

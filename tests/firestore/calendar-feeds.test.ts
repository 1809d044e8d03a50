import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { writeFeedFiles } from '../../scripts/firebase/feed-files';
import { calendarFeedPath, NEW_DATES_FEED_PATH } from '../../src/domain/feed-paths';
import { readWithIcalJs, readWithNodeIcal } from '../builders/calendar-parsers';
import { hotelWidgetPath } from '../../src/domain/hotel-widget-paths';
import { aHotelInput, aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator } from './emulator';
import { makeFirebaseHarness, storeRaw, type FirebaseHarness } from './firebase-harness';

const PROJECT = 'demo-calendar-feeds';
const ORIGIN = 'https://shows.example.co.uk';

describeOnEmulator('hosted calendar feeds, written by the build from Firestore', () => {
  let h: FirebaseHarness;
  let outDir: string;
  beforeAll(() => {
    h = makeFirebaseHarness(PROJECT);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.reset();
    outDir = mkdtempSync(join(tmpdir(), 'feeds-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

  it("writes a city's file with that city's upcoming dates only, old documents included, read alike by two parsers", async () => {
    const cardiff = await h.manager.createVenue(
      aVenueInput({ city: 'Cardiff', hotelName: 'The Park Hotel', hotelLocation: 'Park Place, Cardiff' }),
    );
    const brighton = await h.manager.createVenue(aVenueInput({ date: daysFromToday(12) }));
    await h.manager.createVenue(
      aVenueInput({ city: 'Cardiff', hotelName: 'Gone By', date: daysFromToday(-2) }),
    );
    // A document as the old site stored it: free-text date, city key with a typo of old.
    await storeRaw(PROJECT, {
      'venues/old-cardiff': {
        showName: 'JFK',
        hotelName: 'The Angel',
        hotelLocation: 'Castle Street, Cardiff',
        selectWhere: 'Cardiff',
        showDate: daysFromToday(40),
        hotelLink: 'https://angel.example/jfk',
        createdAt: Timestamp.fromDate(new Date('2026-01-06T10:00:00Z')),
      },
    });

    // As the build reads: a visitor's connection, under the rules.
    expect(await writeFeedFiles(h.visitor, outDir, ORIGIN)).toEqual({ dates: 3, refused: false, hotels: 0 });

    const city = read(calendarFeedPath({ kind: 'city', city: 'Cardiff' }));
    const expected = [`${cardiff.id}@shows.example.co.uk`, 'old-cardiff@shows.example.co.uk'];
    expect(readWithIcalJs(city).events.map((event) => event.uid)).toEqual(expected);
    expect(
      readWithNodeIcal(city)
        .map((event) => event.uid)
        .sort(),
    ).toEqual([...expected].sort());
    expect(city).toContain('BEGIN:VTIMEZONE');

    const titanic = readWithIcalJs(read(calendarFeedPath({ kind: 'show', show: 'Titanic' })));
    expect(titanic.events.map((event) => event.uid)).toEqual(
      [brighton, cardiff].map((venue) => `${venue.id}@shows.example.co.uk`),
    );
    // Every city has its file, empty or not, so no subscription ever meets a 404.
    expect(readWithIcalJs(read(calendarFeedPath({ kind: 'city', city: 'Wrexham' }))).events).toEqual([]);
    expect(read(NEW_DATES_FEED_PATH)).toContain(`<link href="${ORIGIN}/titanic/`);
  });

  it("writes each saved hotel's widget page and calendar, with that hotel's dates only", async () => {
    const park = {
      city: 'Cardiff' as const,
      hotelName: 'The Park Hotel',
      hotelLocation: 'Park Place, Cardiff',
    };
    const date = await h.manager.createVenue(aVenueInput({ ...park, availability: 'few-left' }));
    await h.manager.createVenue(aVenueInput({ date: daysFromToday(12) }));
    const place = (await h.manager.listHotels()).find((hotel) => hotel.name === 'The Park Hotel');
    const saved = await h.manager.updateHotel(place?.id ?? '', aHotelInput({ address: park.hotelLocation }));
    const savedOnly = async () => (await h.manager.listHotels()).filter((hotel) => !hotel.id.includes(':'));

    expect(await writeFeedFiles(h.visitor, outDir, ORIGIN, savedOnly)).toEqual({
      dates: 2,
      refused: false,
      hotels: 1,
    });
    const widget = read(`${hotelWidgetPath(saved.id)}.html`);
    expect(widget).toContain('Our show dates at The Park Hotel');
    expect(widget).toContain(`<time dateTime="${date.date}">`);
    expect(widget).toContain('Few seats left');
    expect(widget).not.toContain('The Grand Hotel');
    const calendar = readWithIcalJs(read(calendarFeedPath({ kind: 'hotel', hotel: saved })));
    expect(calendar.events.map((event) => event.uid)).toEqual([`${date.id}@shows.example.co.uk`]);
  });

  it('stops with an error, writing nothing, when Firestore cannot be read', async () => {
    const unreachable = { ...h.visitor, listAllUpcomingVenues: () => Promise.reject(new Error('offline')) };
    await expect(writeFeedFiles(unreachable, outDir, ORIGIN)).rejects.toThrow('offline');
    expect(() => read(calendarFeedPath({ kind: 'all' }))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { toCsv } from './csv';
import { checkImport, importPlan, isImportable } from './venue-import';
import { nearestCity, readSheetDate, readSheetTime } from './sheet-cells';
import { CSV_PARSE_OPTIONS, VENUE_CSV_COLUMNS, venueCsvCells } from './venue-csv';
import type { Venue } from './venue';
import { settleAvailability } from './listing-state';

const header = [...VENUE_CSV_COLUMNS];
const row = (overrides: Partial<Record<(typeof VENUE_CSV_COLUMNS)[number], string>> = {}) => {
  const cells = {
    id: '',
    show: 'Titanic',
    hotelName: 'The Grand',
    hotelLocation: "King's Road, Brighton",
    city: 'Brighton',
    date: '26/01/2027',
    bookingUrl: 'https://tickets.example.co.uk/grand',
    soldOut: 'no',
    startTime: '',
    extras: '',
    status: '',
    availability: '',
    ...overrides,
  };
  return header.map((column) => cells[column]);
};

const storedVenue = (id: string, over: Partial<Venue> = {}): Venue => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  show: 'JFK',
  hotelName: 'The Grand',
  hotelLocation: 'Promenade, Brighton',
  city: 'Brighton',
  date: '2027-03-05',
  bookingUrl: 'https://tickets.example.co.uk/grand',
  status: 'scheduled',
  extras: [],
  sequence: 0,
  ...over,
  ...settleAvailability(over),
});

/** The listings as Export CSV writes them, read back as the import reads a file. */
const exported = (venues: Venue[]) =>
  parse(
    toCsv(
      venues,
      VENUE_CSV_COLUMNS.map((header) => ({ header, value: (v: Venue) => venueCsvCells(v)[header] })),
    ),
    CSV_PARSE_OPTIONS,
  ) as string[][];

describe('reading a listings file', () => {
  it('reads a good row into a listing, UK dates and show names included', () => {
    const report = checkImport(
      [header, row(), row({ show: 'The Overlook Hotel', date: '2027-02-05', soldOut: 'Yes' })],
      [],
    );
    expect(isImportable(report)).toBe(true);
    expect(report.rows.map((r) => r.listing)).toEqual([
      expect.objectContaining({ show: 'Titanic', date: '2027-01-26', city: 'Brighton', soldOut: false }),
      expect.objectContaining({ show: 'TheOverlookHotel', date: '2027-02-05', soldOut: true }),
    ]);
  });

  it('gives one error per bad row, numbered as the spreadsheet numbers them', () => {
    const report = checkImport(
      [
        header,
        row({ show: 'Hamlet' }),
        row({ date: '31/02/2027', hotelName: 'B' }),
        row({ city: 'Brigton', hotelName: 'C' }),
        row({ bookingUrl: 'javascript:alert(1)', hotelName: 'D' }),
        row({ hotelName: 'E' }),
      ],
      [],
    );
    expect(isImportable(report)).toBe(false);
    expect(report.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, { show: expect.stringContaining('Unknown show "Hamlet"') }],
      [3, { date: expect.stringContaining('Unreadable date "31/02/2027"') }],
      [4, { city: 'Unknown city "Brigton": did you mean Brighton?' }],
      [5, { bookingUrl: 'Booking link must start with https:// or http://' }],
      [6, {}],
    ]);
  });

  it('flags a duplicate of a stored listing and of an earlier row', () => {
    const stored = storedVenue('s1', { show: 'Titanic', hotelName: 'the grand', date: '2027-01-26' });
    const report = checkImport(
      [header, row(), row({ date: '2027-01-27' }), row({ date: '27/01/2027' })],
      [stored],
    );
    expect(report.rows.map((r) => r.errors.date)).toEqual([
      'Duplicate of a listing already stored (same show, hotel and date)',
      undefined,
      'Duplicate of row 3 (same show, hotel and date)',
    ]);
  });

  it('refuses a file without the columns or without rows', () => {
    expect(checkImport([['show', 'date']], []).fileErrors[0]).toMatch(
      /missing: hotelName, hotelLocation, city, bookingUrl, soldOut/,
    );
    expect(checkImport([header], []).fileErrors).toEqual(['The file has no listings under its header row']);
  });

  it('reads dates as a UK spreadsheet writes them', () => {
    expect(readSheetDate('26/01/2027')).toBe('2027-01-26');
    expect(readSheetDate('6.1.2027')).toBe('2027-01-06');
    expect(readSheetDate('26th of January 2027')).toBe('2027-01-26');
    expect(readSheetDate('01/26/2027')).toBeNull();
  });

  it('suggests a canonical city only when it is close', () => {
    expect(nearestCity('Edinburg')).toBe('Edinburgh');
    expect(nearestCity('tunbridge well')).toBe('TunbridgeWells');
    expect(nearestCity('Atlantis')).toBeNull();
    const report = checkImport([header, row({ city: 'Atlantis' })], []);
    expect(report.rows[0]?.errors.city).toBe(
      'Unknown city "Atlantis": use a city from the dashboard\'s list',
    );
  });

  it('shows a corrected spelling to the manager instead of applying it silently', () => {
    const report = checkImport([header, row({ city: 'Cheltnam' })], []);
    expect(report.rows[0]?.listing?.city).toBe('Cheltenham');
    expect(report.rows[0]?.corrections).toEqual([{ field: 'city', from: 'Cheltnam', to: 'Cheltenham' }]);
    expect(checkImport([header, row({ city: 'brighton' })], []).rows[0]?.corrections).toEqual([]);
  });

  it('exports each listing with its id, and the file imported again changes nothing', () => {
    const venues = [storedVenue('1', { startTime: '14:30' }), storedVenue('2', { date: '2027-03-12' })];
    const records = exported(venues);
    expect(records[0]?.join(',')).toBe(
      'id,show,hotelName,hotelLocation,city,date,bookingUrl,soldOut,startTime,extras,status,availability',
    );
    const report = checkImport(records, venues);
    expect(isImportable(report)).toBe(true);
    expect(report.rows.map((r) => [r.id, r.action, r.changes])).toEqual([
      ['1', 'unchanged', []],
      ['2', 'unchanged', []],
    ]);
    expect(importPlan(report)).toEqual([]);
  });

  it('updates the listing a row names by id, field by field, and adds a row without an id', () => {
    const venues = [storedVenue('1', { startTime: '14:30' }), storedVenue('2', { date: '2027-03-12' })];
    const [head = [], first = [], second = []] = exported(venues);
    const edited = second.map((cell, i) => (head[i] === 'hotelName' ? 'The Grand Pavilion' : cell));
    const added = first.map((cell, i) => (head[i] === 'id' ? '' : head[i] === 'date' ? '2027-03-19' : cell));
    const report = checkImport([head, first, edited, added], venues);

    expect(report.rows.map((r) => r.action)).toEqual(['unchanged', 'update', 'add']);
    expect(report.rows[1]?.changes).toEqual([
      { field: 'hotelName', before: 'The Grand', after: 'The Grand Pavilion' },
    ]);
    expect(
      importPlan(report).map((step) => [step.row, step.id, step.fields.hotelName, step.fields.date]),
    ).toEqual([
      [3, '2', 'The Grand Pavilion', '2027-03-12'],
      [4, undefined, 'The Grand', '2027-03-19'],
    ]);
  });

  it('refuses an id that names no stored listing, or a listing already named by an earlier row', () => {
    const venues = [storedVenue('1')];
    const [head = [], first = []] = exported(venues);
    const unknown = first.map((cell, i) =>
      head[i] === 'id' ? 'gone' : head[i] === 'date' ? '2027-04-01' : cell,
    );
    const twice = first.map((cell, i) => (head[i] === 'date' ? '2027-05-01' : cell));
    const report = checkImport([head, first, unknown, twice], venues);
    expect(isImportable(report)).toBe(false);
    expect(report.rows.map((r) => r.errors.id)).toEqual([
      undefined,
      expect.stringContaining('No stored listing has the id "gone"'),
      'Row 2 already changes this listing (the same id)',
    ]);
  });

  it('judges a listing the file changes by what it becomes: moving it onto a stored twin is a duplicate', () => {
    const venues = [storedVenue('1'), storedVenue('2', { date: '2027-03-12' })];
    const [head = [], first = [], second = []] = exported(venues);
    const ontoFirst = second.map((cell, i) => (head[i] === 'date' ? '2027-03-05' : cell));
    const report = checkImport([head, first, ontoFirst], venues);
    expect(report.rows[1]?.errors.date).toBe('Duplicate of row 2 (same show, hotel and date)');
  });

  it('imports a file without the start time column, and refuses an unreadable time', () => {
    const older = header.filter((column) => column !== 'startTime');
    const cells = row().slice(0, older.length);
    expect(isImportable(checkImport([older, cells], []))).toBe(true);

    const report = checkImport(
      [header, row({ startTime: '7.30 pm' }), row({ startTime: 'teatime', date: '27/01/2027' })],
      [],
    );
    expect(report.rows[0]?.listing?.startTime).toBe('19:30');
    expect(report.rows[1]?.errors.startTime).toMatch(/^Unreadable start time "teatime"/);
  });

  it("carries a date's extras both ways, refuses an unknown one, and an older file keeps them", () => {
    const venues = [storedVenue('1', { extras: ['relaxed', 'captioned'] })];
    const records = exported(venues);
    expect(records[1]?.at(-3)).toBe('relaxed; captioned');
    expect(importPlan(checkImport(records, venues))).toEqual([]);

    const report = checkImport(
      [
        header,
        row({ extras: 'Captioned, BSL-interpreted' }),
        row({ extras: 'subtitled', date: '27/01/2027' }),
      ],
      [],
    );
    expect(report.rows[0]?.listing?.extras).toEqual(['bsl-interpreted', 'captioned']);
    expect(report.rows[1]?.errors.extras).toMatch(/^Unreadable extras "subtitled"/);

    // A file written before the column: the listing it names keeps its extras, a new one has none.
    const [head = [], first = []] = records;
    const older = (cells: string[]) => cells.slice(0, -3);
    const renamed = first.map((cell, i) => (head[i] === 'hotelName' ? 'The Grand Pavilion' : cell));
    const added = first.map((cell, i) => (head[i] === 'id' ? '' : head[i] === 'date' ? '2027-04-01' : cell));
    const plan = importPlan(checkImport([older(head), older(renamed), older(added)], venues));
    expect(plan.map((step) => [step.id, step.fields.extras])).toEqual([
      ['1', ['relaxed', 'captioned']],
      [undefined, []],
    ]);
  });

  it("carries a date's status and seats both ways; a row that leaves them empty keeps the listing's", () => {
    const venues = [
      storedVenue('1', { status: 'cancelled', availability: 'few-left' }),
      storedVenue('2', { date: '2027-03-12', availability: 'sold-out' }),
    ];
    const records = exported(venues);
    expect(records.slice(1).map((cells) => cells.slice(-2))).toEqual([
      ['cancelled', 'few-left'],
      ['scheduled', 'sold-out'],
    ]);
    expect(importPlan(checkImport(records, venues))).toEqual([]);

    const [head = [], first = [], second = []] = records;
    const set = (cells: string[], column: string, value: string) =>
      cells.map((cell, i) => (head[i] === column ? value : cell));
    const postponed = set(set(first, 'status', 'Postponed'), 'availability', '');
    const reopened = set(set(second, 'soldOut', 'no'), 'availability', 'on-sale');
    const plan = importPlan(checkImport([head, postponed, reopened], venues));
    expect(plan.map((step) => [step.id, step.fields.status, step.fields.availability])).toEqual([
      ['1', 'postponed', 'few-left'],
      ['2', 'scheduled', 'on-sale'],
    ]);

    // A file from before these columns: a renamed row keeps its cancelled status and its few seats left.
    const older = (cells: string[]) => cells.slice(0, -2);
    const renamed = set(first, 'hotelName', 'The Grand Pavilion');
    const kept = importPlan(checkImport([older(head), older(renamed)], venues));
    expect(kept.map((step) => [step.fields.hotelName, step.fields.status, step.fields.availability])).toEqual(
      [['The Grand Pavilion', 'cancelled', 'few-left']],
    );
  });

  it('refuses an unknown status or seats, and seats that disagree with sold out', () => {
    const report = checkImport(
      [
        header,
        row({ status: 'delayed' }),
        row({ availability: 'plenty', date: '27/01/2027' }),
        row({ availability: 'sold-out', soldOut: 'no', date: '28/01/2027' }),
      ],
      [],
    );
    expect(report.rows.map((r) => r.errors)).toEqual([
      { status: expect.stringMatching(/^Unknown status "delayed"/) },
      { availability: expect.stringMatching(/^Unknown seats "plenty"/) },
      { availability: 'Seats say sold-out but sold out says no: make them agree' },
    ]);
  });

  it('reads start times as a spreadsheet writes them', () => {
    expect(readSheetTime('19:30')).toBe('19:30');
    expect(readSheetTime('9:05')).toBe('09:05');
    expect(readSheetTime('19:30:00')).toBe('19:30');
    expect(readSheetTime('12.15 am')).toBe('00:15');
    expect(readSheetTime('')).toBe('');
    expect(readSheetTime('25:00')).toBeNull();
    expect(readSheetTime('13:00 pm')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkImport, isImportable, nearestCity, readSheetDate } from './venue-import';
import { VENUE_CSV_COLUMNS } from './venue-csv';

const header = [...VENUE_CSV_COLUMNS];
const row = (overrides: Partial<Record<(typeof VENUE_CSV_COLUMNS)[number], string>> = {}) => {
  const cells = {
    show: 'Titanic',
    hotelName: 'The Grand',
    hotelLocation: "King's Road, Brighton",
    city: 'Brighton',
    date: '26/01/2027',
    bookingUrl: 'https://tickets.example.co.uk/grand',
    soldOut: 'no',
    ...overrides,
  };
  return header.map((column) => cells[column]);
};

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
    const stored = {
      show: 'Titanic',
      hotelName: 'the grand',
      hotelLocation: 'x',
      city: 'Brighton',
      date: '2027-01-26',
      bookingUrl: 'https://a.example/',
      soldOut: false,
    } as const;
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

  it('suggests the nearest canonical city', () => {
    expect(nearestCity('Edinburg')).toBe('Edinburgh');
    expect(nearestCity('tunbridge well')).toBe('TunbridgeWells');
  });
});

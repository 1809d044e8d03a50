import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { toCsv } from './csv';
import {
  checkImport,
  importedListings,
  isImportable,
  nearestCity,
  readSheetDate,
  readSheetTime,
} from './venue-import';
import { CSV_PARSE_OPTIONS, VENUE_CSV_COLUMNS, venueCsvCells } from './venue-csv';
import type { Venue } from './venue';

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
    startTime: '',
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

  it("keeps a listing's own start time through an export and an import", () => {
    const stored = (id: string, over: Partial<Venue>): Venue => ({
      id,
      createdAt: '2026-01-01T00:00:00.000Z',
      show: 'JFK',
      hotelName: 'The Grand',
      hotelLocation: 'Promenade, Brighton',
      city: 'Brighton',
      date: '2027-03-05',
      bookingUrl: 'https://tickets.example.co.uk/grand',
      soldOut: false,
      ...over,
    });
    const venues = [stored('1', { startTime: '14:30' }), stored('2', { date: '2027-03-12' })];
    const csv = toCsv(
      venues,
      VENUE_CSV_COLUMNS.map((header) => ({ header, value: (v: Venue) => venueCsvCells(v)[header] })),
    );
    expect(csv.split('\r\n')[0]).toBe('show,hotelName,hotelLocation,city,date,bookingUrl,soldOut,startTime');

    const report = checkImport(parse(csv, CSV_PARSE_OPTIONS) as string[][], []);
    expect(isImportable(report)).toBe(true);
    expect(importedListings(report).map((l) => [l.date, l.startTime])).toEqual([
      ['2027-03-05', '14:30'],
      ['2027-03-12', undefined],
    ]);
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

import { distance } from 'fastest-levenshtein';
import { unneutraliseCell } from './csv';
import { CITY_KEYS, cityLabel, normaliseCityKey, type CityKey } from './cities';
import { isIsoDate, parseLegacyDate } from './dates';
import { SHOW_KEYS, SHOW_NAMES, type ShowKey } from './shows';
import { safeHttpUrl } from './url';
import { fieldErrors, type FieldErrors } from './validation';
import { OPTIONAL_CSV_COLUMNS, VENUE_CSV_COLUMNS, type VenueCsvColumn } from './venue-csv';
import { venueInputSchema, type VenueFields } from './venue';

/** The most rows one file may hold: a few seasons' tours. */
export const MAX_IMPORT_ROWS = 500;

/** One data row of an uploaded file: its spreadsheet row number (the header is row 1) and what it became. */
export interface ImportRow {
  row: number;
  /** The listing this row stands for; null when it has errors. */
  listing: VenueFields | null;
  /** One message per column that needs fixing; empty when the row is good. */
  errors: Partial<Record<VenueCsvColumn, string>>;
}

/** A dry run's answer: every row, and problems with the file as a whole. Importable when neither has errors. */
export interface ImportReport {
  rows: ImportRow[];
  fileErrors: string[];
}

export const isImportable = (report: ImportReport) =>
  report.fileErrors.length === 0 && report.rows.length > 0 && report.rows.every((row) => row.listing);

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const SHOW_BY_NAME = new Map<string, ShowKey>(
  SHOW_KEYS.flatMap((key) => [
    [squash(key), key],
    [squash(SHOW_NAMES[key]), key],
  ]),
);

/** Day first, as in the UK: 26/01/2027, 26-1-2027, 26.01.2027 (what Excel saves for a date cell). */
const UK_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** An ISO date from what a spreadsheet holds, or null. */
export function readSheetDate(text: string): string | null {
  const uk = UK_DATE.exec(text.trim());
  if (uk) {
    const [, d = '', m = '', y = ''] = uk;
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    return isIsoDate(iso) ? iso : null;
  }
  return parseLegacyDate(text);
}

/** "19:30", "7:30", "19:30:00" (Excel's time cell) or "7.30 pm" as "19:30"; '' stays ''; null when unreadable. */
export function readSheetTime(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const match = /^(\d{1,2})[:.](\d{2})(?::00)?\s*([ap]\.?m\.?)?$/i.exec(value);
  if (!match) return null;
  const [, h = '', m = '', half = ''] = match;
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase().startsWith('p') ? 12 : 0);
  }
  if (hour > 23 || Number(m) > 59) return null;
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/** The canonical city a typo most likely meant ("Brigton" -> Brighton). */
export function nearestCity(text: string): CityKey {
  const typed = squash(text);
  let best: CityKey = CITY_KEYS[0];
  let bestDistance = Infinity;
  for (const key of CITY_KEYS) {
    const d = Math.min(distance(typed, squash(key)), distance(typed, squash(cityLabel(key))));
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return best;
}

function readSoldOut(text: string): boolean | null {
  const value = squash(text);
  if (['', 'no', 'n', 'false', '0', 'available'].includes(value)) return false;
  if (['yes', 'y', 'true', '1', 'soldout'].includes(value)) return true;
  return null;
}

const duplicateKey = (l: Pick<VenueFields, 'show' | 'hotelName' | 'date'>) =>
  `${l.show}|${l.hotelName.trim().toLowerCase()}|${l.date}`;

/** Checks one row: each column read as a manager would mean it, then the listing schema for the rest. */
function checkRow(cells: Record<VenueCsvColumn, string>): {
  listing: VenueFields | null;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const show = SHOW_BY_NAME.get(squash(cells.show));
  if (!show) errors.show = `Unknown show "${cells.show}": use one of ${SHOW_KEYS.join(', ')}`;
  const date = readSheetDate(cells.date);
  if (!date) errors.date = `Unreadable date "${cells.date}": write it as 26/01/2027 or 2027-01-26`;
  const city = normaliseCityKey(cells.city);
  if (!city)
    errors.city = `Unknown city "${cells.city}": did you mean ${cityLabel(nearestCity(cells.city))}?`;
  if (!safeHttpUrl(cells.bookingUrl)) errors.bookingUrl = 'Booking link must start with https:// or http://';
  const soldOut = readSoldOut(cells.soldOut);
  if (soldOut === null) errors.soldOut = `Sold out must be yes or no, not "${cells.soldOut}"`;
  const startTime = readSheetTime(cells.startTime);
  if (startTime === null)
    errors.startTime = `Unreadable start time "${cells.startTime}": write it as 19:30, or leave it empty for the show's usual time`;

  const parsed = venueInputSchema.safeParse({
    ...cells,
    show,
    date,
    city,
    soldOut: soldOut ?? false,
    startTime: startTime ?? '',
  });
  if (!parsed.success)
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) errors[field] ??= message;
  return parsed.success && Object.keys(errors).length === 0
    ? { listing: parsed.data, errors }
    : { listing: null, errors };
}

/**
 * Checks parsed CSV records (the first is the header) against the listings already stored: an error per
 * row for an unknown show, an unreadable date, an unknown city (with the nearest one), a link that is not
 * http(s), a duplicate of a stored listing or of an earlier row. Writes nothing: the caller imports the
 * rows only when the whole report is clean.
 */
export function checkImport(records: readonly string[][], existing: readonly VenueFields[]): ImportReport {
  const [header = [], ...data] = records;
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = VENUE_CSV_COLUMNS.filter(
    (column) => !OPTIONAL_CSV_COLUMNS.includes(column) && !names.includes(column.toLowerCase()),
  );
  if (missing.length > 0) {
    return { rows: [], fileErrors: [`The first row must name the columns; missing: ${missing.join(', ')}`] };
  }
  if (data.length === 0) return { rows: [], fileErrors: ['The file has no listings under its header row'] };
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      fileErrors: [`At most ${MAX_IMPORT_ROWS} listings per file; this one has ${data.length}`],
    };
  }

  const seen = new Map<string, string>(existing.map((l) => [duplicateKey(l), 'a listing already stored']));
  const rows = data.map((record, index): ImportRow => {
    const row = index + 2;
    const cells = Object.fromEntries(
      VENUE_CSV_COLUMNS.map((column) => [
        column,
        unneutraliseCell(record[names.indexOf(column.toLowerCase())] ?? ''),
      ]),
    ) as Record<VenueCsvColumn, string>;
    const { listing, errors } = checkRow(cells);
    if (!listing) return { row, listing: null, errors };
    const twin = seen.get(duplicateKey(listing));
    if (twin)
      return { row, listing: null, errors: { date: `Duplicate of ${twin} (same show, hotel and date)` } };
    seen.set(duplicateKey(listing), `row ${row}`);
    return { row, listing, errors: {} };
  });
  return { rows, fileErrors: [] };
}

/**
 * A report with errors, as the one error shape both adapters give: a message for the file, and one per
 * row and column keyed `rows.<row>.<column>` (the row as the spreadsheet numbers it).
 */
export function importRefusal(report: ImportReport): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  if (report.fileErrors[0]) fields.file = report.fileErrors[0];
  for (const row of report.rows) {
    for (const [column, message] of Object.entries(row.errors)) fields[`rows.${row.row}.${column}`] = message;
  }
  const bad = report.rows.filter((row) => !row.listing).length;
  const message =
    report.fileErrors[0] ?? `${bad} of ${report.rows.length} rows need attention; nothing was imported.`;
  return { message, fields };
}

/** The listings of an importable report, in file order. */
export const importedListings = (report: ImportReport): VenueFields[] =>
  report.rows.flatMap((row) => (row.listing ? [row.listing] : []));

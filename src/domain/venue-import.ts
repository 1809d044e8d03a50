import { unneutraliseCell } from './csv';
import { cityLabel } from './cities';
import {
  nearestCity,
  readSheetCity,
  readSheetDate,
  readSheetShow,
  readSheetTime,
  readSheetChoice,
  readSheetExtras,
  readSoldOut,
} from './sheet-cells';
import { PERFORMANCE_EXTRAS } from './performance-extras';
import { AVAILABILITIES, LISTING_STATUSES, settleAvailability } from './listing-state';
import { SHOW_KEYS } from './shows';
import { sameListingKey } from './same-listing';
import { safeHttpUrl } from './url';
import { fieldErrors, type FieldErrors } from './validation';
import { OPTIONAL_CSV_COLUMNS, VENUE_CSV_COLUMNS, venueCsvCells, type VenueCsvColumn } from './venue-csv';
import { venueInputSchema, type Venue, type VenueFields } from './venue';

/** The most rows one file may hold: a few seasons' tours. */
export const MAX_IMPORT_ROWS = 500;

/**
 * What importing does with a row: add a listing (no id), change the stored listing its id names, or leave
 * that listing as it is (the row matches it field for field).
 */
export type ImportAction = 'add' | 'update' | 'unchanged';

/** One field a row changes, as the file writes it (dates ISO, sold out yes/no). */
export interface FieldChange {
  field: VenueCsvColumn;
  before: string;
  after: string;
}

/** A cell read as something else than it says ("Cheltnam" as Cheltenham): shown to the manager, never silent. */
export interface Correction {
  field: VenueCsvColumn;
  from: string;
  to: string;
}

/** One data row of an uploaded file: its spreadsheet row number (the header is row 1) and what it became. */
export interface ImportRow {
  row: number;
  action: ImportAction;
  /** The stored listing the row's id names (update or unchanged); absent for a row that adds one. */
  id?: string;
  /** The listing this row stands for; null when it has errors. */
  listing: VenueFields | null;
  /** For an update: each field it changes, before and after. */
  changes: FieldChange[];
  /** Cells read with a corrected spelling; the row imports with the correction unless the manager fixes it. */
  corrections: Correction[];
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

/** Checks one row: each column read as a manager would mean it, then the listing schema for the rest. */
function checkRow(cells: Record<VenueCsvColumn, string>): {
  listing: VenueFields | null;
  /** Whether the row says the status and the seats itself (else an updated listing keeps its own). */
  says: { status: boolean; availability: boolean };
  errors: FieldErrors;
  corrections: Correction[];
} {
  const errors: FieldErrors = {};
  const corrections: Correction[] = [];
  const show = readSheetShow(cells.show);
  if (!show) errors.show = `Unknown show "${cells.show}": use one of ${SHOW_KEYS.join(', ')}`;
  const date = readSheetDate(cells.date);
  if (!date) errors.date = `Unreadable date "${cells.date}": write it as 26/01/2027 or 2027-01-26`;
  const read = readSheetCity(cells.city);
  const city = read?.city;
  if (read?.corrected) corrections.push({ field: 'city', from: cells.city, to: cityLabel(read.city) });
  if (!read) errors.city = unknownCity(cells.city);
  if (!safeHttpUrl(cells.bookingUrl)) errors.bookingUrl = 'Booking link must start with https:// or http://';
  const soldOut = readSoldOut(cells.soldOut);
  if (soldOut === null) errors.soldOut = `Sold out must be yes or no, not "${cells.soldOut}"`;
  const startTime = readSheetTime(cells.startTime);
  if (startTime === null)
    errors.startTime = `Unreadable start time "${cells.startTime}": write it as 19:30, or leave it empty for the show's usual time`;

  const status = readSheetChoice(cells.status, LISTING_STATUSES);
  if (status === null)
    errors.status = `Unknown status "${cells.status}": use ${LISTING_STATUSES.join(', ')}, or leave it empty`;
  const availability = readSheetChoice(cells.availability, AVAILABILITIES);
  if (availability === null)
    errors.availability = `Unknown seats "${cells.availability}": use ${AVAILABILITIES.join(', ')}, or leave it empty`;
  else if (availability && soldOut !== null && (availability === 'sold-out') !== soldOut)
    errors.availability = `Seats say ${availability} but sold out says ${cells.soldOut || 'no'}: make them agree`;
  const says = { status: Boolean(status), availability: Boolean(availability) };

  const extras = readSheetExtras(cells.extras);
  if (extras === null)
    errors.extras = `Unreadable extras "${cells.extras}": write ${PERFORMANCE_EXTRAS.join(', ')} (separated by ;), or leave it empty`;

  const parsed = venueInputSchema.safeParse({
    ...cells,
    show,
    date,
    city,
    soldOut: soldOut ?? false,
    status: status || 'scheduled',
    availability: availability || undefined,
    startTime: startTime ?? '',
    extras: extras ?? [],
  });
  if (!parsed.success)
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) errors[field] ??= message;
  return parsed.success && Object.keys(errors).length === 0
    ? { listing: parsed.data, says, errors, corrections }
    : { listing: null, says, errors, corrections };
}

/**
 * A row that changes a stored listing keeps what the file does not say: its status and seats when those
 * cells are empty (or the file predates them; a sold-out "yes" or "no" still counts, few seats left stays
 * unless the row says sold out), its extras when the file has no extras column.
 */
function keepUnsaid(
  listing: VenueFields,
  stored: Venue,
  says: { status: boolean; availability: boolean; extras: boolean },
): VenueFields {
  const keptSeats = listing.soldOut
    ? 'sold-out'
    : stored.availability === 'sold-out'
      ? 'on-sale'
      : stored.availability;
  return {
    ...listing,
    ...(says.status ? {} : { status: stored.status }),
    ...(says.availability ? {} : settleAvailability({ availability: keptSeats })),
    ...(says.extras ? {} : { extras: stored.extras }),
  };
}

function unknownCity(text: string): string {
  const near = nearestCity(text);
  return near
    ? `Unknown city "${text}": did you mean ${cityLabel(near)}?`
    : `Unknown city "${text}": use a city from the dashboard's list`;
}

/** The fields a row changes in the stored listing, as the file writes them. */
function changesOf(stored: Venue, listing: VenueFields): FieldChange[] {
  const before = venueCsvCells(stored);
  const after = venueCsvCells({ ...listing, id: stored.id, createdAt: stored.createdAt, sequence: 0 });
  return VENUE_CSV_COLUMNS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

/**
 * Checks parsed CSV records (the first is the header) against the listings stored now: an error per row for
 * an unknown show, an unreadable date, an unknown city (with the nearest one when it is close), a link that
 * is not http(s), an id that names no stored listing or one already named, a duplicate of a stored listing
 * or of an earlier row. A row with an id updates that listing (each changed field before and after); one
 * without adds a listing. Writes nothing: the caller imports only when the whole report is clean.
 */
export function checkImport(records: readonly string[][], existing: readonly Venue[]): ImportReport {
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

  const byId = new Map(existing.map((venue) => [venue.id, venue]));
  const read = data.map((record, index) => {
    const cells = Object.fromEntries(
      VENUE_CSV_COLUMNS.map((column) => [
        column,
        unneutraliseCell(record[names.indexOf(column.toLowerCase())] ?? ''),
      ]),
    ) as Record<VenueCsvColumn, string>;
    return { row: index + 2, id: cells.id.trim(), ...checkRow(cells) };
  });
  // A listing the file updates is judged by what it becomes, not by what it was.
  const updated = new Set(read.map((r) => r.id).filter((id) => byId.has(id)));
  const seen = new Map<string, string>(
    existing.filter((v) => !updated.has(v.id)).map((v) => [sameListingKey(v), 'a listing already stored']),
  );
  const rowOfId = new Map<string, number>();

  // A file from before the extras column changes no listing's extras.
  const hasExtras = names.includes('extras');
  const rows = read.map(({ row, id, listing: fromFile, says, errors, corrections }): ImportRow => {
    const stored = byId.get(id);
    const listing =
      fromFile && stored ? keepUnsaid(fromFile, stored, { ...says, extras: hasExtras }) : fromFile;
    if (id && !stored)
      errors.id = `No stored listing has the id "${id}" (deleted since the export?): empty the id cell to add the row as a new listing`;
    const earlier = rowOfId.get(id);
    if (id && earlier) errors.id = `Row ${earlier} already changes this listing (the same id)`;
    if (id && !earlier) rowOfId.set(id, row);
    if (listing && Object.keys(errors).length === 0) {
      const twin = seen.get(sameListingKey(listing));
      if (twin) errors.date = `Duplicate of ${twin} (same show, hotel and date)`;
      else seen.set(sameListingKey(listing), `row ${row}`);
    }
    const good = Object.keys(errors).length === 0 ? listing : null;
    const changes = stored && good ? changesOf(stored, good) : [];
    const action: ImportAction = !id ? 'add' : good && changes.length === 0 ? 'unchanged' : 'update';
    return { row, action, ...(id ? { id } : {}), listing: good, changes, corrections, errors };
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

/** One write of an import: a listing to add (no id) or the stored listing `id` to change, with its row. */
export interface ImportStep {
  row: number;
  id?: string;
  fields: VenueFields;
}

/** What an importable report writes, in file order; unchanged rows write nothing. */
export const importPlan = (report: ImportReport): ImportStep[] =>
  report.rows.flatMap((row) =>
    row.listing && row.action !== 'unchanged'
      ? [{ row: row.row, ...(row.id && row.action === 'update' ? { id: row.id } : {}), fields: row.listing }]
      : [],
  );

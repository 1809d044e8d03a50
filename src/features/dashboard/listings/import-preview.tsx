import type { ReactNode } from 'react';
import { cityLabel } from '../../../domain/cities';
import { SHOW_NAMES } from '../../../domain/shows';
import type { VenueCsvColumn } from '../../../domain/venue-csv';
import type { ImportReport, ImportRow } from '../../../domain/venue-import';
import { formatShortDate } from '../../../domain/dates';

/** The CSV columns as the panel names them to the manager. */
export const COLUMN_NAMES: Record<VenueCsvColumn, string> = {
  id: 'id',
  show: 'show',
  hotelName: 'hotel name',
  hotelLocation: 'hotel location',
  city: 'city',
  date: 'date',
  bookingUrl: 'booking link',
  soldOut: 'sold out',
  startTime: 'start time',
  extras: 'extras',
  status: 'status',
  availability: 'seats',
};

export const columnName = (column: string) => COLUMN_NAMES[column as VenueCsvColumn] ?? column;
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How many rows of a checked file add, change or leave a listing, among the rows that are ready. */
export function importCounts(report: ImportReport) {
  const ready = report.rows.filter((row) => row.listing);
  return {
    ready: ready.length,
    add: ready.filter((row) => row.action === 'add').length,
    update: ready.filter((row) => row.action === 'update').length,
    unchanged: ready.filter((row) => row.action === 'unchanged').length,
    toFix: report.rows.length - ready.length,
  };
}

/** What the import button says it will do: "Add 2 and change 1", or what stands in the way. */
export function importButtonLabel(report: ImportReport): string {
  const { add, update, toFix } = importCounts(report);
  if (report.fileErrors.length > 0) return 'Choose another file';
  if (toFix > 0) return `Fix ${plural(toFix, 'row')} first`;
  if (add + update === 0) return 'Nothing to import';
  const parts = [add > 0 && `add ${add}`, update > 0 && `change ${update}`].filter(Boolean).join(' and ');
  return `Import: ${parts}`;
}

/**
 * The dry run's tables: the listings a file adds, each listing it changes with every field's before and
 * after, and the spellings it read as something else ("Cheltnam" as Cheltenham), so nothing is silent.
 */
export function ImportPreview({ report }: { report: ImportReport }) {
  const ready = report.rows.filter((row) => row.listing);
  const added = ready.filter((row) => row.action === 'add');
  const changed = ready.filter((row) => row.action === 'update');
  const corrected = report.rows.filter((row) => row.corrections.length > 0);
  const { unchanged } = importCounts(report);
  return (
    <>
      {corrected.length > 0 && (
        <div className="import-corrections border border-warning rounded p-3 mb-3">
          <h4 className="h6">Spellings read as a known city: check them</h4>
          <ul className="mb-0 ps-3">
            {corrected.flatMap((row) =>
              row.corrections.map((c) => (
                <li key={`${row.row}-${c.field}`}>
                  <strong>
                    Row {row.row}, {columnName(c.field)}:
                  </strong>{' '}
                  "{c.from}" will be read as {c.to}. If that is wrong, fix the spreadsheet and choose it
                  again.
                </li>
              )),
            )}
          </ul>
        </div>
      )}
      <PreviewTable
        rows={changed}
        verb="change"
        columns={[
          {
            heading: 'Changes',
            cell: (row) => (
              <ul className="list-unstyled mb-0">
                {row.changes.map((change) => (
                  <li key={change.field}>
                    {columnName(change.field)}: <del>{change.before || '(empty)'}</del> to{' '}
                    <ins>{change.after || '(empty)'}</ins>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <PreviewTable
        rows={added}
        verb="add"
        columns={[
          { heading: 'Show', cell: (row) => row.listing && SHOW_NAMES[row.listing.show] },
          { heading: 'City', cell: (row) => row.listing && cityLabel(row.listing.city) },
        ]}
      />
      {unchanged > 0 && (
        <p className="small text-body-secondary">
          {plural(unchanged, 'row')} {unchanged === 1 ? 'matches its listing' : 'match their listings'} and
          change nothing.
        </p>
      )}
    </>
  );
}

interface PreviewColumn {
  heading: string;
  cell: (row: ImportRow) => ReactNode;
}

/** The rows a file adds or changes, one table each: the row's number, its listing, then the given columns. */
function PreviewTable({
  rows,
  verb,
  columns,
}: {
  rows: ImportRow[];
  verb: string;
  columns: PreviewColumn[];
}) {
  if (rows.length === 0) return null;
  return (
    <details className="mb-3" open={rows.length <= 25}>
      <summary>
        {plural(rows.length, 'listing')} this file would {verb}
      </summary>
      <table className="listings-table import-preview">
        <caption className="visually-hidden">Listings the file would {verb}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Listing</th>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <td data-label="Row">{row.row}</td>
              <ListingCell row={row} />
              {columns.map((column) => (
                <td key={column.heading} data-label={column.heading}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The listing a preview row stands for: hotel, its address, and the date (with a start time if it has one). */
function ListingCell({ row }: { row: ImportRow }) {
  const listing = row.listing;
  if (!listing) return <td />;
  return (
    <th scope="row" className="listing-hotel">
      {listing.hotelName}
      <span className="d-block small text-body-secondary fw-normal">{listing.hotelLocation}</span>
      <span className="d-block small fw-normal">
        <time dateTime={listing.date}>{formatShortDate(listing.date)}</time>
        {listing.startTime && ` ${listing.startTime}`}
      </span>
    </th>
  );
}

import { cityLabel } from '../../domain/cities';
import { SHOW_NAMES } from '../../domain/shows';
import type { VenueCsvColumn } from '../../domain/venue-csv';
import type { ImportReport, ImportRow } from '../../domain/venue-import';
import { formatShortShowDate } from './format';

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
      {changed.length > 0 && (
        <details className="mb-3" open={changed.length <= 25}>
          <summary>{plural(changed.length, 'listing')} this file would change</summary>
          <table className="listings-table import-preview">
            <caption className="visually-hidden">Listings the file would change</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Listing</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {changed.map((row) => (
                <tr key={row.row}>
                  <td data-label="Row">{row.row}</td>
                  <ListingCell row={row} />
                  <td data-label="Changes">
                    <ul className="list-unstyled mb-0">
                      {row.changes.map((change) => (
                        <li key={change.field}>
                          {columnName(change.field)}: <del>{change.before || '(empty)'}</del> to{' '}
                          <ins>{change.after || '(empty)'}</ins>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {added.length > 0 && (
        <details className="mb-3" open={added.length <= 25}>
          <summary>{plural(added.length, 'listing')} this file would add</summary>
          <table className="listings-table import-preview">
            <caption className="visually-hidden">Listings the file would add</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Listing</th>
                <th scope="col">Show</th>
                <th scope="col">City</th>
              </tr>
            </thead>
            <tbody>
              {added.map((row) => (
                <tr key={row.row}>
                  <td data-label="Row">{row.row}</td>
                  <ListingCell row={row} />
                  <td data-label="Show">{row.listing && SHOW_NAMES[row.listing.show]}</td>
                  <td data-label="City">{row.listing && cityLabel(row.listing.city)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {unchanged > 0 && (
        <p className="small text-body-secondary">
          {plural(unchanged, 'row')} {unchanged === 1 ? 'matches its listing' : 'match their listings'} and
          change nothing.
        </p>
      )}
    </>
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
        <time dateTime={listing.date}>{formatShortShowDate(listing.date)}</time>
        {listing.startTime && ` ${listing.startTime}`}
      </span>
    </th>
  );
}

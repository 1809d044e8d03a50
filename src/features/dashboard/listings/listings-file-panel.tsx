import { useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import { todayInLondon } from '../../../domain/dates';
import { VENUE_CSV_COLUMNS } from '../../../domain/venue-csv';
import type { ImportReport } from '../../../domain/venue-import';
import { useDashboardData } from '../shared/dashboard-data';
import { downloadCsv } from '../shared/download-csv';
import { columnName, ImportPreview, importButtonLabel, importCounts, plural } from './import-preview';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';

/** One message of a checked file: its spreadsheet row (the header is row 1), column and what to fix. */
interface RowProblem {
  row: number;
  column: string;
  message: string;
}

function problemsOf(report: ImportReport): RowProblem[] {
  return report.rows.flatMap((row) =>
    Object.entries(row.errors).map(([column, message]) => ({ row: row.row, column, message })),
  );
}

/** A refused import's messages (`rows.5.city`, or `file`) as the same list the preview shows. */
function problemsOfFields(fields: Record<string, string>): { file: string[]; rows: RowProblem[] } {
  const rows: RowProblem[] = [];
  const file: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (match) rows.push({ row: Number(match[1]), column: match[2] ?? '', message });
    else file.push(message);
  }
  return { file, rows: rows.sort((a, b) => a.row - b.row) };
}

interface Checked {
  name: string;
  csv: string;
  report: ImportReport;
}

/**
 * Listings out to a spreadsheet and back: Export CSV downloads every listing with its id; Import CSV checks a
 * file first (a dry run: the listings it would add, each field it would change before and after, spellings it
 * corrected, and each row's problems with a close city suggested), then imports every row or none. Import stays refused while any row needs fixing: the manager fixes the spreadsheet and
 * chooses it again.
 */
export function ListingsFilePanel() {
  const port = useDataPort();
  const { reloadVenues } = useDashboardData();
  const id = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [refused, setRefused] = useState<{ file: string[]; rows: RowProblem[] } | null>(null);
  const [result, setResult] = useState<ActionResult>(null);
  const [exportResult, setExportResult] = useState<ActionResult>(null);
  const exporting = useSingleFlight();
  const importing = useSingleFlight();
  const summary = useRef<HTMLParagraphElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function exportCsv() {
    void exporting.run(async () => {
      setExportResult(null);
      try {
        downloadCsv(`listings-${todayInLondon()}.csv`, await port.exportVenuesCsv());
      } catch (error) {
        setExportResult(failure(`The listings could not be exported: ${failureReason(error)}`));
      }
    });
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (once fixed in the spreadsheet) checks it again.
    event.target.value = '';
    if (!file) return;
    void importing.run(async () => {
      setChecked(null);
      setRefused(null);
      setResult(null);
      try {
        const csv = await file.text();
        const report = await port.previewVenueImport(csv);
        flushSync(() => setChecked({ name: file.name, csv, report }));
        summary.current?.focus();
      } catch (error) {
        setResult(failure(`The file could not be checked: ${failureReason(error)}`));
      }
    });
  }

  const problems = checked ? problemsOf(checked.report) : [];
  const counts = checked ? importCounts(checked.report) : null;
  const fileErrors = checked?.report.fileErrors ?? [];
  const importable =
    counts !== null && fileErrors.length === 0 && problems.length === 0 && counts.add + counts.update > 0;

  function importAll() {
    if (!checked) return;
    if (!importable) {
      setResult(
        failure(
          fileErrors.length > 0
            ? 'This file cannot be imported: see above. Nothing was imported.'
            : problems.length > 0
              ? `Fix the ${plural(problems.length, 'problem')} listed above in the spreadsheet and choose the file again. Nothing was imported.`
              : 'Every row matches its listing: there is nothing to import.',
        ),
      );
      return;
    }
    void importing.run(async () => {
      setResult(null);
      try {
        await port.importVenues(checked.csv);
        setChecked(null);
        setResult(success(`${importedSummary(checked.report)} from ${checked.name}.`));
        if (fileInput.current) fileInput.current.value = '';
      } catch (error) {
        if (isDataError(error, 'invalid')) setRefused(problemsOfFields(error.fields));
        setResult(failure(`Nothing was imported: ${failureReason(error)}`));
      }
      void reloadVenues();
    });
  }

  return (
    <section className="dashboard-section listings-file" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Spreadsheet (CSV)
      </h2>
      <p>
        Every listing as a spreadsheet, or many listings from one. The columns, both ways:{' '}
        <code>{VENUE_CSV_COLUMNS.join(', ')}</code> (start time may be left empty, or out, for the show's
        usual time; dates as 26/01/2027 or 2027-01-26). A row that keeps its id changes that listing; a row
        with no id adds one.
      </p>
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <h3 className="h5">Export</h3>
          <button
            type="button"
            className="btn btn-outline-primary mb-3"
            aria-disabled={exporting.pending}
            onClick={exportCsv}
          >
            {exporting.pending ? 'Exporting...' : 'Export CSV'}
          </button>
          <ResultMessage result={exportResult} />
        </div>
        <div className="col-12 col-lg-8">
          <h3 className="h5">Import</h3>
          <div className="mb-3">
            <label htmlFor={`${id}-file`} className="form-label">
              Import CSV: choose a file to check
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="form-control"
              aria-describedby={`${id}-file-hint`}
              onChange={choose}
            />
            <div id={`${id}-file-hint`} className="form-text">
              Nothing is saved yet: you see what the file would add and change, and what needs fixing, first.
            </div>
          </div>
          {importing.pending && !checked && <p role="status">Checking the file...</p>}

          {checked && (
            <div className="import-check">
              <p ref={summary} tabIndex={-1} className="fw-bold">
                {checked.name}: {plural(checked.report.rows.length, 'row')}, {counts?.ready} ready
                {problems.length > 0 && `, ${plural(new Set(problems.map((p) => p.row)).size, 'row')} to fix`}
                .
              </p>
              {fileErrors.length > 0 && (
                <ul className="alert alert-danger ps-4">
                  {fileErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              {problems.length > 0 && <ProblemList heading="Rows to fix" problems={problems} />}
              <ImportPreview report={checked.report} />
              <button
                type="button"
                className="btn btn-primary mb-3"
                aria-disabled={importing.pending || !importable}
                aria-describedby={importable ? undefined : `${id}-refused`}
                onClick={importAll}
              >
                {importing.pending ? 'Importing...' : importButtonLabel(checked.report)}
              </button>
              {!importable && (
                <p id={`${id}-refused`} className="small text-body-secondary">
                  {problems.length + fileErrors.length > 0
                    ? 'Import is possible once every row is ready.'
                    : 'Every row matches its listing already.'}
                </p>
              )}
            </div>
          )}
          {refused && refused.file.length + refused.rows.length > 0 && (
            <>
              {refused.file.map((message) => (
                <p key={message} className="text-danger">
                  {message}
                </p>
              ))}
              {refused.rows.length > 0 && <ProblemList heading="Rows to fix" problems={refused.rows} />}
            </>
          )}
          <ResultMessage result={result} />
        </div>
      </div>
    </section>
  );
}

/** "2 listings added and 1 changed", from the report the manager confirmed. */
function importedSummary(report: ImportReport): string {
  const { add, update } = importCounts(report);
  if (update === 0) return `${plural(add, 'listing')} imported`;
  if (add === 0) return `${plural(update, 'listing')} changed`;
  return `${plural(add, 'listing')} added and ${update} changed`;
}

function ProblemList({ heading, problems }: { heading: string; problems: RowProblem[] }) {
  return (
    <div className="import-problems border border-danger rounded p-3 mb-3">
      <h4 className="h6">{heading}</h4>
      <ul className="mb-0 ps-3">
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.column}`}>
            <strong>
              Row {problem.row}, {columnName(problem.column)}:
            </strong>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

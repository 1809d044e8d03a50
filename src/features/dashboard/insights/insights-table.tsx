import { useId, type ReactNode } from 'react';

export interface InsightsColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** One of Insights' tables: a caption, a row header (the first column) and numbers. */
export function InsightsTable<T>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly InsightsColumn<T>[];
  rowKey: (row: T) => string;
}) {
  const captionId = useId();
  return (
    // A table wider than a phone scrolls inside this frame; focusable, so a keyboard can scroll it too
    // (arrow keys), and named by the table's caption for the screen reader that lands on it.
    <div className="insights-table-frame" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table table-sm insights-table mb-0">
        <caption id={captionId} className="caption-top fw-bold text-body">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'text-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className="fw-normal">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? 'text-end' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

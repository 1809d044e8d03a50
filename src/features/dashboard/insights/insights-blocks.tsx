import type { ReactNode } from 'react';
import { INSIGHTS_COPY as COPY } from '../../../content/dashboard-insights';
import { cityLabel } from '../../../domain/cities';
import { clickThrough, datesCsv, whereNextCsv } from '../../../domain/insights-csv';
import type { Insights } from '../../../domain/insights-report';
import { SHOW_NAMES } from '../../../domain/shows';
import { downloadCsv } from '../shared/download-csv';
import { formatShortDate } from '../../../domain/dates';
import { BRASS, InsightsChart, NAVY, type ChartBar } from './insights-chart';
import { InsightsTable } from './insights-table';

const numeric = true;

/** A chart with its table beside it on a wide screen, under it on a phone. */
export function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="row g-3 align-items-start">
      <div className="col-12 col-xl-6">{chart}</div>
      <div className="col-12 col-xl-6">{table}</div>
    </div>
  );
}

function CsvButton({ what, file, csv }: { what: string; file: string; csv: () => string }) {
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm"
      onClick={() => downloadCsv(`${file}-${new Date().toISOString().slice(0, 10)}.csv`, csv())}
    >
      {COPY.downloadCsv(what)}
    </button>
  );
}

export function Heading({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-4 mb-2">
      <h2 className="h4 mb-0 me-auto">{children}</h2>
      {action}
    </div>
  );
}

/** The bars of a views-and-clicks chart. */
export const viewsAndClicks = <T extends { views: number; bookClicks: number }>(): ChartBar<T>[] => [
  { name: COPY.views, value: (row) => row.views, colour: NAVY },
  { name: COPY.bookClicks, value: (row) => row.bookClicks, colour: BRASS },
];

/** "Where next": cities by demand against the dates planned there. */
export function WhereNext({ rows }: { rows: Insights['whereNext'] }) {
  const W = COPY.whereNext;
  return (
    <>
      <Heading
        action={
          rows.length > 0 && <CsvButton what={W.title} file={W.csvFile} csv={() => whereNextCsv(rows)} />
        }
      >
        {W.title}
      </Heading>
      <p className="small text-body-secondary">{W.intro}</p>
      {rows.length === 0 ? (
        <p>{W.none}</p>
      ) : (
        <ChartAndTable
          chart={
            <InsightsChart
              rows={rows}
              label={(row) => cityLabel(row.city)}
              bars={[
                { name: W.demand, value: (row) => row.demand, colour: BRASS },
                { name: W.planned, value: (row) => row.plannedDates, colour: NAVY },
              ]}
            />
          }
          table={
            <InsightsTable
              caption={W.caption}
              rows={rows}
              rowKey={(row) => row.city}
              columns={[
                { header: W.city, cell: (row) => cityLabel(row.city) },
                { header: W.subscribers, cell: (row) => row.subscribers, numeric },
                { header: W.searches, cell: (row) => row.searches, numeric },
                { header: COPY.bookClicks, cell: (row) => row.bookClicks, numeric },
                { header: W.demand, cell: (row) => row.demand, numeric },
                { header: W.planned, cell: (row) => row.plannedDates, numeric },
              ]}
            />
          }
        />
      )}
    </>
  );
}

/** Views and Book clicks per show or per city: a chart and its table, with each one's click-through. */
export function ViewsAndClicksBlock<T extends { views: number; bookClicks: number }>({
  words,
  rows,
  label,
}: {
  words: { title: string; caption: string; column: string };
  rows: readonly T[];
  label: (row: T) => string;
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <Heading>{words.title}</Heading>
      <ChartAndTable
        chart={<InsightsChart rows={rows} label={label} bars={viewsAndClicks<T>()} />}
        table={
          <InsightsTable
            caption={words.caption}
            rows={rows}
            rowKey={label}
            columns={[
              { header: words.column, cell: label },
              { header: COPY.views, cell: (row) => row.views, numeric },
              { header: COPY.bookClicks, cell: (row) => row.bookClicks, numeric },
              { header: COPY.clickThrough, cell: (row) => clickThrough(row.bookClicks, row.views), numeric },
            ]}
          />
        }
      />
    </>
  );
}

/** Each date's page views, Book clicks and click-through, with the CSV. */
export function DatesBlock({ rows }: { rows: Insights['listings'] }) {
  const D = COPY.dates;
  return (
    <>
      <Heading
        action={rows.length > 0 && <CsvButton what={D.title} file={D.csvFile} csv={() => datesCsv(rows)} />}
      >
        {D.title}
      </Heading>
      {rows.length > 0 && <p className="text-body-secondary small">{D.clickThroughNote}</p>}
      <InsightsTable
        caption={D.caption}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            header: D.date,
            cell: (row) => (
              <a href={row.path} target="_blank" rel="noopener">
                {formatShortDate(row.date)}, {row.hotelName}
              </a>
            ),
          },
          { header: D.show, cell: (row) => SHOW_NAMES[row.show] },
          { header: D.city, cell: (row) => cityLabel(row.city) },
          { header: COPY.views, cell: (row) => row.views, numeric },
          { header: COPY.bookClicks, cell: (row) => row.bookClicks, numeric },
          { header: COPY.clickThrough, cell: (row) => clickThrough(row.bookClicks, row.views), numeric },
          { header: COPY.calendar, cell: (row) => row.calendar, numeric },
          { header: COPY.shares, cell: (row) => row.shares, numeric },
        ]}
      />
    </>
  );
}

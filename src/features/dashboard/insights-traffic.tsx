import { INSIGHTS_COPY as COPY } from '../../content/dashboard-insights';
import { cityLabel } from '../../domain/cities';
import { clickThrough } from '../../domain/insights-csv';
import type { Insights } from '../../domain/insights-report';
import { ChartAndTable, Heading, viewsAndClicks } from './insights-blocks';
import { InsightsChart } from './insights-chart';
import { InsightsTable } from './insights-table';

const numeric = true;
const A = COPY.arrivals;

/** Views and Book clicks of each city's dates. */
export function CitiesBlock({ rows }: { rows: Insights['cities'] }) {
  if (rows.length === 0) return null;
  const label = (row: Insights['cities'][number]) => cityLabel(row.city);
  return (
    <>
      <Heading>{COPY.cities.title}</Heading>
      <ChartAndTable
        chart={<InsightsChart rows={rows} label={label} bars={viewsAndClicks()} />}
        table={
          <InsightsTable
            caption={COPY.cities.caption}
            rows={rows}
            rowKey={(row) => row.city}
            columns={[
              { header: COPY.cities.column, cell: label },
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

const referrerLabel = (domain: string) =>
  domain === '' ? A.direct : domain === '(other)' ? A.other : domain;

/** Every page's views, and where visits start: the page, the site that sent them, the device. */
export function PagesBlock({ insights }: { insights: Insights }) {
  return (
    <>
      <Heading>{COPY.pages.title}</Heading>
      <div className="row g-3 align-items-start">
        <div className="col-12 col-xl-6">
          <InsightsTable
            caption={COPY.pages.caption}
            rows={insights.routes}
            rowKey={(row) => row.path}
            columns={[
              { header: COPY.pages.column, cell: (row) => row.path },
              { header: COPY.views, cell: (row) => row.views, numeric },
            ]}
          />
        </div>
        <div className="col-12 col-xl-6">
          <h3 className="h5">{A.title}</h3>
          <InsightsTable
            caption={A.landings}
            rows={insights.landings}
            rowKey={(row) => row.path}
            columns={[
              { header: A.page, cell: (row) => row.path },
              { header: COPY.visits, cell: (row) => row.visits, numeric },
            ]}
          />
          <InsightsTable
            caption={A.referrers}
            rows={insights.referrers}
            rowKey={(row) => row.domain}
            columns={[
              { header: A.site, cell: (row) => referrerLabel(row.domain) },
              { header: COPY.visits, cell: (row) => row.visits, numeric },
            ]}
          />
          <InsightsTable
            caption={A.devices}
            rows={insights.devices}
            rowKey={(row) => row.device}
            columns={[
              { header: A.device, cell: (row) => A[row.device] },
              { header: COPY.visits, cell: (row) => row.visits, numeric },
            ]}
          />
        </div>
      </div>
    </>
  );
}

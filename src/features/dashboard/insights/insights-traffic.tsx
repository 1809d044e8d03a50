import { INSIGHTS_COPY as COPY } from '../../../content/dashboard-insights';
import type { Insights } from '../../../domain/insights-report';
import { Heading } from './insights-blocks';
import { InsightsTable } from './insights-table';

const numeric = true;
const A = COPY.arrivals;

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
          {/* Every counted visit start has a referrer row where referrers are counted ("No other site" at
              least), so starts without any mean this site does not count them (hosted mode). */}
          {insights.referrers.length === 0 && insights.landings.length > 0 ? (
            <p className="small text-body-secondary">{A.referrersNotCounted}</p>
          ) : (
            <InsightsTable
              caption={A.referrers}
              rows={insights.referrers}
              rowKey={(row) => row.domain}
              columns={[
                { header: A.site, cell: (row) => referrerLabel(row.domain) },
                { header: COPY.visits, cell: (row) => row.visits, numeric },
              ]}
            />
          )}
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

import { SUBSCRIBERS_COPY as COPY } from '../../../content/dashboard-keep-in-touch';
import { cityLabel } from '../../../domain/cities';
import { SHOW_NAMES } from '../../../domain/shows';
import type { SubscriberDemand } from '../../../domain/subscription';

interface Row {
  label: string;
  count: number;
  waiting: number;
}

function DemandTable({ caption, what, rows }: { caption: string; what: string; rows: Row[] }) {
  return (
    <table className="table table-sm demand-table mb-0">
      <caption className="caption-top fw-bold text-body">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{what}</th>
          <th scope="col" className="text-end">
            {COPY.confirmed}
          </th>
          <th scope="col" className="text-end">
            {COPY.waiting}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{row.count}</td>
            <td className="text-end">{row.waiting}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where people want the shows next: subscribers counted by city and by show, most wanted first. */
export function DemandTables({ demand }: { demand: SubscriberDemand }) {
  const byCity = demand.byCity.map(({ city, count, waiting }) => ({
    label: city ? cityLabel(city) : COPY.anywhere,
    count,
    waiting,
  }));
  const byShow = demand.byShow.map(({ show, count, waiting }) => ({
    label: show ? SHOW_NAMES[show] : COPY.anyShow,
    count,
    waiting,
  }));
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <DemandTable caption={COPY.byCity} what={COPY.cityColumn} rows={byCity} />
      </div>
      <div className="col-12 col-md-6">
        <DemandTable caption={COPY.byShow} what={COPY.showColumn} rows={byShow} />
      </div>
    </div>
  );
}

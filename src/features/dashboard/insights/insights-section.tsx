import { useId, useState } from 'react';
import { INSIGHTS_COPY as COPY } from '../../../content/dashboard-insights';
import { useDataPort } from '../../../data/data-port-context';
import { ISO_DATE, todayInLondon } from '../../../domain/dates';
import { DatesBlock, ViewsAndClicksBlock, WhereNext } from './insights-blocks';
import { PagesBlock } from './insights-traffic';
import { cityLabel } from '../../../domain/cities';
import { SHOW_NAMES } from '../../../domain/shows';
import { useDashboardRead } from '../shared/dashboard-query';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The ISO day `days` before `iso`. */
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The periods offered beside the dates, in one click: a week, a month and a season ending today, then this
 * calendar month so far and the last one whole, as a monthly report counts them.
 */
function quickPeriods(today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = daysBefore(monthStart, 1);
  return [
    ...[7, 30, 90].map((days) => ({
      label: COPY.lastDays(days),
      from: daysBefore(today, days - 1),
      to: today,
    })),
    { label: COPY.thisMonth, from: monthStart, to: today },
    { label: COPY.lastMonth, from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
  ];
}

/**
 * Insights (docs/decisions/0028-counted-not-tracked.md): for a chosen period (the last 30 days to start
 * with), where people want the shows next, views and Book clicks per show, date and city, and where visits
 * start. Each chart has its table beside it; the dates and "Where next" download as CSV.
 */
export function InsightsSection() {
  const port = useDataPort();
  const id = useId();
  const today = todayInLondon();
  const [from, setFrom] = useState(() => daysBefore(today, 29));
  const [to, setTo] = useState(today);
  const valid = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to;
  const read = useDashboardRead(['insights', from, to], () => port.readInsights({ from, to }), {
    enabled: valid,
  });
  const insights = read.data;
  const nothing = insights !== undefined && insights.routes.length === 0 && insights.listings.length === 0;

  return (
    <section className="dashboard-section insights" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-body-secondary">
        {COPY.intro}
      </p>
      <fieldset className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <legend className="visually-hidden">{COPY.period}</legend>
        <div>
          <label htmlFor={`${id}-from`} className="form-label">
            {COPY.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="form-label">
            {COPY.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className="d-flex flex-wrap gap-2">
          {quickPeriods(today).map((period) => {
            const shown = from === period.from && to === period.to;
            return (
              <button
                key={period.label}
                type="button"
                // Filled while it is the period shown: Bootstrap draws aria-pressed no differently.
                className={`btn ${shown ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={shown}
                onClick={() => {
                  setFrom(period.from);
                  setTo(period.to);
                }}
              >
                {period.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      {!valid && (
        <p role="alert" className="alert alert-warning">
          {COPY.badPeriod}
        </p>
      )}
      {valid && read.status === 'loading' && <p role="status">{COPY.loading}</p>}
      {read.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {COPY.failed(read.error)}
        </p>
      )}
      {valid && insights && (
        <div aria-busy={read.previous}>
          {nothing && <p>{COPY.nothing}</p>}
          <WhereNext rows={insights.whereNext} />
          {!nothing && (
            <>
              <ViewsAndClicksBlock
                words={COPY.shows}
                rows={insights.shows}
                label={(row) => SHOW_NAMES[row.show]}
              />
              <DatesBlock rows={insights.listings} />
              <ViewsAndClicksBlock
                words={COPY.cities}
                rows={insights.cities}
                label={(row) => cityLabel(row.city)}
              />
              <PagesBlock insights={insights} />
            </>
          )}
          <p className="mt-4">
            {COPY.subscriptions(insights.subscriptions.started, insights.subscriptions.confirmed)}
          </p>
        </div>
      )}
    </section>
  );
}

import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from 'recharts';
import { INSIGHTS_COPY as COPY } from '../../../content/dashboard-insights';

export interface ChartBar<T> {
  name: string;
  value: (row: T) => number;
  colour: string;
}

// The site's navy and brass (src/styles/_theme.scss): both readable on white.
export const NAVY = '#0f1b2d';
export const BRASS = '#8a6424';

const ROW_HEIGHT = 36;

/**
 * Horizontal bars, one group per row, for a person who would rather look than read (recharts, in the
 * dashboard's own chunk only). Hidden from screen readers: the table beside it holds the same numbers.
 */
export function InsightsChart<T>({
  rows,
  label,
  bars,
}: {
  rows: readonly T[];
  label: (row: T) => string;
  bars: readonly ChartBar<T>[];
}) {
  const data = rows.map((row) => ({
    label: label(row),
    ...Object.fromEntries(bars.map((bar) => [bar.name, bar.value(row)])),
  }));
  return (
    <figure className="insights-chart mb-0" aria-hidden="true">
      <BarChart
        layout="vertical"
        data={data}
        responsive
        style={{ width: '100%', height: 60 + ROW_HEIGHT * Math.max(rows.length, 1) }}
        margin={{ left: 8, right: 16, top: 4, bottom: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={140} />
        <Legend />
        {bars.map((bar) => (
          <Bar key={bar.name} dataKey={bar.name} fill={bar.colour} isAnimationActive={false} />
        ))}
      </BarChart>
      <figcaption className="visually-hidden">{COPY.chartNote}</figcaption>
    </figure>
  );
}

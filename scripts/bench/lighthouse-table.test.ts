import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import fast from './fixtures/lighthouse-home-fast.json';
import { summarisePrePaint } from './lighthouse-pre-paint';
import { budgetMisses, formatTable, summarise, type RouteSummary } from './lighthouse-table';

const route = (overrides: Partial<RouteSummary>): RouteSummary => ({
  mode: 'hosted',
  route: '/',
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1400,
  tbtMs: 30,
  cls: 0,
  bytes: {},
  failing: [],
  prePaint: { runs: 3, paintMs: 300, requests: [], occasional: 0 },
  benchmarkIndex: 2400,
  ...overrides,
});

describe('the Lighthouse table', () => {
  it('names every median that misses its budget, and by how much', () => {
    const misses = budgetMisses(
      route({
        scores: { performance: 80, accessibility: 100, 'best-practices': 96, seo: 100 },
        fcpMs: 2600,
        lcpMs: 3500,
        tbtMs: 292.4,
        cls: 0.009,
      }),
    );
    expect(misses).toEqual([
      'performance 80, 20 under 100',
      'best-practices 96, 4 under 100',
      'FCP 2.6 s, 1.4 s over 1.2 s',
      'LCP 3.5 s, 2.0 s over 1.5 s',
      'TBT 292 ms, 242 ms over 50 ms',
    ]);
  });

  it('lists the routes that miss under the table, and none that meet the budget', () => {
    const table = formatTable([route({ route: '/team' }), route({ route: '/contact', cls: 0.05 })], 3);
    expect(table).toContain(
      'Misses of the budget, by how much:\n- hosted /contact: CLS 0.050, 0.040 over 0.010',
    );
    expect(table).not.toContain('- hosted /team');
  });

  it("puts the median of the runs' benchmark index at the end of the route's row", () => {
    const home = fast as unknown as Result;
    // The fixture keeps what the pre-paint list reads: no categories, which the table shows as NaN.
    const ran = (benchmarkIndex: number): Result => ({
      ...home,
      categories: {},
      environment: { ...home.environment, benchmarkIndex },
    });
    const [row] = summarise(
      [1747.5, 2429.5, 2201].map((index) => ({ mode: 'embedded', route: '/next', lhr: ran(index) })),
    );
    expect(row?.benchmarkIndex).toBe(2201);
    expect(formatTable(row ? [row] : [], 3)).toMatch(/^\| embedded \| `\/next` \|.* \| 2201 \|$/m);
  });

  it('says nothing of misses when every route meets the budget', () => {
    expect(formatTable([route({})], 3)).not.toContain('Misses');
  });

  it('lists the requests before the first paint of a route over budget before those of one within it', () => {
    const prePaint = summarisePrePaint([fast as unknown as Result]);
    const table = formatTable([route({ route: '/team' }), route({ route: '/', fcpMs: 1900, prePaint })], 1);
    // Beside the medians, in the route's row of the first table.
    expect(table).toContain('| **1.9 s** | 1.4 s | 30 ms | 0.000 | 28 (3 blocking), 354.2 KB |');
    const over = table.indexOf('hosted `/` **over budget**:');
    expect(over).toBeGreaterThan(0);
    expect(over).toBeLessThan(table.indexOf('hosted `/team`:'));
    expect(table.slice(over)).toMatch(
      /^.*\n\nFirst contentful paint observed at 335 ms in the median run of 1,/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { budgetMisses, formatTable, type RouteSummary } from './lighthouse-table';

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
        cls: 0.013,
      }),
    );
    expect(misses).toEqual([
      'performance 80, 20 under 100',
      'best-practices 96, 4 under 100',
      'FCP 2.6 s, 1.6 s over 1.0 s',
      'LCP 3.5 s, 2.0 s over 1.5 s',
      'TBT 292 ms, 242 ms over 50 ms',
    ]);
  });

  it('lists the routes that miss under the table, and none that meet the budget', () => {
    const table = formatTable([route({ route: '/team' }), route({ route: '/contact', cls: 0.05 })], 3);
    expect(table).toContain(
      'Misses of the budget, by how much:\n- hosted /contact: CLS 0.050, 0.030 over 0.020',
    );
    expect(table).not.toContain('- hosted /team');
  });

  it('says nothing of misses when every route meets the budget', () => {
    expect(formatTable([route({})], 3)).not.toContain('Misses');
  });
});

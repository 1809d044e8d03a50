import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import fast from './fixtures/lighthouse-home-fast.json';
import { summarisePrePaint } from './lighthouse-pre-paint';
import { budgetMisses, FLOOR_MODE, formatTable, summarise, type RouteSummary } from './lighthouse-table';

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
  mainThreadMs: {},
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

  it("sets a route's blocking time against the floor's: a page of text alone on the same machine", () => {
    const floor = route({
      mode: FLOOR_MODE,
      tbtMs: 70,
      mainThreadMs: { Other: 1400, 'Style & Layout': 200 },
    });
    const next = route({
      route: '/next',
      tbtMs: 1318.5,
      mainThreadMs: { Other: 3081.5, 'Script Evaluation': 1570, 'Style & Layout': 806 },
    });
    const table = formatTable([floor, next, route({ route: '/team' })], 5);
    expect(table).toContain(
      "The machine's floor (the `floor` row): a page of text alone, measured the same way, scored 100 with TBT 70 ms and 1,600 ms of main-thread work (Other 1,400 ms, Style & Layout 200 ms).",
    );
    expect(table).toContain(
      '- hosted /next: TBT 1319 ms, 1269 ms over 50 ms\n' +
        "  main thread: Other 3,082 ms, Script Evaluation 1,570 ms, Style & Layout 806 ms; 3,858 ms more than the floor's",
    );
    // The floor is a reference, not a route: its own TBT over 50 ms is no miss, and its requests are not listed.
    expect(table).not.toContain('- floor /');
    expect(table).not.toContain('floor `/`');
  });

  it("reads each group's median main-thread time from Lighthouse's breakdown", () => {
    const home = fast as unknown as Result;
    const ran = (other: number, layout?: number): Result => ({
      ...home,
      categories: {},
      audits: {
        ...home.audits,
        'mainthread-work-breakdown': {
          ...home.audits['mainthread-work-breakdown'],
          details: {
            type: 'table',
            headings: [],
            items: [
              { group: 'other', groupLabel: 'Other', duration: other },
              ...(layout === undefined
                ? []
                : [{ group: 'styleLayout', groupLabel: 'Style & Layout', duration: layout }]),
            ],
          },
        } as Result['audits'][string],
      },
    });
    const [row] = summarise(
      [ran(100, 40), ran(300), ran(200, 60)].map((lhr) => ({ mode: 'embedded', route: '/', lhr })),
    );
    expect(row?.mainThreadMs).toEqual({ Other: 200, 'Style & Layout': 40 });
  });
});

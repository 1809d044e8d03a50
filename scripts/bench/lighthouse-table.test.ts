import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import fast from './fixtures/lighthouse-home-fast.json';
import type { MainThreadReading } from './lighthouse-cpu';
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
  unfinished: [],
  runs: 3,
  prePaint: { runs: 3, paintMs: 300, requests: [], occasional: 0 },
  benchmarkIndex: 2400,
  mainThreadMs: {},
  afterPaint: { cpuTbtMs: NaN, wallTbtMs: NaN, cpuMs: NaN, waitedMs: NaN, withoutCpuTime: 0, longest: [] },
  shifts: [],
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

  it('counts a route none of whose runs Lighthouse finished as not measured, never as within its budget', () => {
    const home = fast as unknown as Result;
    const run = (benchmarkIndex: number, error?: string): Result => ({
      ...home,
      categories: {},
      environment: { ...home.environment, benchmarkIndex },
      audits: { 'first-contentful-paint': { numericValue: 812 } as Result['audits'][string] },
      // A run Lighthouse could not finish has an error and no audits.
      ...(error
        ? { audits: {}, runtimeError: { code: error, message: 'The trace lost the navigation.' } }
        : {}),
    });
    const [lost, half] = summarise([
      { mode: 'embedded', route: '/titanic', lhr: run(3100, 'NO_NAVSTART') },
      { mode: 'embedded', route: '/next', lhr: run(3000, 'NO_NAVSTART') },
      { mode: 'embedded', route: '/next', lhr: run(3200) },
    ]);
    expect(lost?.unfinished).toEqual(['NO_NAVSTART']);
    expect(budgetMisses(lost as RouteSummary)).toEqual(['not measured: NO_NAVSTART in 1 of 1 runs']);
    // One finished run of two: its medians are that run's.
    expect(half).toMatchObject({ unfinished: ['NO_NAVSTART'], runs: 2 });
    expect(half?.fcpMs).toBe(812);
    const table = formatTable([route({ route: '/team' }), lost as RouteSummary], 1);
    expect(table).toContain(
      '| embedded | `/titanic` | **not measured** (NO_NAVSTART in 1 of 1 runs) | n/a |',
    );
    expect(table).toContain('- embedded /titanic: not measured: NO_NAVSTART in 1 of 1 runs');
    expect(table).not.toContain('NaN');
  });

  it('says nothing of misses when every route meets the budget', () => {
    expect(formatTable([route({})], 3)).not.toContain('Misses');
  });

  it('lists the requests before the first paint of a route over budget before those of one within it', () => {
    const prePaint = summarisePrePaint([fast as unknown as Result]);
    const table = formatTable([route({ route: '/team' }), route({ route: '/', fcpMs: 1900, prePaint })], 1);
    // Beside the medians, in the route's row of the first table.
    expect(table).toContain('| **1.9 s** | 1.4 s | 30 ms | n/a | 0.000 | 28 (3 blocking), 354.2 KB |');
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

  it("sets TBT at the tasks' CPU time beside Lighthouse's, with the tasks that block at it", () => {
    const home = fast as unknown as Result;
    const reading = (cpuTbtMs: number, what: string, withoutCpuTime = 0): MainThreadReading => ({
      wallTbtMs: 500 + cpuTbtMs,
      withoutCpuTime,
      cpuTbtMs,
      cpuMs: 200 + cpuTbtMs,
      waitedMs: 400 + cpuTbtMs,
      longest: [{ what, cpuMs: 20.25, wallMs: 54.6 }],
    });
    const [row] = summarise(
      [reading(65.4, 'Layout 9.1'), reading(43.6, 'Paint 2.0', 2), reading(125.8, 'Layout 65.1')].map(
        (mainThread) => ({ mode: 'embedded', route: '/about', lhr: { ...home, categories: {} }, mainThread }),
      ),
    );
    expect(row?.afterPaint).toEqual({
      cpuTbtMs: 65.4,
      wallTbtMs: 565.4,
      cpuMs: 265.4,
      waitedMs: 465.4,
      withoutCpuTime: 2,
      // The run at the median's tasks, not the longest run's.
      longest: ['Layout 9.1 (20.3 ms CPU, 54.6 ms wall)'],
    });
    const table = formatTable(row ? [{ ...row, tbtMs: 590 }] : [], 3);
    // Beside Lighthouse's TBT, in plain type: it is not a budget.
    expect(table).toMatch(/^\| embedded \| `\/about` \|.* \| \*\*590 ms\*\* \| 65 ms \| /m);
    expect(table).toContain(
      '  main thread after the paint: 265 ms of CPU, its tasks 465 ms off it; TBT 65 ms at CPU time, 565 ms ' +
        'at wall time as the simulation counts it (2 tasks without CPU time in the trace: counted at wall time), ' +
        'from: Layout 9.1 (20.3 ms CPU, 54.6 ms wall)',
    );
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

  it('names what moved under a route over the CLS budget, with the causes Lighthouse found', () => {
    const shifts = [
      '`div.page-header` 0.034 in 3/3 runs (Web font loaded: playfair-display-latin-700-normal.woff2)',
    ];
    const table = formatTable(
      [
        route({ route: '/subscribe/confirm', cls: 0.034, shifts }),
        // Listed for its blocking time, and within the CLS budget: what moved there is not printed.
        route({ route: '/team', cls: 0.004, tbtMs: 200, shifts }),
      ],
      3,
    );
    expect(table).toContain(
      '- hosted /subscribe/confirm: CLS 0.034, 0.024 over 0.010\n' +
        '  shifts: `div.page-header` 0.034 in 3/3 runs (Web font loaded: playfair-display-latin-700-normal.woff2)',
    );
    expect(table).toContain('- hosted /team: TBT 200 ms, 150 ms over 50 ms\n');
    expect(table.match(/ {2}shifts: /g)).toHaveLength(1);
  });

  it("reads each shifted element's median score and its causes from Lighthouse's layout-shifts audit", () => {
    const home = fast as unknown as Result;
    const font = 'http://127.0.0.1:4650/assets/playfair-display-latin-700-normal-CuDiGg7c.woff2';
    const ran = (...items: { selector: string; score: number; causes?: object[] }[]): Result => ({
      ...home,
      categories: {},
      audits: {
        ...home.audits,
        'layout-shifts': {
          ...home.audits['layout-shifts'],
          details: {
            type: 'table',
            headings: [],
            items: items.map(({ selector, score, causes = [] }) => ({
              node: { type: 'node', selector },
              score,
              subItems: { type: 'subitems', items: causes },
            })),
          },
        } as Result['audits'][string],
      },
    });
    const fontLoaded = { cause: 'Web font loaded', extra: { type: 'url', value: font } };
    const [row] = summarise(
      [
        ran({ selector: 'div.page-header', score: 0.03, causes: [fontLoaded] }),
        // The same shift, Lighthouse naming no cause for it in this run.
        ran({ selector: 'div.page-header', score: 0.04 }, { selector: 'footer', score: 0.001 }),
        ran(),
      ].map((lhr) => ({ mode: 'embedded', route: '/subscribe/confirm', lhr })),
    );
    expect(row?.shifts).toEqual([
      // The median of 0.03, 0.04 and a run without it.
      '`div.page-header` 0.030 in 2/3 runs (Web font loaded: playfair-display-latin-700-normal-CuDiGg7c.woff2)',
      '`footer` 0.000 in 1/3 runs (no cause named)',
    ]);
  });

  it('does not count the SEO score of a page kept out of search (noindex) as a miss, and nothing else', () => {
    const home = fast as unknown as Result;
    const audit = (score: number, snippets: string[] = []) =>
      ({
        id: 'audit',
        title: '',
        description: '',
        score,
        scoreDisplayMode: 'binary',
        details: {
          type: 'table',
          headings: [],
          items: snippets.map((snippet) => ({ source: { type: 'node', snippet } })),
        },
      }) as unknown as Result['audits'][string];
    const seo = (crawlable: Result['audits'][string], titled = 1): Result => ({
      ...home,
      categories: {
        seo: {
          id: 'seo',
          title: 'SEO',
          score: titled === 1 ? 0.69 : 0.62,
          auditRefs: [
            { id: 'is-crawlable', weight: 4.6 },
            { id: 'document-title', weight: 1 },
          ],
        },
      } as unknown as Result['categories'],
      audits: { ...home.audits, 'is-crawlable': crawlable, 'document-title': audit(titled) },
    });
    const noindex = audit(0, ['<meta name="robots" content="noindex" />']);
    const rowOf = (route: string, lhr: Result) =>
      summarise([1, 2, 3].map(() => ({ mode: 'embedded', route, lhr }))).map((row) => ({
        ...row,
        scores: { ...row.scores, performance: 100, accessibility: 100, 'best-practices': 100 },
        fcpMs: 900,
        lcpMs: 1400,
        tbtMs: 30,
        cls: 0,
      }))[0] as RouteSummary;
    const confirm = rowOf('/subscribe/confirm', seo(noindex));
    // Blocked by robots.txt alone, or noindex with another SEO audit failing: misses as before.
    const blocked = rowOf('/blocked', seo(audit(0)));
    const untitled = rowOf('/untitled', seo(noindex, 0));

    expect(budgetMisses(confirm)).toEqual([]);
    expect(budgetMisses(blocked)).toEqual(['seo 69, 31 under 100']);
    expect(budgetMisses(untitled)).toEqual(['seo 62, 38 under 100']);
    const table = formatTable([confirm, blocked, untitled], 3);
    expect(table).toContain('| embedded | `/subscribe/confirm` | 100 | 100 | 100 | 69 (noindex) |');
    expect(table).toContain('| embedded | `/untitled` | 100 | 100 | 100 | **62** |');
    const misses = table.slice(table.indexOf('Misses of the budget'), table.indexOf('Audits behind'));
    expect(misses).toContain('- embedded /blocked: seo 69');
    expect(misses).not.toContain('/subscribe/confirm');
    // What Lighthouse held against it is still listed.
    expect(table).toContain('- embedded /subscribe/confirm: seo: is-crawlable (3/3)');
  });
});

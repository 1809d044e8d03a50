/**
 * Medians of the Lighthouse runs, as a Markdown table against docs/product.md's Budgets. Each column is the median of
 * that column over the runs (not the values of one "median run"), so a single noisy run moves nothing. Beside the
 * medians, the requests each route started before its first paint (lighthouse-pre-paint.ts), the routes over
 * budget first, so a regression names its cause.
 */
import type { Result } from 'lighthouse';
import type { MainThreadReading } from './lighthouse-cpu';
import { prePaintCell, prePaintLines, summarisePrePaint, type PrePaintSummary } from './lighthouse-pre-paint';

export interface RunResult {
  mode: string;
  route: string;
  lhr: Result;
  /** The main thread after the first paint, read from the run's trace (lighthouse-cpu.ts); null without one. */
  mainThread?: MainThreadReading | null;
}

export interface RouteSummary {
  mode: string;
  route: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  /**
   * The runs Lighthouse could not finish, by its error code (NO_NAVSTART, NO_FCP...): their metrics are left out
   * of the medians, and a route none of whose runs finished is not measured, which is not within its budget.
   */
  unfinished: string[];
  /** How many runs the route had, finished or not. */
  runs: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred during the load, by Lighthouse's resource type (document, stylesheet, script, image...). */
  bytes: Record<string, number>;
  /** Audits that failed in at least one run of a category under 100, with how many runs failed them. */
  failing: string[];
  /**
   * Marked `noindex` in every run (a subscriber's confirm page, the staff pages), and that is all SEO held against
   * it: Lighthouse's is-crawlable fails such a page by design, so its SEO score under 100 is not a miss.
   */
  noindex?: boolean;
  /** What the route's first paint waited for. */
  prePaint: PrePaintSummary;
  /**
   * Lighthouse's benchmark index, how fast the machine ran its own CPU test before each run: the 4x slowdown it
   * simulates applies whatever the index, so a slower machine's TBT grows far more than in proportion.
   */
  benchmarkIndex: number;
  /**
   * Main-thread time by Lighthouse's group (Script Evaluation, Style & Layout, Other...), median per group, as
   * Lighthouse reports it: with simulated throttling, the observed time times the CPU slowdown.
   */
  mainThreadMs: Record<string, number>;
  /**
   * The main thread after the first paint (lighthouse-cpu.ts), medians: TBT counted at each task's CPU time and
   * at its wall time, the CPU time, and the wall time its tasks spent off the CPU; with the tasks that block at CPU
   * time in the run whose CPU-time TBT is the median, and the most tasks of a run that had no CPU time in the
   * trace. NaN and none where no run's trace could be read.
   */
  afterPaint: {
    cpuTbtMs: number;
    wallTbtMs: number;
    cpuMs: number;
    waitedMs: number;
    withoutCpuTime: number;
    longest: string[];
  };
  /**
   * What moved, from Lighthouse's layout-shifts audit: each shifted element with the causes Lighthouse named
   * (a web font that loaded, a picture without a size...), its median layout-shift score and in how many runs.
   */
  shifts: string[];
}

/**
 * The mode of the bench's reference row: a page of text alone (no script, stylesheet, font or picture) measured
 * the same way on the same machine and browser, so a route's TBT can be set against what the machine charges
 * any page (lighthouse.ts).
 */
export const FLOOR_MODE = 'floor';

/** docs/product.md, Budgets: every public route, mobile. */
export const BUDGET = { score: 100, fcpMs: 1200, lcpMs: 1500, tbtMs: 50, cls: 0.01 };

/** The median of the runs that produced the value (a run Lighthouse could not finish yields NaN, left out). */
export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

const BYTE_TYPES = ['document', 'stylesheet', 'script', 'image', 'font', 'total'] as const;

function transferred(lhr: Result, type: string): number {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === type)?.transferSize ?? NaN;
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function mainThreadGroups(lhr: Result): Record<string, number> {
  const items = (
    lhr.audits['mainthread-work-breakdown']?.details as
      | { items?: { groupLabel: string; duration: number }[] }
      | undefined
  )?.items;
  return Object.fromEntries((items ?? []).map((item) => [item.groupLabel, item.duration]));
}

function medianGroups(runs: Result[]): Record<string, number> {
  const perRun = runs.map(mainThreadGroups);
  const labels = [...new Set(perRun.flatMap((groups) => Object.keys(groups)))];
  // A group a run did not report took no time in that run.
  return Object.fromEntries(
    labels.map((label) => [label, median(perRun.map((groups) => groups[label] ?? 0))]),
  );
}

/** A cause Lighthouse names for a shift: a font by its address, an element by its selector. */
interface ShiftCause {
  cause?: string;
  extra?: { type?: string; value?: string; selector?: string };
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string };
  subItems?: { items?: ShiftCause[] };
}

/** One cause as the table prints it: a font by its file's name, an element by its selector. */
function causeText({ cause, extra }: ShiftCause): string {
  const what = extra?.type === 'url' ? extra.value?.split('/').pop() : extra?.selector;
  return what ? `${cause ?? 'unknown'}: ${what}` : (cause ?? 'unknown');
}

/**
 * Each shifted element, largest median score first (a run where it did not move counts 0, as a main-thread
 * group a run did not report does). Lighthouse names the causes it can tell apart in some runs and not others
 * (the same font swap), so an element's causes are those of every run.
 */
function shiftsOf(runs: Result[]): string[] {
  const seen = new Map<string, { shifts: number[]; causes: Set<string> }>();
  for (const lhr of runs) {
    const items = (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [];
    const inRun = new Map<string, number>();
    for (const item of items) {
      const element = item.node?.selector ?? 'an element';
      const known = seen.get(element) ?? { shifts: [], causes: new Set<string>() };
      for (const cause of item.subItems?.items ?? []) known.causes.add(causeText(cause));
      seen.set(element, known);
      inRun.set(element, (inRun.get(element) ?? 0) + (item.score ?? 0));
    }
    for (const [element, shift] of inRun) seen.get(element)?.shifts.push(shift);
  }
  const score = (shifts: number[]) =>
    median([...shifts, ...Array<number>(runs.length - shifts.length).fill(0)]);
  return [...seen]
    .map(([element, { shifts, causes }]) => ({
      element,
      causes,
      shift: score(shifts),
      seenIn: shifts.length,
    }))
    .sort((a, b) => b.shift - a.shift)
    .map(
      ({ element, causes, shift, seenIn }) =>
        `\`${element}\` ${shift.toFixed(3)} in ${seenIn}/${runs.length} runs ` +
        `(${causes.size ? [...causes].join(', ') : 'no cause named'})`,
    );
}

/** The medians of the runs' main-thread readings, and the blocking tasks of the run at the median. */
function afterPaintOf(group: RunResult[]): RouteSummary['afterPaint'] {
  const readings = group.flatMap(({ lhr, mainThread }) =>
    mainThread && !lhr.runtimeError ? [mainThread] : [],
  );
  const cpuTbtMs = median(readings.map((reading) => reading.cpuTbtMs));
  const atMedian = [...readings].sort(
    (a, b) => Math.abs(a.cpuTbtMs - cpuTbtMs) - Math.abs(b.cpuTbtMs - cpuTbtMs),
  )[0];
  return {
    cpuTbtMs,
    wallTbtMs: median(readings.map((reading) => reading.wallTbtMs)),
    cpuMs: median(readings.map((reading) => reading.cpuMs)),
    waitedMs: median(readings.map((reading) => reading.waitedMs)),
    withoutCpuTime: Math.max(0, ...readings.map((reading) => reading.withoutCpuTime)),
    longest: (atMedian?.longest ?? []).map(
      ({ what, cpuMs, wallMs }) => `${what} (${cpuMs.toFixed(1)} ms CPU, ${wallMs.toFixed(1)} ms wall)`,
    ),
  };
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);

/** The page says `noindex` in its head, and no other SEO audit fails: kept out of search, not badly made. */
function keptOutOfSearch(lhr: Result): boolean {
  const crawlable = lhr.audits['is-crawlable'];
  const items =
    (crawlable?.details as { items?: { source?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const noindex = items.some(({ source }) => /name="robots"[^>]*noindex/.test(source?.snippet ?? ''));
  const othersFail = (lhr.categories.seo?.auditRefs ?? []).some(
    ({ id, weight }) => id !== 'is-crawlable' && weight > 0 && (lhr.audits[id]?.score ?? 1) < 1,
  );
  return crawlable?.score === 0 && noindex && !othersFail;
}

function failingAudits(runs: Result[], category: string): string[] {
  const counts = new Map<string, number>();
  for (const lhr of runs) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
        counts.set(ref.id, (counts.get(ref.id) ?? 0) + 1);
      }
    }
  }
  return [...counts].map(([id, n]) => `${category}: ${id} (${n}/${runs.length})`);
}

export function summarise(results: RunResult[]): RouteSummary[] {
  const groups = new Map<string, RunResult[]>();
  for (const result of results) {
    const key = `${result.mode} ${result.route}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()].map((group) => {
    const runs = group.map((result) => result.lhr);
    const scores = {
      performance: median(runs.map((lhr) => score(lhr, 'performance'))),
      accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
      'best-practices': median(runs.map((lhr) => score(lhr, 'best-practices'))),
      seo: median(runs.map((lhr) => score(lhr, 'seo'))),
    };
    return {
      mode: group[0]?.mode ?? '',
      route: group[0]?.route ?? '',
      scores,
      unfinished: runs.flatMap((lhr) => (lhr.runtimeError ? [lhr.runtimeError.code] : [])),
      runs: runs.length,
      fcpMs: median(runs.map((lhr) => metric(lhr, 'first-contentful-paint'))),
      lcpMs: median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
      tbtMs: median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
      cls: median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
      bytes: Object.fromEntries(
        BYTE_TYPES.map((type) => [type, median(runs.map((lhr) => transferred(lhr, type)))]),
      ),
      failing: Object.entries(scores)
        .filter(([, value]) => value < BUDGET.score)
        .flatMap(([category]) => (category === 'performance' ? [] : failingAudits(runs, category))),
      noindex: runs.length > 0 && runs.every(keptOutOfSearch),
      prePaint: summarisePrePaint(runs),
      benchmarkIndex: median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN)),
      mainThreadMs: medianGroups(runs),
      afterPaint: afterPaintOf(group),
      shifts: shiftsOf(runs),
    };
  });
}

const mainThreadTotal = (row: RouteSummary) =>
  Object.values(row.mainThreadMs).reduce((sum, ms) => sum + ms, 0);

/** The main thread's groups, longest first ("Other 3,081 ms, Script Evaluation 1,570 ms, ..."). */
function mainThreadText(row: RouteSummary, top = 4): string {
  return Object.entries(row.mainThreadMs)
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([label, ms]) => `${label} ${Math.round(ms).toLocaleString('en-GB')} ms`)
    .join(', ');
}

/** "main thread after the paint: 229 ms of CPU, its tasks 367 ms off it; TBT 65 ms at CPU time, ... from: ..." */
function afterPaintText(row: RouteSummary): string {
  const { cpuTbtMs, wallTbtMs, cpuMs, waitedMs, withoutCpuTime, longest } = row.afterPaint;
  const from = longest.length > 0 ? `, from: ${longest.join('; ')}` : '';
  const unknown =
    withoutCpuTime > 0
      ? ` (${withoutCpuTime} tasks without CPU time in the trace: counted at wall time)`
      : '';
  return (
    `main thread after the paint: ${Math.round(cpuMs)} ms of CPU, its tasks ${Math.round(waitedMs)} ms off it; ` +
    `TBT ${Math.round(cpuTbtMs)} ms at CPU time, ${Math.round(wallTbtMs)} ms at wall time as the simulation ` +
    `counts it${unknown}${from}`
  );
}

/** A value, in bold when it misses its budget. */
const mark = (text: string, ok: boolean) => (ok ? text : `**${text}**`);
/** Whether any of the route's runs finished: one none of whose runs did has no medians (NaN), only errors. */
const measured = (row: RouteSummary) => row.unfinished.length < row.runs;
/** "NO_NAVSTART in 1 of 3 runs" */
const unfinishedText = (row: RouteSummary) =>
  [...new Set(row.unfinished)]
    .map((code) => `${code} in ${row.unfinished.filter((c) => c === code).length} of ${row.runs} runs`)
    .join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Each median of the route that misses its budget, with the budget and the gap ("FCP 2.6 s, 1.6 s over 1.0 s"). */
export function budgetMisses(row: RouteSummary): string[] {
  if (!measured(row)) return [`not measured: ${unfinishedText(row)}`];
  const scores = Object.entries(row.scores)
    .filter(([category, value]) => value < BUDGET.score && !(category === 'seo' && row.noindex))
    .map(([category, value]) => `${category} ${value}, ${BUDGET.score - value} under ${BUDGET.score}`);
  const over = (name: string, value: number, budget: number, text: (n: number) => string) =>
    value > budget ? [`${name} ${text(value)}, ${text(value - budget)} over ${text(budget)}`] : [];
  return [
    ...scores,
    ...over('FCP', row.fcpMs, BUDGET.fcpMs, seconds),
    ...over('LCP', row.lcpMs, BUDGET.lcpMs, seconds),
    ...over('TBT', row.tbtMs, BUDGET.tbtMs, (ms) => `${Math.round(ms)} ms`),
    ...over('CLS', row.cls, BUDGET.cls, (cls) => cls.toFixed(3)),
  ];
}

const COLUMNS = [
  'mode',
  'route',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'TBT at CPU',
  'CLS',
  'before paint',
  'CPU index',
];

export function formatTable(summary: RouteSummary[], runs: number): string {
  const lines = [
    `Lighthouse mobile (default throttling), median of ${runs}; bold misses the budget (docs/product.md, Budgets).`,
    'Before paint: requests started before the observed first contentful paint in most runs (blocking: charged to FCP).',
    "CPU index: Lighthouse's benchmark index of the machine as it ran (higher is faster); TBT is only comparable between",
    "runs of a like index. TBT at CPU (not a budget): the same sum from each task's CPU time instead of its wall",
    'time, what the page would block for with a core to itself (read from the trace: lighthouse-cpu.ts). SEO',
    '"(noindex)": the page is kept out of search on purpose, which Lighthouse scores under 100 (is-crawlable) and',
    'the budget does not count.',
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `|${'---|'.repeat(COLUMNS.length)}`,
  ];
  for (const row of summary) {
    const s = row.scores;
    const score = (value: number) => mark(String(value), value >= BUDGET.score);
    if (!measured(row)) {
      const cells = [row.mode, `\`${row.route}\``, `**not measured** (${unfinishedText(row)})`];
      lines.push(
        `| ${[...cells, ...Array<string>(COLUMNS.length - cells.length).fill('n/a')].join(' | ')} |`,
      );
      continue;
    }
    const cells = [
      row.mode,
      `\`${row.route}\``,
      score(s.performance),
      score(s.accessibility),
      score(s['best-practices']),
      row.noindex ? `${s.seo} (noindex)` : score(s.seo),
      mark(seconds(row.fcpMs), row.fcpMs <= BUDGET.fcpMs),
      mark(seconds(row.lcpMs), row.lcpMs <= BUDGET.lcpMs),
      mark(`${Math.round(row.tbtMs)} ms`, row.tbtMs <= BUDGET.tbtMs),
      // Not a budget: no bold.
      Number.isFinite(row.afterPaint.cpuTbtMs) ? `${Math.round(row.afterPaint.cpuTbtMs)} ms` : 'n/a',
      mark(row.cls.toFixed(3), row.cls <= BUDGET.cls),
      prePaintCell(row.prePaint),
      String(Math.round(row.benchmarkIndex)),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    'First-load bytes transferred (KB, compressed as served; median):',
    '',
    '| mode | route | HTML | CSS | JS | pictures | fonts | total |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const row of summary) {
    const kb = BYTE_TYPES.map((type) => {
      const bytes = row.bytes[type] ?? NaN;
      return Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : 'n/a';
    });
    lines.push(`| ${row.mode} | \`${row.route}\` | ${kb.join(' | ')} |`);
  }
  const floor = summary.find((row) => row.mode === FLOOR_MODE);
  if (floor) {
    lines.push(
      '',
      `The machine's floor (the \`${FLOOR_MODE}\` row): a page of text alone, measured the same way, scored ` +
        `${floor.scores.performance} with TBT ${Math.round(floor.tbtMs)} ms and ` +
        `${Math.round(mainThreadTotal(floor)).toLocaleString('en-GB')} ms of main-thread work (${mainThreadText(floor)}). ` +
        'A route within a few tens of ms of its TBT is as fast as this machine and browser let any page be.',
    );
    if (Number.isFinite(floor.afterPaint.cpuTbtMs)) lines.push(`Its ${afterPaintText(floor)}`);
  }
  const ranked = summary
    .filter((row) => row.mode !== FLOOR_MODE)
    .map((row) => ({ row, misses: budgetMisses(row) }));
  const missing = ranked.filter(({ misses }) => misses.length);
  if (missing.length > 0) lines.push('', 'Misses of the budget, by how much:');
  for (const { row, misses } of missing) {
    lines.push(`- ${row.mode} ${row.route}: ${misses.join('; ')}`);
    // What the blocking time is made of, and how much of it a page with nothing in it has too.
    if (row.tbtMs > BUDGET.tbtMs && Object.keys(row.mainThreadMs).length > 0) {
      const beyond = floor
        ? `; ${Math.round(mainThreadTotal(row) - mainThreadTotal(floor)).toLocaleString('en-GB')} ms more than the floor's`
        : '';
      lines.push(`  main thread: ${mainThreadText(row)}${beyond}`);
    }
    if (row.tbtMs > BUDGET.tbtMs && Number.isFinite(row.afterPaint.cpuTbtMs)) {
      lines.push(`  ${afterPaintText(row)}`);
    }
    if (row.cls > BUDGET.cls && row.shifts.length > 0) lines.push(`  shifts: ${row.shifts.join('; ')}`);
  }
  const failing = summary.filter((row) => row.failing.length > 0);
  if (failing.length > 0) lines.push('', 'Audits behind a score under 100:');
  for (const row of failing) lines.push(`- ${row.mode} ${row.route}: ${row.failing.join('; ')}`);
  lines.push('', 'Requests started before the first paint, routes over budget first:');
  for (const { row, misses } of [...missing, ...ranked.filter(({ misses }) => !misses.length)]) {
    const over = misses.length ? ' **over budget**' : '';
    lines.push('', `${row.mode} \`${row.route}\`${over}:`, '', ...prePaintLines(row.prePaint));
  }
  return lines.join('\n');
}

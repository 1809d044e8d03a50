/**
 * The gate's timings, read from the runners' own JSON reports (Vitest's `json` reporter, Playwright's `json`
 * reporter) and from the CPU the gate's children used. Pure functions, so the report is tested on small inputs.
 */
import { readFileSync } from 'node:fs';

export interface TimedItem {
  name: string;
  ms: number;
}

export interface PhaseTiming {
  name: string;
  wallMs: number;
  /** User + system CPU of the phase's processes and all they started (the kernel's children times). */
  cpuMs: number;
  ok: boolean;
}

/** The fields of Vitest's JSON report this reads. */
export interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    status?: string;
    /** Set when the file itself failed (an import that threw, a hook that failed). */
    message?: string;
    assertionResults: {
      fullName: string;
      duration?: number | null;
      status?: string;
      failureMessages?: string[] | null;
    }[];
  }[];
}

/** The fields of Playwright's JSON report this reads. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    line?: number;
    tests: {
      projectName: string;
      /** 'expected', 'unexpected', 'flaky' or 'skipped'. */
      status?: string;
      results: { duration: number; status?: string; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** A test that failed (or, in Playwright, passed only on its retry), with the start of its first error. */
export interface FailedTest {
  name: string;
  status: string;
  error: string;
}

// Colour codes in the runners' messages; the summary is read in logs, not terminals.
// oxlint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const firstLines = (text: string | undefined, count: number) =>
  (text ?? '').replace(ANSI, '').split('\n').slice(0, count).join('\n').trim();

const byTime = (a: TimedItem, b: TimedItem) => b.ms - a.ms;

export function vitestTimings(report: VitestReport): {
  files: TimedItem[];
  tests: TimedItem[];
  totalMs: number;
} {
  const files = report.testResults.map((file) => ({ name: file.name, ms: file.endTime - file.startTime }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ name: test.fullName, ms: test.duration ?? 0 })),
  );
  return {
    files: files.sort(byTime),
    tests: tests.sort(byTime),
    totalMs: files.reduce((sum, file) => sum + file.ms, 0),
  };
}

export function playwrightTimings(report: PlaywrightReport): {
  files: TimedItem[];
  tests: TimedItem[];
  totalMs: number;
} {
  const tests: (TimedItem & { file: string })[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        // Every attempt counts: a retried test cost the gate each of its runs.
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const name = `[${test.projectName}] ${[...titles, spec.title].join(' > ')}`;
        tests.push({ name, ms, file: `[${test.projectName}] ${suite.file}` });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  const perFile = new Map<string, number>();
  for (const test of tests) perFile.set(test.file, (perFile.get(test.file) ?? 0) + test.ms);
  return {
    files: [...perFile].map(([name, ms]) => ({ name, ms })).sort(byTime),
    tests: tests.map(({ name, ms }) => ({ name, ms })).sort(byTime),
    totalMs: tests.reduce((sum, test) => sum + test.ms, 0),
  };
}

/** Vitest's failed tests, and files that failed before any test ran; `lines` of each first error. */
export function vitestFailures(report: VitestReport, lines = 12): FailedTest[] {
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${file.name} > ${test.fullName}`,
        status: 'failed',
        error: firstLines(test.failureMessages?.[0], lines),
      }));
    if (tests.length === 0 && file.status === 'failed') {
      return [{ name: file.name, status: 'failed', error: firstLines(file.message, lines) }];
    }
    return tests;
  });
}

/** Playwright's failed and flaky tests (a flaky one fails the gate: failOnFlakyTests), each first error. */
export function playwrightFailures(report: PlaywrightReport, lines = 12): FailedTest[] {
  const failed: FailedTest[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((result) => result.error)?.error?.message;
        failed.push({
          name: `[${test.projectName}] ${suite.file}:${spec.line ?? '?'} ${[...titles, spec.title].join(' > ')}`,
          status: test.status === 'flaky' ? 'flaky (failed, then passed on its retry)' : 'failed',
          error: firstLines(error, lines),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled by its file, which the name already gives.
  for (const suite of report.suites) walk(suite, []);
  return failed;
}

/**
 * CPU used so far by this process's finished children and everything they waited for (cutime + cstime in
 * /proc/self/stat, Linux). Read it before and after a phase: the difference is the phase's CPU. Elsewhere, null.
 */
export function finishedChildrenCpuMs(statText = readProcStat()): number | null {
  if (statText === null) return null;
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime) are the 14th and 15th after the name, in clock ticks.
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : null;
}

// USER_HZ is 100 on every Linux architecture Node supports (sysconf(_SC_CLK_TCK)).
const CLOCK_TICKS_PER_SECOND = 100;

function readProcStat(): string | null {
  try {
    return readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
}

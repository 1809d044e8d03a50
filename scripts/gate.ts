/**
 * `npm run check`, the whole gate CI runs (docs/testing.md, How the gate runs):
 *   1. one Firestore emulator for the run, named in GATE_FIRESTORE_EMULATOR for everything after it, and one
 *      Auth emulator, named in GATE_AUTH_EMULATOR, started beside the builds;
 *   2. the static checks (types, lint, formatting, spelling) side by side with the builds the browser tests
 *      serve: the embedded dist/ and the two hosted builds for the emulators, each made once, stamped, without
 *      a second type check;
 *   3. once the builds are made, Vitest and Playwright side by side (Playwright serves those builds without
 *      building again), while the static checks finish on the cores the browser tests leave idle.
 * Every step runs even when another fails (but the tests after a failed build); the gate exits non-zero on
 * any failure and prints each step's start, wall time and CPU time (where Linux reports it).
 *
 * For measuring, a part of it alone: `--only static,vitest` (any of static, vitest, playwright; Playwright
 * needs the builds there already); `--order phases` runs the static checks and builds, then Vitest, then
 * Playwright, one phase after another, to compare with the default `--order overlap`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { emulatorMissing, startFirestoreEmulator, type RunningEmulator } from './firebase/emulator';
import {
  portSetting,
  startFirebaseEmulators,
  type RunningFirebaseEmulators,
} from './firebase/firebase-emulators';
import {
  finishedChildrenCpuMs,
  playwrightFailures,
  vitestFailures,
  type FailedTest,
  type PhaseTiming,
} from './bench/gate-timings';
import { HOSTED_PROJECT_ID } from '../tests/e2e/hosted/hosted-config';
import { HOSTED_LOCAL_ENV } from '../tests/e2e/hosted/hosted-local-ports';
import { TSC } from './build-warnings';

interface Step {
  name: string;
  /** Commands run one after another; the step fails at the first that fails. */
  commands: string[][];
  /** Steps that must pass before this one starts (those left out with --only are not waited for). */
  after?: string[];
  /** Its niceness: above 0 it takes the cores the steps on the gate's longest chain leave idle. */
  nice?: number;
  /** Something started beside the steps that this one needs (an emulator): resolves false if it failed. */
  needs?: Promise<boolean>;
  /** Settings of its own, added to the gate's environment. */
  env?: Record<string, string>;
}

interface StepResult {
  name: string;
  /** Seconds from the gate's start. */
  startedAt: number;
  seconds: number;
  cpu: number | null;
  status: 'passed' | 'failed' | 'not run';
  /** The end of a failed step's output, printed again under the gate's summary. */
  outputTail?: string;
}

const results: StepResult[] = [];
/** Where the runners' JSON reports and the phases go, for `npm run gate:report` (scripts/bench/gate-report.ts). */
const REPORT_DIR = '.tmp/gate';
const gateStarted = Date.now();
/** Lines of a failed step's output printed again at the end (a log's tail is what CI keeps). */
const OUTPUT_TAIL_LINES = 30;
const seconds = (since: number) => (Date.now() - since) / 1000;

/** User + system seconds of this process's waited-for children so far (Linux's /proc), or null. */
function childCpuSeconds(): number | null {
  const ms = finishedChildrenCpuMs();
  return ms === null ? null : ms / 1000;
}

/** Runs a command through scripts/gate-step.mjs at `nice`; resolves with its exit code and CPU seconds. */
function runCommand(
  args: string[],
  nice: number,
  output: (chunk: Buffer) => void,
  env: Record<string, string> = {},
): Promise<{ code: number; cpu: number | null }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, ['scripts/gate-step.mjs', String(nice), ...args], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stat = '';
    child.stdout?.on('data', output);
    child.stderr?.on('data', output);
    child.stdio[3]?.on('data', (chunk: Buffer) => (stat += chunk.toString()));
    child.on('error', (error) => {
      output(Buffer.from(`${error.message}\n`));
      resolveRun({ code: 1, cpu: null });
    });
    child.on('close', (code) => {
      const ms = stat === '' ? null : finishedChildrenCpuMs(stat);
      resolveRun({ code: code ?? 1, cpu: ms === null ? null : ms / 1000 });
    });
  });
}

/** Runs one step, its output held back and printed whole when it ends (steps side by side stay readable). */
async function runStep(step: Step, live: boolean): Promise<boolean> {
  const started = Date.now();
  console.log(`[${step.name}] started at ${seconds(gateStarted).toFixed(1)} s`);
  // Kept in both modes: a failed step's end is printed again under the summary.
  const chunks: Buffer[] = [];
  const output = (chunk: Buffer) => {
    chunks.push(chunk);
    if (live) process.stdout.write(chunk);
  };
  let code = 0;
  let cpu: number | null = 0;
  for (const command of step.commands) {
    const run = await runCommand(command, step.nice ?? 0, output, step.env);
    code = run.code;
    cpu = cpu === null || run.cpu === null ? null : cpu + run.cpu;
    if (code !== 0) break;
  }
  const text = Buffer.concat(chunks).toString();
  if (!live) process.stdout.write(`\n[${step.name}]\n${text}`);
  console.log(
    `[${step.name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started).toFixed(1)} s`,
  );
  results.push({
    name: step.name,
    startedAt: (started - gateStarted) / 1000,
    seconds: seconds(started),
    cpu,
    status: code === 0 ? 'passed' : 'failed',
    outputTail: code === 0 ? undefined : text.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n'),
  });
  return code === 0;
}

/**
 * Runs every step as soon as the steps it comes after have passed, side by side; a step after one that
 * failed is not run. Resolves with whether every step passed.
 */
async function runSteps(steps: Step[]): Promise<boolean> {
  const done = new Map<string, Promise<boolean>>();
  const live = steps.length === 1;
  for (const step of steps) {
    const before = [
      ...(step.after ?? []).flatMap((name) => done.get(name) ?? []),
      ...(step.needs ? [step.needs] : []),
    ];
    done.set(
      step.name,
      Promise.all(before).then((passed) => {
        if (passed.every(Boolean)) return runStep(step, live);
        console.error(`[${step.name}] not run: a step it needs failed.`);
        results.push({ name: step.name, startedAt: 0, seconds: 0, cpu: null, status: 'not run' });
        return false;
      }),
    );
  }
  return (await Promise.all(done.values())).every(Boolean);
}

const PHASES = ['static', 'vitest', 'playwright'] as const;
const ORDERS = ['overlap', 'phases'] as const;
const { values: flags } = parseArgs({
  options: {
    only: { type: 'string', default: PHASES.join(',') },
    order: { type: 'string', default: 'overlap' },
  },
});
const only = new Set(flags.only.split(','));
const unknown = [...only].filter((name) => !(PHASES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`--only takes ${PHASES.join(', ')}; not ${unknown.join(', ')}.`);
  process.exit(2);
}
if (!(ORDERS as readonly string[]).includes(flags.order)) {
  console.error(`--order takes ${ORDERS.join(' or ')}; not ${flags.order}.`);
  process.exit(2);
}
const overlap = flags.order === 'overlap';

const npm = (script: string) => ['npm', 'run', '--silent', script];
// The runners' own entry files, run by this Node: npx took half a second of CPU to find each.
const VITEST = 'node_modules/vitest/vitest.mjs';
const PLAYWRIGHT = 'node_modules/@playwright/test/cli.js';
const tsx = (...args: string[]) => [process.execPath, '--import', 'tsx', ...args];

let emulator: RunningEmulator | null = null;
let authEmulator: RunningFirebaseEmulators | null = null;
const stopEmulator = async () => {
  await Promise.all([emulator?.stop(), authEmulator?.stop()]);
  emulator = null;
  authEmulator = null;
};
process.on('SIGINT', () => void stopEmulator().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopEmulator().then(() => process.exit(143)));

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = `${REPORT_DIR}/playwright.json`;

let ok = true;
const missing = emulatorMissing();
if (missing === null) {
  const started = Date.now();
  emulator = await startFirestoreEmulator({
    rulesPath: resolve('firestore.rules'),
    port: portSetting('GATE_FIRESTORE_PORT', 8188),
  });
  process.env.GATE_FIRESTORE_EMULATOR = emulator.hostPort;
  console.log(
    `Firestore emulator for the whole gate on ${emulator.hostPort} (${seconds(started).toFixed(1)} s)`,
  );
  results.push({
    name: 'Firestore emulator',
    startedAt: 0,
    seconds: seconds(started),
    cpu: null,
    status: 'passed',
  });
} else if (process.env.REQUIRE_FIRESTORE_EMULATOR === '1') {
  console.error(`REQUIRE_FIRESTORE_EMULATOR=1 but ${missing}.`);
  ok = false;
} else {
  console.warn(`*** ${missing}: the hosted builds are not made and the Firestore tests will skip. ***`);
}

/**
 * One Auth emulator (the Firebase CLI's) for the whole gate, named in GATE_AUTH_EMULATOR: the hosted walks'
 * server starts Hosting beside it instead of a second Auth (see `authRunning`), and grant-manager's test
 * uses it. Its port is known now, so the hosted build can name it; it starts beside the builds, and the tests
 * wait for it. A step that never runs leaves it to the exit handler startFirebaseEmulators sets.
 */
let authReady: Promise<boolean> | undefined;
const authPort = portSetting('GATE_AUTH_PORT', 9188);
if (missing === null) process.env.GATE_AUTH_EMULATOR = `127.0.0.1:${authPort}`;
if (missing === null && (only.has('vitest') || only.has('playwright'))) {
  const started = Date.now();
  authReady = startFirebaseEmulators({
    // The browser's calls name no project (only an API key): the emulator files them under the project it
    // was started with, so that is the hosted walks' one. Admin calls name theirs (grant-manager's test).
    projectId: HOSTED_PROJECT_ID,
    workDir: '.tmp/gate-auth',
    ports: {
      auth: authPort,
      hub: portSetting('GATE_AUTH_HUB_PORT', 4188),
      logging: portSetting('GATE_AUTH_LOGGING_PORT', 4189),
    },
    anyProject: true,
  }).then(
    (running) => {
      authEmulator = running;
      console.log(
        `Auth emulator for the whole gate on ${running.authHostPort} (${seconds(started).toFixed(1)} s)`,
      );
      return true;
    },
    (error: unknown) => {
      console.error(`The gate's Auth emulator did not start: ${String(error)}`);
      results.push({
        name: 'Auth emulator',
        startedAt: 0,
        seconds: seconds(started),
        cpu: null,
        status: 'failed',
      });
      return false;
    },
  );
}

const BUILDS = [
  'build (embedded)',
  'build (hosted, for the browser tests)',
  'build (hosted:local, for its test)',
];
const STATIC_CHECKS = ['typecheck', 'lint', 'format', 'spell'];
/**
 * The longest chain is the builds, then the browser tests, which wait on their servers and browsers more
 * than they compute: those run at the normal priority and the rest fill the cores they leave idle. The static
 * checks have no time limits and run at the lowest priority from the start; Vitest, whose tests have time
 * limits, starts once the builds (which keep both cores busy) are done, at the browser tests' priority: below
 * it, a test taking longer than its limit on a busy machine failed the gate.
 * `--order phases` runs the static checks and builds, then Vitest, then Playwright, one phase at a time.
 */
const steps: Step[] = [];
if (only.has('static')) {
  steps.push(
    // Both projects in one build (npm run typecheck): the node project reads the app's declarations, so
    // it waits for the app project, and each src file is checked once. In one thread: the gate's other
    // steps keep both cores busy, and TypeScript 7's parallel checkers took 14.6 s of CPU to its 9.5 s.
    { name: 'typecheck', commands: [[process.execPath, TSC, '-b', '--singleThreaded']] },
    { name: 'lint', commands: [npm('lint')] },
    { name: 'format', commands: [npm('format:check')] },
    { name: 'spell', commands: [npm('spell')] },
  );
  for (const step of steps) step.nice = overlap ? 10 : 0;
  steps.push({ name: 'build (embedded)', commands: [tsx('scripts/build.ts', '--no-typecheck')] });
  if (emulator) {
    // The two hosted builds side by side, each in its own folder: one after the other they were the builds'
    // longest chain (46 s, where the embedded build took 34), waiting on emulators as much as computing.
    steps.push(
      {
        name: 'build (hosted, for the browser tests)',
        commands: [tsx('tests/e2e/hosted/serve.ts', '--build-only')],
      },
      {
        name: 'build (hosted:local, for its test)',
        // The script itself on the test's ports (tests/e2e/hosted/hosted-local-ports.ts), as the test starts it.
        commands: [tsx('scripts/firebase/hosted-local.ts', '--build-only')],
        env: HOSTED_LOCAL_ENV,
      },
    );
  }
}
const staticPhase = only.has('static') ? [...STATIC_CHECKS, ...BUILDS] : [];
if (only.has('vitest')) {
  steps.push({
    name: 'vitest',
    commands: [
      [
        process.execPath,
        VITEST,
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${REPORT_DIR}/vitest.json`,
      ],
    ],
    after: overlap ? BUILDS : staticPhase,
    needs: authReady,
  });
}
if (only.has('playwright')) {
  steps.push({
    name: 'playwright',
    commands: [[process.execPath, PLAYWRIGHT, 'test', '--reporter=list,json']],
    // The browser tests serve the builds: with one missing they would only build it again, or fail slowly.
    after: overlap ? BUILDS : [...staticPhase, 'vitest'],
    needs: authReady,
  });
} else console.log('\nPlaywright left out (--only).');

try {
  console.log(`\n=== ${steps.map((step) => step.name).join(', ')} (--order ${flags.order})`);
  ok = (await runSteps(steps)) && ok;
} finally {
  await stopEmulator();
}

printFailures();

console.log('\n=== The gate, step by step (start; wall time; CPU time of the step and all it started)');
// The names' column as wide as the longest name, so the figures stay in columns.
const nameWidth = Math.max(...results.map((result) => result.name.length)) + 1;
for (const { name, startedAt, seconds: wall, cpu, status } of results) {
  const cpuText = cpu === null ? '' : `${cpu.toFixed(1)} s CPU`;
  const statusText = status === 'passed' ? '' : `  ${status.toUpperCase()}`;
  console.log(
    `${name.padEnd(nameWidth)} +${startedAt.toFixed(0).padStart(4)} s ${wall.toFixed(1).padStart(7)} s  ${cpuText.padStart(13)}${statusText}`,
  );
}
const totalCpu = childCpuSeconds();
const totalWall = seconds(gateStarted);
console.log(
  `${'total'.padEnd(nameWidth)} ${''.padStart(7)} ${totalWall.toFixed(1).padStart(7)} s  ${totalCpu === null ? '' : `${totalCpu.toFixed(1)} s CPU`.padStart(13)}`,
);
const phases: PhaseTiming[] = [
  ...results.map((result) => ({
    name: result.name,
    wallMs: result.seconds * 1000,
    cpuMs: (result.cpu ?? 0) * 1000,
    ok: result.status === 'passed',
  })),
  { name: 'total', wallMs: totalWall * 1000, cpuMs: (totalCpu ?? 0) * 1000, ok },
];
writeFileSync(`${REPORT_DIR}/phases.json`, `${JSON.stringify(phases, null, 2)}\n`);
console.log(`The slowest files and tests: npm run gate:report (reads ${REPORT_DIR}).`);
process.exit(ok ? 0 : 1);

/**
 * Repeats, after every step's output, what failed: the tests from the runners' JSON reports (a step's own
 * output may be long and printed minutes earlier), and the end of the output of any other step that failed.
 */
function printFailures(): void {
  const failedSteps = results.filter((result) => result.status === 'failed');
  if (failedSteps.length === 0) return;
  console.log('\n=== What failed');
  const fromReport: Record<string, () => FailedTest[] | null> = {
    vitest: () => readReport('vitest.json', vitestFailures),
    playwright: () => readReport('playwright.json', playwrightFailures),
  };
  for (const step of failedSteps) {
    const tests = fromReport[step.name]?.() ?? null;
    if (tests === null || tests.length === 0) {
      console.log(`[${step.name}] the end of its output:\n${step.outputTail ?? ''}`);
      continue;
    }
    for (const test of tests) {
      console.log(`[${step.name}] ${test.status}: ${test.name}\n${indent(test.error)}`);
    }
  }
}

function readReport<T>(name: string, failures: (report: T) => FailedTest[]): FailedTest[] | null {
  const path = `${REPORT_DIR}/${name}`;
  if (!existsSync(path)) return null;
  try {
    return failures(JSON.parse(readFileSync(path, 'utf8')) as T);
  } catch {
    return null;
  }
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

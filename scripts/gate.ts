/**
 * `npm run check`, the whole gate CI runs, in phases (docs/testing.md, How the gate runs):
 *   1. one Firestore emulator for the run, named in GATE_FIRESTORE_EMULATOR for everything after it;
 *   2. the static checks (types, lint, formatting) side by side with the builds the browser tests serve: the
 *      embedded dist/ and the two hosted builds for the emulators, each made once, stamped, without a second
 *      type check;
 *   3. Vitest; 4. Playwright, which serves those builds without building again.
 * Every static check runs even when another fails; the gate exits non-zero on any failure and prints each
 * step's and phase's wall time (and the CPU time of the processes it waited for, where Linux reports it).
 *
 * For measuring, a part of it alone: `--only static,vitest` (any of static, vitest, playwright; Playwright
 * needs the builds there already), and `--vitest-beside-builds`, which runs Vitest as one more step of the
 * static phase instead of after it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { emulatorMissing, startFirestoreEmulator, type RunningEmulator } from './firebase/emulator';
import { portSetting } from './firebase/firebase-emulators';
import { finishedChildrenCpuMs, type PhaseTiming } from './bench/gate-timings';

interface Step {
  name: string;
  /** Commands run one after another; the step fails at the first that fails. */
  commands: string[][];
}

const results: { phase: string; seconds: number; cpu: number | null; failed: string[] }[] = [];
/** Where the runners' JSON reports and the phases go, for `npm run gate:report` (scripts/bench/gate-report.ts). */
const REPORT_DIR = '.tmp/gate';
const seconds = (since: number) => (Date.now() - since) / 1000;

/** User + system seconds of this process's waited-for children so far (Linux's /proc), or null. */
function childCpuSeconds(): number | null {
  const ms = finishedChildrenCpuMs();
  return ms === null ? null : ms / 1000;
}

function runCommand(args: string[], output: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolveRun) => {
    const [command, ...rest] = args as [string, ...string[]];
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', output);
    child.stderr.on('data', output);
    child.on('error', (error) => {
      output(Buffer.from(`${error.message}\n`));
      resolveRun(1);
    });
    child.on('close', (code) => resolveRun(code ?? 1));
  });
}

/** Runs one step, its output held back and printed whole when it ends (steps side by side stay readable). */
async function runStep(step: Step, live: boolean): Promise<boolean> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  const output = live
    ? (chunk: Buffer) => process.stdout.write(chunk)
    : (chunk: Buffer) => chunks.push(chunk);
  let status = 0;
  for (const command of step.commands) {
    status = await runCommand(command, output);
    if (status !== 0) break;
  }
  if (!live) process.stdout.write(`\n[${step.name}]\n${Buffer.concat(chunks).toString()}`);
  console.log(
    `[${step.name}] ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds(started).toFixed(1)} s`,
  );
  return status === 0;
}

async function phase(name: string, steps: Step[]): Promise<boolean> {
  console.log(`\n=== ${name}: ${steps.map((step) => step.name).join(', ')}`);
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const passed = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)));
  const cpuAfter = childCpuSeconds();
  const failed = steps.filter((_, i) => !passed[i]).map((step) => step.name);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  results.push({ phase: name, seconds: seconds(started), cpu, failed });
  return failed.length === 0;
}

const PHASES = ['static', 'vitest', 'playwright'] as const;
const { values: flags } = parseArgs({
  options: {
    only: { type: 'string', default: PHASES.join(',') },
    'vitest-beside-builds': { type: 'boolean', default: false },
  },
});
const only = new Set(flags.only.split(','));
const unknown = [...only].filter((name) => !(PHASES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`--only takes ${PHASES.join(', ')}; not ${unknown.join(', ')}.`);
  process.exit(2);
}
const besideBuilds = flags['vitest-beside-builds'];

const npm = (script: string) => ['npm', 'run', '--silent', script];
const tsx = (...args: string[]) => [process.execPath, '--import', 'tsx', ...args];

const gateStarted = Date.now();
let emulator: RunningEmulator | null = null;
const stopEmulator = async () => {
  await emulator?.stop();
  emulator = null;
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
  results.push({ phase: 'Firestore emulator', seconds: seconds(started), cpu: null, failed: [] });
} else if (process.env.REQUIRE_FIRESTORE_EMULATOR === '1') {
  console.error(`REQUIRE_FIRESTORE_EMULATOR=1 but ${missing}.`);
  ok = false;
} else {
  console.warn(`*** ${missing}: the hosted builds are not made and the Firestore tests will skip. ***`);
}

try {
  const builds: Step[] = [
    { name: 'build (embedded)', commands: [tsx('scripts/build.ts', '--no-typecheck')] },
  ];
  if (emulator) {
    builds.push({
      name: 'build (hosted, for the emulators)',
      commands: [
        tsx('tests/e2e/hosted/serve.ts', '--build-only'),
        tsx('tests/e2e/hosted/hosted-local-ports.ts'),
      ],
    });
  }
  const vitest: Step = {
    name: 'vitest',
    commands: [
      [
        'npx',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${REPORT_DIR}/vitest.json`,
      ],
    ],
  };
  if (only.has('static')) {
    const staticAndBuilds = await phase(
      besideBuilds ? 'static checks, builds and Vitest' : 'static checks and builds',
      [
        // The two projects as two steps (npm run typecheck runs them one after the other): the type check
        // was the phase's last step, the second project alone on one core while the other stood idle.
        { name: 'typecheck (app)', commands: [['npx', 'tsc', '-p', 'tsconfig.app.json', '--noEmit']] },
        { name: 'typecheck (node)', commands: [['npx', 'tsc', '-p', 'tsconfig.node.json', '--noEmit']] },
        { name: 'lint', commands: [npm('lint')] },
        { name: 'format', commands: [npm('format:check')] },
        { name: 'spell', commands: [npm('spell')] },
        ...builds,
        ...(besideBuilds && only.has('vitest') ? [vitest] : []),
      ],
    );
    ok = staticAndBuilds && ok;
  }
  if (only.has('vitest') && !(besideBuilds && only.has('static')))
    ok = (await phase('Vitest', [vitest])) && ok;
  // The browser tests need the builds; with one missing they would only build it again, or fail slowly.
  const buildsFailed = results.some((result) => result.failed.some((step) => step.startsWith('build')));
  if (!only.has('playwright')) console.log('\nPlaywright left out (--only).');
  else if (buildsFailed) console.error('\nA build failed: the browser tests do not run.');
  else
    ok =
      (await phase('Playwright', [
        { name: 'playwright', commands: [['npx', 'playwright', 'test', '--reporter=list,json']] },
      ])) && ok;
} finally {
  await stopEmulator();
}

console.log('\n=== The gate, phase by phase (wall time; CPU time of the processes it ran)');
for (const { phase: name, seconds: wall, cpu, failed } of results) {
  const status = failed.length > 0 ? `  FAILED: ${failed.join(', ')}` : '';
  const cpuText = cpu === null ? '' : `${cpu.toFixed(1)} s CPU`;
  console.log(`${name.padEnd(28)} ${wall.toFixed(1).padStart(7)} s  ${cpuText.padStart(13)}${status}`);
}
const totalCpu = childCpuSeconds();
console.log(
  `${'total'.padEnd(28)} ${seconds(gateStarted).toFixed(1).padStart(7)} s  ${totalCpu === null ? '' : `${totalCpu.toFixed(1)} s CPU`.padStart(13)}`,
);
const phases: PhaseTiming[] = results.map((result) => ({
  name: result.phase,
  wallMs: result.seconds * 1000,
  cpuMs: (result.cpu ?? 0) * 1000,
  ok: result.failed.length === 0,
}));
writeFileSync(`${REPORT_DIR}/phases.json`, `${JSON.stringify(phases, null, 2)}\n`);
console.log(`The slowest files and tests: npm run gate:report (reads ${REPORT_DIR}).`);
process.exit(ok ? 0 : 1);

/**
 * Where the gate's time goes: its phases (wall and CPU seconds, as the gate recorded them) and the slowest
 * test files and tests of its Vitest and Playwright runs (from their JSON reporters).
 *
 *   npx tsx scripts/bench/gate-report.ts [--dir .tmp/gate] [--top 20]
 *
 * `npm run check` leaves `phases.json`, `vitest.json` and `playwright.json` in `.tmp/gate`; any of them may be
 * missing (a gate stopped early), and what is there is still reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import {
  playwrightTimings,
  vitestTimings,
  type PhaseTiming,
  type TimedItem,
  type PlaywrightReport,
  type VitestReport,
} from './gate-timings';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: '.tmp/gate' }, top: { type: 'string', default: '20' } },
});
const dir = values.dir;
const top = Number(values.top);

function readJson<T>(name: string): T | null {
  const path = join(dir, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

function table(title: string, items: TimedItem[]): void {
  console.log(`\n${title}`);
  if (items.length === 0) {
    console.log('  (no report)');
    return;
  }
  for (const item of items.slice(0, top)) {
    console.log(`${seconds(item.ms)} s  ${relative(process.cwd(), item.name) || item.name}`);
  }
}

const phases = readJson<PhaseTiming[]>('phases.json');
console.log('Phases (wall s, CPU s = user + sys of the phase and every process it started)');
if (!phases) console.log('  (no phases.json)');
for (const phase of phases ?? []) {
  console.log(
    `${seconds(phase.wallMs)} s wall ${seconds(phase.cpuMs)} s CPU  ${phase.name}${phase.ok ? '' : '  (FAILED)'}`,
  );
}

const vitest = readJson<VitestReport>('vitest.json');
const playwright = readJson<PlaywrightReport>('playwright.json');
const v = vitest ? vitestTimings(vitest) : { files: [], tests: [], totalMs: 0 };
const p = playwright ? playwrightTimings(playwright) : { files: [], tests: [], totalMs: 0 };
console.log(
  `\nVitest: ${v.tests.length} tests, ${seconds(v.totalMs).trim()} s of file time; ` +
    `Playwright: ${p.tests.length} tests, ${seconds(p.totalMs).trim()} s of test time`,
);
table(
  `Slowest ${top} files (wall s)`,
  [...v.files, ...p.files].sort((a, b) => b.ms - a.ms),
);
table(
  `Slowest ${top} tests (wall s)`,
  [...v.tests, ...p.tests].sort((a, b) => b.ms - a.ms),
);

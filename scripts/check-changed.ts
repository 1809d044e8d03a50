/**
 * `npm run check:changed`: the engineer's loop, in about a minute for a change of a few files. Types (both
 * projects, incremental), lint and formatting of the files changed since main (committed, staged, edited or
 * new), and their own tests (the changed test files, and x.test.tsx for a changed x.tsx), side by side;
 * `--related` runs every test that imports them instead (`vitest run --changed`, which follows imports).
 * `npm run check` stays the whole gate, which CI runs; this one leaves out the dependency rules, the builds
 * and the browser tests.
 *
 *   tsx scripts/check-changed.ts [BASE] [--related]   (BASE: the branch to compare with, main unless given)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TSC } from './build-warnings';

const argv = process.argv.slice(2);
/** `--related`: every test that imports a changed file, however deep (a shared component: dozens of files). */
const related = argv.includes('--related');
const base = argv.find((arg) => !arg.startsWith('--')) ?? 'main';
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const since = git('merge-base', 'HEAD', base);
const changed = [
  ...git('diff', '--name-only', '--diff-filter=d', since).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter((path) => path !== '' && existsSync(path));
const lintable = changed.filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path));
const TEST = /\.test\.tsx?$/;
/**
 * The changed test files and the tests named after a changed file (x.tsx: x.test.tsx, x.dom.test.ts, ...):
 * the tests of what was edited, in seconds. The gate runs the rest.
 */
const ownTests = [
  ...new Set(
    lintable.flatMap((path) => {
      if (TEST.test(path)) return [path];
      const stem = path.replace(/\.(ts|tsx|js|mjs|cjs)$/, '');
      return ['.test.ts', '.test.tsx', '.dom.test.ts']
        .map((ending) => stem + ending)
        .filter((test) => existsSync(test));
    }),
  ),
];

console.log(`${changed.length} file(s) changed since ${base} (${since.slice(0, 8)}).`);
const started = Date.now();

function step(name: string, command: string[]): Promise<boolean> {
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const [program, ...args] = command as [string, ...string[]];
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const took = ((Date.now() - stepStarted) / 1000).toFixed(1);
      // A passing step's output is noise in a loop run many times an hour: only a failure shows its own.
      if (code !== 0) process.stdout.write(`\n[${name}]\n${output}`);
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${took} s`);
      resolve(code === 0);
    });
  });
}

const steps = [
  // Both projects, the app's first (the node project reads its declarations): `tsc -b` skips what is current.
  step('types', [process.execPath, TSC, '-b']),
];
if (related)
  steps.push(step('vitest (related)', ['npx', 'vitest', 'run', '--changed', since, '--passWithNoTests']));
else if (ownTests.length > 0) steps.push(step('vitest (own tests)', ['npx', 'vitest', 'run', ...ownTests]));

if (lintable.length > 0) {
  steps.push(
    step('lint', ['npx', 'oxlint', '--max-warnings=0', '--report-unused-disable-directives', ...lintable]),
  );
}
if (changed.length > 0) {
  steps.push(step('format', ['npx', 'oxfmt', '--check', '--no-error-on-unmatched-pattern', ...changed]));
}
const passed = (await Promise.all(steps)).every(Boolean);
console.log(
  `check:changed ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(passed ? 0 : 1);

/**
 * `npm run build`: type check, client build, prerender, one after another, each step's output shown as it
 * comes. The build prints no warnings (issue: a newcomer reads them as errors), so the output of every step
 * is compared against that empty list and the build fails on the first line that reads as one, quoting it.
 * A finished build is stamped with its inputs' digest (build-stamp.ts), so `npm start` serves it as it is.
 *
 *   tsx scripts/build.ts [--no-typecheck]   (the gate type-checks beside the build, not in it)
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputsDigest, STAMP_FILE } from './build-stamp';
import { buildWarnings, TSC, TSX } from './build-warnings';

// Each tool's own entry file, run by this same Node: no shell, and the same on every platform.
const STEPS: string[][] = [
  ...(process.argv.includes('--no-typecheck') ? [] : [[TSC, '-b', 'tsconfig.app.json']]),
  ['node_modules/vite/bin/vite.js', 'build'],
  [TSX, 'scripts/prerender.ts'],
  // The server as JavaScript for `npm start` (scripts/build-server.ts).
  [TSX, 'scripts/build-server.ts'],
];
// Taken before the build: a file edited while it runs makes the next start build again.
const digest = inputsDigest(process.cwd(), process.env);

function run(args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

for (const step of STEPS) {
  const { status, output } = await run(step);
  if (status !== 0) process.exit(status);
  const warnings = buildWarnings(output);
  if (warnings.length > 0) {
    console.error(
      `\nThe build printed ${warnings.length} warning line(s); it is meant to print none. Fix each at its ` +
        `cause:\n${warnings.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
}
writeFileSync(join(process.cwd(), STAMP_FILE), `${digest}\n`);

/**
 * `npm start`: builds the site when the build's inputs changed since the last successful build (see
 * build-stamp.ts; the build stamps dist/ with their digest), then starts the server in this same process (one
 * TypeScript loader instead of two keeps an unchanged start within a few seconds).
 */
import { spawnSync } from 'node:child_process';
import { buildDecision, inputsDigest, readStamp } from './build-stamp';
import { TSX } from './build-warnings';

const root = process.cwd();
// Piped, stdout carries the server's JSON log lines only: what this script and the build say goes to stderr.
const say = process.stdout.isTTY ? console.log : console.error;
const decision = buildDecision(readStamp(root), inputsDigest(root, process.env));
if (decision === 'unchanged') {
  say('The build in dist/ is current: starting without building.');
} else {
  say(decision === 'no-stamp' ? 'No finished build in dist/: building.' : 'Sources changed: building.');
  // The build script itself rather than `npm run build`: npm adds its own notices to what a newcomer reads.
  const result = spawnSync(process.execPath, [TSX, 'scripts/build.ts'], {
    stdio: ['ignore', process.stdout.isTTY ? 'inherit' : process.stderr, 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../server/main');

/**
 * `npm start`: builds the site when the build's inputs changed since the last successful build (see
 * build-stamp.ts; the build stamps dist/ with their digest), then starts the server the build made
 * (runServer, below).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildDecision, inputsDigest, readStamp } from './build-stamp';
import { TSX } from './build-warnings';
import { runServer, SERVER_ENTRY } from './run-server';

const root = process.cwd();
// Piped, stdout carries the server's JSON log lines only: what this script and the build say goes to stderr.
const say = process.stdout.isTTY ? console.log : console.error;
// A build without its server (dist-server/ removed since) counts as no build.
const decision = existsSync(SERVER_ENTRY)
  ? buildDecision(readStamp(root), inputsDigest(root, process.env))
  : 'no-stamp';
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
runServer(SERVER_ENTRY);

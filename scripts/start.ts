/**
 * `npm start`: builds the site when the build's inputs changed since the last successful build (see
 * build-stamp.ts) and stamps dist/ with their digest, then starts the server in this same process (one
 * TypeScript loader instead of two keeps an unchanged start within a few seconds).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDecision, inputsDigest, readStamp, STAMP_FILE } from './build-stamp';
import { TSX } from './build-warnings';

const root = process.cwd();
// The digest is taken before the build: a file edited while it runs makes the next start build again.
const digest = inputsDigest(root, process.env);
const decision = buildDecision(readStamp(root), digest);
if (decision === 'unchanged') {
  console.log('The build in dist/ is current: starting without building.');
} else {
  console.log(
    decision === 'no-stamp' ? 'No finished build in dist/: building.' : 'Sources changed: building.',
  );
  // The build script itself rather than `npm run build`: npm adds its own notices to what a newcomer reads.
  const result = spawnSync(process.execPath, [TSX, 'scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(join(root, STAMP_FILE), `${digest}\n`);
}
await import('../server/main');

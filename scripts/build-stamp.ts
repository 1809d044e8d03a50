/**
 * Whether `npm start` must build first. The build's inputs (the client sources, the public folder, the
 * prerender script, the server code (run by the prerender, and built into dist-server/), the configs, the
 * lock file, the .env files Vite reads and the VITE_ variables of the environment) are reduced to one SHA-256 digest; a successful build writes that
 * digest into dist/. A later start builds again only when the digest differs, or when there is no stamp
 * (a fresh clone, a failed build: `vite build` empties dist/ first, so a build that stops half-way leaves
 * none). Contents are hashed rather than modification times compared, so a checkout that touches every
 * file without changing one does not cost a build, and an edit made within the same second still counts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders whose every file (tests aside) goes into the build. */
export const INPUT_FOLDERS = ['src', 'public', 'server'];
/** Single files that shape the build; missing ones count as missing, which is part of the digest too. */
export const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/emulator-build-guard.ts',
  'scripts/build-server.ts',
  // vite.config.ts's plugins of our own (build-stamp.test.ts checks that each it imports is here).
  'scripts/page-loader-plugin.ts',
  'scripts/metric-clones-plugin.ts',
  'scripts/weight-metrics-plugin.ts',
  // The .env files Vite loads for a production build.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
/** The stamp, inside the build it describes (dotfiles are never served). */
export const STAMP_FILE = 'dist/.build-stamp';

// Tests are never bundled: editing one must not cost a build.
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

function filesUnder(root: string, folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(folder, entry))
    .filter((path) => !isTestFile(path) && statSync(join(root, path)).isFile());
}

/**
 * Every input file of the build under `root`, as sorted relative paths with forward slashes; `extraFiles`
 * are a build's own further inputs (a hosted build's scripts and the .env files of its mode).
 */
export function buildInputs(root: string, extraFiles: string[] = []): string[] {
  const tsconfigs = readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name));
  return [
    ...INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder)),
    ...INPUT_FILES,
    ...extraFiles,
    ...tsconfigs,
  ]
    .map((path) => relative(root, join(root, path)).split(sep).join('/'))
    .sort();
}

/** One digest of the build's inputs under `root` and the VITE_ variables in `env`. */
export function inputsDigest(root: string, env: NodeJS.ProcessEnv, extraFiles: string[] = []): string {
  const hash = createHash('sha256');
  for (const path of [...new Set(buildInputs(root, extraFiles))]) {
    const absolute = join(root, path);
    hash.update(`${path}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '\0missing');
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`env ${name}=${env[name] ?? ''}\0`);
  }
  return hash.digest('hex');
}

export type BuildDecision = 'no-stamp' | 'changed' | 'unchanged';

/** Compare the stamp left by the last successful build (null when there is none) with today's digest. */
export function buildDecision(stamp: string | null, digest: string): BuildDecision {
  if (stamp === null) return 'no-stamp';
  return stamp.trim() === digest ? 'unchanged' : 'changed';
}

/** The stamp under `root` (`stampFile`: another build's), or null when no successful build left one. */
export function readStamp(root: string, stampFile = STAMP_FILE): string | null {
  const path = join(root, stampFile);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/**
 * A hosted build pointed at a local Firestore emulator, made the way npm run build:firebase makes the deployed
 * one (the same configuration check, Vite build and prerender), but into a folder of its own: the emulator
 * build guard refuses dist-firebase, the folder firebase deploy ships. Used by npm run hosted:local and the
 * hosted end-to-end server.
 *
 * Like `npm start`, it builds only when the build's inputs changed (build-stamp.ts): the digest covers the
 * sources, the scripts below, the .env files of the mode and every VITE_ setting the build bakes in (the
 * project, the emulator's address, the site's origin), so a build made for other ports is never reused. The
 * calendar feeds are not part of it: they are the listings on the emulator now, written on every start.
 *
 * The build is made beside outDir and moved into place whole at the end: the Hosting emulator, already
 * running, serves outDir as it finds it, so a half-made build must never be there to be served (nor a stale
 * one, which is removed first: until the new one lands, every address answers 404).
 */
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDecision, inputsDigest, readStamp, type BuildDecision } from '../build-stamp';
import { hostedEnvCheck } from './check-env';

export interface EmulatorBuildOptions {
  /** Vite mode: picks the .env.[mode] files, so a developer's .env.firebase never leaks in. */
  mode: string;
  outDir: string;
  projectId: string;
  /** "127.0.0.1:PORT" of the running emulator. */
  emulatorHostPort: string;
  /** The origin the build will be served from (canonical links, e-mail links). */
  siteUrl: string;
  /** Further VITE_* settings (a fake API key, the notice recipient). */
  env?: Record<string, string>;
  quiet?: boolean;
}

/** The scripts a hosted build runs besides the embedded build's own inputs. */
const HOSTED_BUILD_SCRIPTS = [
  'scripts/firebase/emulator-build.ts',
  'scripts/firebase/check-env.ts',
  'scripts/firebase/bundle-check.ts',
  'scripts/firebase/published-content.ts',
];

function buildEnv(options: EmulatorBuildOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_PROJECT_ID: options.projectId,
    VITE_FIREBASE_EMULATOR_HOST: options.emulatorHostPort,
    // A developer's .env.local must not send the local site's messages elsewhere.
    VITE_CONTACT_FORM_ENDPOINT: '',
    VITE_SITE_URL: options.siteUrl,
    ...options.env,
  };
}

/** `env`'s settings that have a value, as loadEnv gives them. */
const definedOnly = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

const stampFile = (options: EmulatorBuildOptions) => join(options.outDir, '.build-stamp');

/** The digest of everything that shapes this build, the mode included. */
export function emulatorBuildDigest(root: string, options: EmulatorBuildOptions): string {
  const { mode } = options;
  return inputsDigest(root, { ...buildEnv(options), VITE_BUILD_MODE: mode }, [
    ...HOSTED_BUILD_SCRIPTS,
    `.env.${mode}`,
    `.env.${mode}.local`,
  ]);
}

/** Whether the build in outDir (under `root`) was made from today's inputs, without building. */
export function emulatorBuildDecision(root: string, options: EmulatorBuildOptions): BuildDecision {
  return buildDecision(readStamp(root, stampFile(options)), emulatorBuildDigest(root, options));
}

// Each step in this same Node (tsx's loader, Vite's own entry): npx and the tsx command would start two more
// processes a step.
const tsx = (...args: string[]) => ['--import', 'tsx', ...args];
const vite = (...args: string[]) => ['node_modules/vite/bin/vite.js', ...args];

function run(args: string[], options: EmulatorBuildOptions, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { env, stdio: options.quiet ? 'ignore' : 'inherit' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
}

/**
 * Builds into outDir unless the stamped build there is current; says which it did. The emulator must be
 * running: the prerender bakes in the published Site content it reads from it.
 */
export async function ensureEmulatorBuild(options: EmulatorBuildOptions): Promise<BuildDecision> {
  const root = process.cwd();
  // Taken before building: a file edited while the build runs makes the next start build again.
  const digest = emulatorBuildDigest(root, options);
  const decision = buildDecision(readStamp(root, stampFile(options)), digest);
  const say = (line: string) => options.quiet || console.log(line);
  if (decision === 'unchanged') {
    say(`The hosted build in ${options.outDir} is current: serving it without building.`);
    return decision;
  }
  say(
    `${decision === 'no-stamp' ? 'No finished hosted build' : 'Sources changed'}: building the hosted site ` +
      `for the emulators into ${options.outDir} ...`,
  );
  const env = buildEnv(options);
  const { mode } = options;
  // check-env.ts's check, here rather than in a Node of its own: what Vite's loadEnv would read in a process
  // with `env` (the settings above override the .env files, as they would there). Vite is loaded only to build.
  const { loadEnv } = await import('vite');
  const check = hostedEnvCheck({ ...loadEnv(mode, root, ''), ...definedOnly(env) }, mode, { deploy: false });
  if (!check.ok) throw new Error(check.problems);
  if (check.warning) say(check.warning);
  say(check.summary);
  const outDir = `${options.outDir}.building`;
  rmSync(options.outDir, { recursive: true, force: true });
  for (const args of [
    vite('build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'),
    // The pages as HTML, as npm run build:firebase makes them.
    tsx('scripts/prerender.ts', '--mode', mode, '--outDir', outDir),
    // What the deploy build checks of the first load, but the budget (reported, not failed on here).
    tsx('scripts/firebase/bundle-check.ts', '--structure', outDir),
  ]) {
    run(args, options, env);
  }
  writeFileSync(join(outDir, '.build-stamp'), `${digest}\n`);
  // The server bundle moves with the build: the feeds step renders the date page shells from it.
  rmSync(`${options.outDir}-ssr`, { recursive: true, force: true });
  renameSync(`${outDir}-ssr`, `${options.outDir}-ssr`);
  renameSync(outDir, options.outDir);
  return decision;
}

/**
 * The calendar feeds and each upcoming date's share picture and page head, from the emulator's listings as
 * they are now (load the data first).
 */
export function writeEmulatorFeeds(options: EmulatorBuildOptions): void {
  const { mode, outDir } = options;
  run(tsx('scripts/firebase/write-feeds.ts', '--mode', mode, '--outDir', outDir), options, buildEnv(options));
}

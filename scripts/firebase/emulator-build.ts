/**
 * A hosted build pointed at a local Firestore emulator, made the way npm run build:firebase makes the deployed
 * one (the same configuration check, Vite build and prerender), but into a folder of its own: the emulator
 * build guard refuses dist-firebase, the folder firebase deploy ships. Used by npm run hosted:local and the
 * hosted end-to-end server.
 *
 * The build is made beside outDir and moved into place whole at the end: the Hosting emulator, already
 * running, serves outDir as it finds it, so a half-made build must never be there to be served (nor a stale
 * one, which is removed first: until the new one lands, every address answers 404).
 */
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';

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

export function buildForEmulator(options: EmulatorBuildOptions): void {
  const env = {
    ...process.env,
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_PROJECT_ID: options.projectId,
    VITE_FIREBASE_EMULATOR_HOST: options.emulatorHostPort,
    // A developer's .env.local must not send the local site's messages elsewhere.
    VITE_CONTACT_FORM_ENDPOINT: '',
    VITE_SITE_URL: options.siteUrl,
    ...options.env,
  };
  const { mode } = options;
  const outDir = `${options.outDir}.building`;
  rmSync(options.outDir, { recursive: true, force: true });
  for (const args of [
    ['tsx', 'scripts/firebase/check-env.ts', '--mode', mode],
    ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // The pages as HTML, as npm run build:firebase makes them.
    ['tsx', 'scripts/prerender.ts', '--mode', mode, '--outDir', outDir],
    // The calendar feeds, from the emulator's listings as they are now (load the data before building).
    ['tsx', 'scripts/firebase/write-feeds.ts', '--mode', mode, '--outDir', outDir],
    // What the deploy build checks of the first load, but the budget (reported, not failed on here).
    ['tsx', 'scripts/firebase/bundle-check.ts', '--structure', outDir],
  ]) {
    const run = spawnSync('npx', args, { env, stdio: options.quiet ? 'ignore' : 'inherit' });
    if (run.status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
  }
  renameSync(outDir, options.outDir);
}

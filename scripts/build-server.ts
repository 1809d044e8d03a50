/**
 * The embedded server as JavaScript (`npm run build`'s last step): server/main.ts and what it imports of ours,
 * bundled by esbuild into dist-server/main.js, the packages left to node_modules. `npm start` runs it with plain
 * Node, so the process that serves visitors carries no TypeScript loader (tsx stays for development and
 * scripts). The files the server finds beside its own module at run time (the migrations, the critical-CSS
 * worker) are copied next to the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_OUT_DIR } from './run-server';

/** Read at run time relative to their module (new URL(..., import.meta.url)), so placed beside the bundle. */
const BESIDE_THE_BUNDLE: [from: string, to: string][] = [
  ['server/db/migrations', 'migrations'],
  ['server/pages/critical-css-worker.mjs', 'critical-css-worker.mjs'],
];

export async function buildServer(outDir = SERVER_OUT_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: 'server/main.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The hotel widget's page is rendered from JSX (src/render/hotel-widget.tsx), as the client's is.
    jsx: 'automatic',
    // Stack traces in the log name the TypeScript lines (start.ts runs Node with --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [from, to] of BESIDE_THE_BUNDLE) cpSync(from, `${outDir}/${to}`, { recursive: true });
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) await buildServer();

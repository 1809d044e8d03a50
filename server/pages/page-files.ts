/** Where the prerender (scripts/prerender.ts) puts each file, shared with the servers that read them. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOW_PATHS } from '../../src/domain/paths';
import type { ShowKey } from '../../src/domain/shows';

/** The built index.html before any page went into it, kept beside the server bundle. */
export const TEMPLATE_FILE = 'template.html';
/** Vite's client manifest, copied beside the server bundle: which CSS and chunks each page needs. */
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';
/** The single-page-app fallback for paths that have no file (firebase.json rewrites to it). */
export const SHELL_FILE = 'app-shell.html';
/**
 * The shell for a show's date pages (`/titanic/2026-12-04-the-grand-hotel`) on a static host: indexable, and
 * sharing the show's picture (firebase.json rewrites each show's date addresses to its own).
 */
export const datePageShellFile = (show: ShowKey) =>
  `date-page-shell-${SHOW_PATHS[show].slice(1).toLowerCase()}.html`;

/**
 * The CSP sources of each page's inline critical CSS, by file name, as the critical-CSS step reported them
 * (docs/decisions/0038-critical-css-inlined.md): the embedded server sends them with the page, a hosted
 * build puts them in firebase.json. A dot file: neither server sends it.
 */
export const STYLE_HASHES_FILE = '.style-hashes.json';
export type StyleHashes = Record<string, readonly string[]>;

export const writeStyleHashes = (dir: string, hashes: StyleHashes) =>
  writeFileSync(join(dir, STYLE_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);

/** None for a build made before the file was (its pages' inline styles are then not allowed). */
export function readStyleHashes(dir: string): StyleHashes {
  const file = join(dir, STYLE_HASHES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StyleHashes) : {};
}

/** `/` -> index.html, `/titanic` -> titanic.html (what Firebase Hosting's cleanUrls serves for /titanic). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

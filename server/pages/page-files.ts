/** Where the prerender (scripts/prerender.ts) puts each file, shared with the servers that read them. */

/** The built index.html before any page went into it, kept beside the server bundle. */
export const TEMPLATE_FILE = 'template.html';
/** Vite's client manifest, copied beside the server bundle: which CSS and chunks each page needs. */
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';
/** The single-page-app fallback for paths that have no file (firebase.json rewrites to it). */
export const SHELL_FILE = 'app-shell.html';
/** The shell for date pages (`/titanic/2026-12-04-the-grand-hotel`) on a static host: indexable. */
export const DATE_PAGE_SHELL_FILE = 'date-page-shell.html';

/** `/` -> index.html, `/titanic` -> titanic.html (what Firebase Hosting's cleanUrls serves for /titanic). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/**
 * Imported first by a build step that renders pages outside Vite's build (write-feeds.ts): React's
 * production build, as the prerender gets it (Vite's build sets NODE_ENV there). Its development build
 * renders the same HTML more slowly and, on Node 20, warns of an "empty buffer" on every run.
 */
process.env.NODE_ENV ??= 'production';

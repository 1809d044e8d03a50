import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_COPY } from '../src/content/forms';
import { notFound, sendError } from './errors';
import { SITE_FILES, type PageServer } from './pages/page-server';
import { plainPage } from './pages/plain-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT =
  'The site has not been built yet. Run `npm run build` (or `npm start`, which builds and then serves).\n' +
  'The JSON API under /api works meanwhile.\n';

function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  // Vite puts a content hash in every name under assets/: a changed file gets a new name, so cache forever.
  if (path.startsWith('assets/')) return IMMUTABLE;
  // Pages name the current hashed assets: always revalidate, or a deploy would be half-seen.
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** `path` without its trailing slashes. A loop, not /\/+$/: that regex is quadratic on a run of slashes. */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

/** True when the last segment has an extension other than .html (a file, not a page: /logo.svg, /a.js). */
function namesAFile(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return false;
  const extension = name.slice(dot + 1);
  return extension.toLowerCase() !== 'html' && /^[a-z0-9]+$/i.test(extension);
}

/**
 * Without the server bundle (a bare `vite build`), a page prerendered at build time
 * (`/titanic` -> titanic.html) or null. Resolved inside the root only, so `..` cannot reach other files.
 */
function prerenderedPage(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = trimTrailingSlashes(decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  // Names starting with a dot (.vite/manifest.json, .env) are never served, as pages or files.
  if (decoded === '' || decoded.includes('/.')) return null;
  const file = resolve(root, `.${decoded}.html`);
  return file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()
    ? relative(root, file)
    : null;
}

/**
 * Serves the built site from `staticDir`: files as they are, and every page path as HTML with its content
 * through the page server (server/pages/page-server.ts). Without a server bundle, pages fall back to the
 * prerendered file or index.html, and the browser's router shows the page.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string,
  pages: PageServer | null,
): Promise<void> {
  const root = resolve(staticDir);
  const built = existsSync(resolve(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      // The build writes .br and .gz copies beside each text file (vite.config.ts): sent when the browser
      // accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Build metadata (.vite/manifest.json) and any other dotfile answer 404, as if absent.
      dotfiles: 'ignore',
      cacheControl: false,
      // Pages and the sitemap go through the page server (their origin is set at start-up), never as files;
      // a page path (no extension) goes there without a look at the disk, which cost a cached page most of
      // its time.
      index: pages ? false : undefined,
      allowedPath: (path) => pages === null || (namesAFile(path) && !SITE_FILES[path]),
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(root, file));
        // Caches between us and the browser must keep the brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  // The home page is a page like any other (the static plugin would send the directory's index.html).
  if (built && pages) app.get('/', (request, reply) => pages.send(request, reply, '/'));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    // A missing file (a hashed asset, an image) must not be answered with HTML: the browser would report a
    // MIME error rather than a 404. Page paths have no file extension.
    // A dot segment (/.vite/, /.env) is never a page or a file of ours: 404, not the app shell.
    const isMissingFile =
      path.startsWith('/assets/') ||
      path.includes('/.') ||
      (namesAFile(path) && !(pages && SITE_FILES[path]));
    // A visitor's form sent while its page was still loading, before the page loader could hold it, posts to
    // its own page (SubmissionForm's method="post"), which takes no forms: a page that says so, not a JSON 404.
    if (request.method === 'POST' && !path.startsWith('/api') && !isMissingFile) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sentTooEarlyPage(request.url));
    }
    if (!isPageRequest || path === '/api' || isMissingFile) {
      return sendError(
        reply,
        notFound(`No such ${path.startsWith('/api') ? 'API route' : 'file'}: ${request.method} ${path}`),
      );
    }
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    if (pages) return pages.send(request, reply, path);
    return reply.sendFile(prerenderedPage(root, path) ?? 'index.html');
  });
}

/** What a form sent while its page was still loading gets back (the words: FORM_COPY.sentTooEarly). */
function sentTooEarlyPage(url: string): string {
  const words = FORM_COPY.sentTooEarly;
  // Back to the form's page, query and all; never a link that leaves the site (`//host/...`).
  const page = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return plainPage({
    title: words.title,
    heading: words.title,
    paragraphs: [words.lead, words.back],
    link: { href: page, text: words.again },
  });
}

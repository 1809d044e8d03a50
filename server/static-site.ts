import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendError } from './errors';

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

/**
 * A page prerendered at build time (`/titanic` -> titanic/index.html or titanic.html), or null.
 * Resolved inside the root only, so `..` cannot reach other files.
 */
function prerenderedPage(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath).replace(/\/+$/, '');
  } catch {
    return null;
  }
  if (decoded === '') return null;
  for (const candidate of [`${decoded}/index.html`, `${decoded}.html`]) {
    const file = resolve(root, `.${candidate}`);
    if (file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile())
      return relative(root, file);
  }
  return null;
}

/**
 * Serves the built site from `staticDir` with a single-page-app fallback: any GET outside /api that is not a
 * file gets index.html, so the browser's router shows the page (or its own not-found page).
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const built = existsSync(resolve(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      // The build writes .br and .gz copies beside each text file (vite.config.ts): sent when the browser
      // accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(root, file));
        // Caches between us and the browser must keep the brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    // A missing file (a hashed asset, an image) must not be answered with HTML: the browser would report a
    // MIME error rather than a 404. Page paths have no file extension.
    const isMissingFile = path.startsWith('/assets/') || /\.(?!html$)[a-z0-9]+$/i.test(path);
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
    return reply.sendFile(prerenderedPage(root, path) ?? 'index.html');
  });
}

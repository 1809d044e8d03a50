/**
 * A small stand-in for Firebase Hosting: serves a hosted build with firebase.json's own headers (CSP,
 * caching) and its SPA rewrite, so the end-to-end run checks the site under the policy it will be deployed
 * with. Only what our firebase.json uses is supported: header globs, cleanUrls, `regex` rewrites (date
 * pages' shell) and a `**` rewrite.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

interface HostingConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites: ({ source: string; destination: string } | { regex: string; destination: string })[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Firebase Hosting's globs, as far as we use them: `**`, `*` and a leading `/`. */
export function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\//, '')
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '**'
          ? '.*'
          : part === '*'
            ? '[^/]*'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}$`);
}

/** The response headers firebase.json gives a path; a later rule overrides an earlier one, key by key. */
export function headersFor(config: HostingConfig, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of config.headers) {
    if (globToRegExp(rule.source).test(path.replace(/^\//, ''))) {
      for (const { key, value } of rule.headers) out[key] = value;
    }
  }
  return out;
}

export function serveHosting(options: {
  root: string;
  port: number;
  /** Origins to add to connect-src (the local emulator, which a deployed site never calls). */
  extraConnectSrc?: string[];
}): Promise<Server> {
  const config = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: HostingConfig }).hosting;
  const root = resolve(options.root);
  const fileAt = (path: string): string | null => {
    const full = normalize(join(root, path));
    if (!full.startsWith(root)) return null;
    for (const candidate of [full, `${full}.html`, join(full, 'index.html')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  };

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const fallback = config.rewrites.find((rewrite) =>
      'regex' in rewrite ? new RegExp(rewrite.regex).test(path) : rewrite.source === '**',
    )?.destination;
    const file = fileAt(path) ?? (fallback ? fileAt(fallback) : null);
    const headers = headersFor(config, path);
    if (options.extraConnectSrc?.length && headers['Content-Security-Policy']) {
      headers['Content-Security-Policy'] = headers['Content-Security-Policy'].replace(
        'connect-src',
        `connect-src ${options.extraConnectSrc.join(' ')}`,
      );
    }
    if (!file) {
      res.writeHead(404, headers).end('Not found');
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  // A port already in use is an error the caller can word (and clean up after), not a crash.
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveServer(server));
  });
}

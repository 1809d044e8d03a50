/**
 * Build report: the gzipped JavaScript and CSS a first visit to each route downloads (the entry, the route's
 * page chunk and everything they import statically). Run after `vite build`:
 *   npx tsx scripts/bundle-report.ts [dist]
 * The budget (docs/product.md, Budgets): a show page at most 110 KB gzipped embedded, 150 KB hosted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The chunk and every chunk it imports statically (what the browser must fetch before it runs). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${dist}/.vite/manifest.json`);

// In hosted mode main.tsx loads the firebase adapter before the first render: it is first-load code too.
const adapterKey = manifest[entryKey]?.dynamicImports?.find((key) => key.includes('data/firebase/'));
const adapterChunks = adapterKey ? staticClosure(adapterKey) : new Set<string>();

const PAGES: Record<string, string> = {
  '/': 'src/pages/home/home-page.tsx',
  '/titanic (show page)': 'src/pages/shows/titanic-page.tsx',
  '/contact': 'src/pages/contact/contact-page.tsx',
  '/eventContact': 'src/pages/host-event/host-event-page.tsx',
  '/team': 'src/pages/team/team-page.tsx',
  '/dashboard (signed out)': 'src/pages/dashboard/dashboard-page.tsx',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** docs/product.md, Budgets: a show page's first-load JavaScript, embedded (the hosted one is bundle-check's). */
const SHOW_PAGE = '/titanic (show page)';
const SHOW_PAGE_BUDGET_KB = 110;
let showPageJs: number | null = null;
const rows: string[][] = [];
for (const [route, source] of Object.entries(PAGES)) {
  if (!manifest[source]) continue;
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(source), ...adapterChunks]);
  const files = [...chunks].flatMap((key) => manifest[key] ?? []);
  const js = files.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0);
  const css = [...new Set(files.flatMap((chunk) => chunk.css ?? []))].reduce(
    (sum, file) => sum + gzipSize(file),
    0,
  );
  if (route === SHOW_PAGE) showPageJs = js;
  rows.push([route, kb(js), kb(css), String(chunks.size)]);
}

const header = ['route', 'first-load JS (gzip)', 'CSS (gzip)', 'chunks'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(`Build report for ${dist}`);
console.log(line(header));
for (const row of rows) console.log(line(row));
if (showPageJs !== null) {
  const over = showPageJs / 1024 - SHOW_PAGE_BUDGET_KB;
  console.log(
    `Show page first-load JS: ${kb(showPageJs)} gzipped, budget ${SHOW_PAGE_BUDGET_KB} KB: ` +
      (over > 0 ? `OVER by ${over.toFixed(1)} KB` : 'within'),
  );
}

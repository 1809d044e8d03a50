/**
 * What each brotli quality costs and saves on the built site's pages, as the server compresses them (the first
 * request of each page, and of each page rendered per request or again after an edit, waits for it):
 * the pages' total compressed bytes and the median time of one pass over all of them, gzip beside them.
 * Usage: npx tsx scripts/bench/page-compression.ts [built folder, default dist] [passes, default 5]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY } from '../../server/pages/prepared-response';
import { median } from './lighthouse-table';

const dir = process.argv[2] ?? 'dist';
const passes = Number(process.argv[3] ?? 5);
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => readFileSync(join(dir, file)));
if (pages.length === 0) throw new Error(`No pages in ${dir}: build the site first (npm run build).`);
const plainBytes = pages.reduce((sum, page) => sum + page.length, 0);

type Encoding = [name: string, compress: (page: Buffer) => Buffer];
const encodings: Encoding[] = [
  ...[4, 5, 6, 7, 9, 11].map((quality): Encoding => [
    `brotli ${quality}${quality === BROTLI_QUALITY ? ' (the server’s)' : ''}`,
    (page) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  ]),
  ['gzip 9', (page) => gzipSync(page, { level: 9 })],
];

console.log(`${pages.length} pages in ${dir}, ${plainBytes} bytes; ${passes} passes each\n`);
console.log('| encoding | bytes | one pass (median ms) |\n|---|---|---|');
for (const [name, compress] of encodings) {
  let bytes = 0;
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const started = performance.now();
    bytes = pages.reduce((sum, page) => sum + compress(page).length, 0);
    times.push(performance.now() - started);
  }
  console.log(`| ${name} | ${bytes} | ${median(times).toFixed(0)} |`);
}

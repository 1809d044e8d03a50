/**
 * Checks a hosted build (run by `npm run build:firebase` after vite build; or `tsx scripts/firebase/bundle-check.ts DIR`):
 * - no public page can reach Firebase Auth through static imports (it must stay behind the dynamic import
 *   in src/data/firebase/manager-session.ts);
 * - the show page's first load carries no zod (schemas check a manager's or a visitor's input, loaded with
 *   the form or the dashboard: one value import of src/domain/venue.ts once added 25 KB), and a visitor's
 *   count, which every public page makes after it loads, only zod's small build;
 * - a visitor's reads (src/data/firebase/public-port.ts) reach no Firebase SDK through static imports: they
 *   go over Firestore's REST API (docs/decisions/0037-visitors-read-firestore-over-rest.md);
 * - each public page's first-load JavaScript, counting the Firestore REST client it fetches for its listings,
 *   stays within the hosted budget (150 KB gzipped; docs/product.md, Budgets). The show page is the one the
 *   budget names; every other public page is held to the same number.
 *
 * `--pages` prints every public page's first load. `--structure` checks all but the budget and prints the
 * size without failing on it: the hosted end-to-end build runs it (scripts/firebase/emulator-build.ts), so CI
 * catches a structural regression at once, while the budget itself stays a failure of the deploy build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_KB = 150;
const structureOnly = process.argv.includes('--structure');
const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist-firebase';
// zod's own class names: present in a chunk that holds the library, absent from one that only configures it.
const ZOD_MARKERS = ['$ZodType', 'ZodError'];
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const showPage = 'src/pages/shows/titanic-page.tsx';
const adapter = 'src/data/firebase/firebase-adapter.ts';
const storeClient = 'src/data/firebase/public-port.ts';
const auth = 'src/data/firebase/auth-sdk.ts';
if (!entryKey) throw new Error(`No entry chunk in ${dist}'s manifest`);
const entry: string = entryKey;
for (const key of [showPage, adapter, storeClient, auth]) {
  if (!manifest[key])
    throw new Error(`${key} is not in ${dist}'s manifest: was it built with VITE_BACKEND=firebase?`);
}

const problems: string[] = [];
const publicKeys = Object.keys(manifest).filter(
  (key) => key.startsWith('src/pages/') && !key.includes('dashboard'),
);
for (const page of [entry, ...publicKeys]) {
  if (closure(page).has(auth)) problems.push(`${page} imports Firebase Auth statically`);
}

/** What a page's first load fetches: the entry, the page, the hosted adapter and the REST client. */
const firstLoad = (page: string) =>
  new Set([...closure(entry), ...closure(page), ...closure(adapter), ...closure(storeClient)]);
const chunks = firstLoad(showPage);
const codeOf = (key: string) => readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8');
// The SDK names its errors and its packages in its code: present in a chunk that holds any of it.
const SDK_MARKERS = ['FirebaseError', '@firebase/'];
for (const key of [...chunks].filter((k) => SDK_MARKERS.some((marker) => codeOf(k).includes(marker))))
  problems.push(`${key} (${manifest[key]?.file}) puts the Firebase SDK on a visitor's first load`);
const zodChunks = [...chunks].filter((key) => ZOD_MARKERS.some((marker) => codeOf(key).includes(marker)));
for (const key of zodChunks)
  problems.push(`${key} (${manifest[key]?.file}) puts zod on the show page's first load`);

// A visitor's count follows every public page: zod's small build checks the hit (src/domain/hit.ts). The
// full build's schema classes ('ZodObject'; the small build's are 'ZodMiniObject', the core's '$ZodObject')
// once added 28 KB gzipped there.
const counting = 'src/data/firebase/hosted-counting.ts';
if (!manifest[counting]) throw new Error(`${counting} is not in ${dist}'s manifest`);
const FULL_ZOD = /(?<![$\w])ZodObject\b/;
for (const key of [...closure(counting)].filter((k) => FULL_ZOD.test(codeOf(k))))
  problems.push(`${key} (${manifest[key]?.file}) puts zod's full build on a visitor's count`);

const gzipped = new Map<string, number>();
const sizeOf = (key: string) => {
  if (!gzipped.has(key))
    gzipped.set(key, gzipSync(readFileSync(join(dist, manifest[key]?.file ?? '')), { level: 9 }).length);
  return gzipped.get(key) ?? 0;
};
const kbOf = (page: string) => [...firstLoad(page)].reduce((sum, key) => sum + sizeOf(key), 0) / 1024;

const kb = kbOf(showPage);
console.log(
  `Hosted show page first-load JS, Firestore client included: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
const pageSizes = publicKeys.map((page): [string, number] => [page, kbOf(page)]);
if (process.argv.includes('--pages'))
  for (const [page, size] of pageSizes) console.log(`  ${size.toFixed(1).padStart(6)} KB  ${page}`);
const [heaviest, heaviestKb] = pageSizes.reduce((a, b) => (b[1] > a[1] ? b : a), [showPage, kb]);
console.log(`Heaviest public page: ${heaviest}, ${heaviestKb.toFixed(1)} KB gzipped`);
if (heaviestKb > BUDGET_KB && structureOnly)
  console.warn(`  over the ${BUDGET_KB} KB budget: npm run build:firebase fails on this`);
if (heaviestKb > BUDGET_KB && !structureOnly)
  for (const page of publicKeys.filter((key) => kbOf(key) > BUDGET_KB))
    problems.push(`${page}'s first-load JS is ${kbOf(page).toFixed(1)} KB, over the ${BUDGET_KB} KB budget`);

if (problems.length > 0) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}

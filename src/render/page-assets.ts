/**
 * The stylesheets and module preloads a page needs at first paint, read from Vite's client manifest. Each
 * page's CSS lives in its own chunk, which Vite's runtime links only when the chunk is imported: without
 * these links a prerendered page would paint unstyled until its JavaScript arrived, and never be styled
 * without JavaScript. https://vite.dev/guide/backend-integration
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The hosted build's data clients, by source path. src/main.tsx imports the adapter as it starts (the
 * template preloads it with the app's start, scripts/page-loader-plugin.ts), and a page that shows listings
 * reads them through the REST client as soon as it has rendered: imported only at run time, without a preload
 * the browser would discover it a round trip after the module that imports it. An embedded build contains
 * neither, and its manifest names neither.
 */
export const HOSTED_DATA_CLIENT = 'src/data/firebase/firebase-adapter.ts';
export const HOSTED_LISTINGS_CLIENT = 'src/data/firebase/public-port.ts';

/**
 * Tags for the page module `moduleId` (a source path, as the manifest names it): its chunks' stylesheets,
 * and those of the sections it loads lazily (the server renders them too), then module preloads for its
 * own chunks, so the browser fetches them beside the entry rather than after it, and for the hosted listings
 * client (`readsListings`: the page shows listings at once). What the entry already links
 * (index.html) is left out. In a built page the template step moves the preloads into the page loader's list
 * (src/render/page-modules.ts): all of them start after the first paint.
 */
export function pageAssetTags(
  manifest: Manifest,
  moduleId: string,
  { readsListings = false }: { readsListings?: boolean } = {},
): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // The entry's own dynamic imports are the app's start (src/main.tsx): the template links and preloads them
  // with the entry (scripts/page-loader-plugin.ts), so no page names them again, nor the pages they import.
  const entry = closure(manifest, [
    ...entries,
    ...entries.flatMap((key) => manifest[key]?.dynamicImports ?? []),
  ]);
  const outsideEntry = (keys: Iterable<string>) => [...keys].filter((key) => !entry.has(key));
  const page = outsideEntry(closure(manifest, [moduleId]));
  const lazyParts = outsideEntry(
    closure(
      manifest,
      page.flatMap((key) => manifest[key]?.dynamicImports ?? []),
    ),
  );
  const dataClients = outsideEntry(closure(manifest, readsListings ? [HOSTED_LISTINGS_CLIENT] : [])).filter(
    (key) => !page.includes(key),
  );
  const css = new Set([...page, ...lazyParts].flatMap((key) => manifest[key]?.css ?? []));
  const preload = (key: string, priority = '') =>
    `<link rel="modulepreload" crossorigin${priority} href="/${manifest[key]?.file ?? ''}">`;
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...page.map((key) => preload(key)),
    // Wanted once the page is up, not for its first paint: fetched beside the page's code, after it.
    ...dataClients.map((key) => preload(key, ' fetchpriority="low"')),
  ].join('\n    ');
}

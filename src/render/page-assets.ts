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
 * Tags for the page module `moduleId` (a source path, as the manifest names it): its chunks' stylesheets,
 * and those of the sections it loads lazily (the server renders them too), then module preloads for its
 * own chunks, so the browser fetches them beside the entry rather than after it. What the entry already
 * links (index.html) is left out.
 */
export function pageAssetTags(manifest: Manifest, moduleId: string): string {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  const page = [...closure(manifest, [moduleId])].filter((key) => !entry.has(key));
  const lazyParts = [
    ...closure(
      manifest,
      page.flatMap((key) => manifest[key]?.dynamicImports ?? []),
    ),
  ].filter((key) => !entry.has(key));
  const css = new Set([...page, ...lazyParts].flatMap((key) => manifest[key]?.css ?? []));
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...page.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}">`),
  ].join('\n    ');
}

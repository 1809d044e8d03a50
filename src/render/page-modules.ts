/**
 * A page's JavaScript starts after its first paint (decision 0044): the built template carries no module
 * script and no `<link rel="modulepreload">`, only the page loader (src/app/page-loader.ts, a classic deferred
 * script, fetched at low priority) with the entry and every chunk to preload in its `data-page-modules`, the
 * entry first. The loader adds them once the page has painted. No imports: the build's Vite plugin
 * (scripts/page-loader-plugin.ts) reads it too.
 */
export const PAGE_MODULES_ATTRIBUTE = 'data-page-modules';

const LOADER_TAG = new RegExp(`<script [^>]*${PAGE_MODULES_ATTRIBUTE}="([^"]*)"[^>]*></script>`);
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/;
const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]+)"\s*\/?>/;

/** The modules a page's loader names, the entry first; none for a document without the loader. */
export function pageModules(html: string): string[] {
  return (LOADER_TAG.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
}

/**
 * Moves every `<link rel="modulepreload">` of the document into its loader's list, after those it names
 * already: a preload in the head would be fetched at high priority before the first paint. A document
 * without the loader (the dev server's) is left as it is.
 */
export function moveModulePreloadsToLoader(html: string): string {
  const loader = LOADER_TAG.exec(html);
  if (!loader) return html;
  const modules = new Set(pageModules(html));
  const rest = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    modules.add(href);
    return '';
  });
  return rest.replace(LOADER_TAG, (tag, listed: string) =>
    tag.replace(
      `${PAGE_MODULES_ATTRIBUTE}="${listed}"`,
      `${PAGE_MODULES_ATTRIBUTE}="${[...modules].join(' ')}"`,
    ),
  );
}

/**
 * The built index.html with its entry module script replaced by the loader at `loaderSrc`, and its module
 * preloads moved into the loader's list after `startModules` (what the entry imports as it starts); the web
 * app manifest's link goes to the loader too (`data-manifest`), which adds it after the paint (Chromium
 * fetches a linked manifest at once). Throws when the template has no entry script to replace.
 */
export function withPageLoader(
  html: string,
  loaderSrc: string,
  startModules: readonly string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1])
    throw new Error('The built index.html has no <script type="module" src> to load after paint');
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  const loader =
    `<script defer src="${loaderSrc}" ${PAGE_MODULES_ATTRIBUTE}="${[entry[1], ...startModules].join(' ')}"` +
    `${manifest ? ` data-manifest="${manifest}"` : ''}></script>`;
  return moveModulePreloadsToLoader(html.replace(MANIFEST_LINK, '').replace(ENTRY_SCRIPT, () => loader));
}

/**
 * The HTML template step: the one place a page's document is put together, for the build's prerender
 * (scripts/prerender.ts) and the embedded server's request-time render (server/pages) alike.
 *
 * index.html carries two markers that Vite keeps in the built template: `<!--app-head-->` in the head and
 * `<!--app-html-->` inside `#root`. Head additions (inlined critical CSS, preload links, ...) go in
 * `headParts` below, in the order they should appear: each part is a string of tags. Everything a page
 * says about itself (title, canonical, share card, JSON-LD) comes from src/render/head-tags.ts.
 */
import { structuredDataText } from '../features/show-dates/event-structured-data';
import { moveModulePreloadsToLoader } from './page-modules';
import { APP_MARKER, HEAD_MARKER, PAGE_STATE_ID, type PageState } from './template-markers';

export interface TemplateInput {
  /** Head tags of the page (src/render/head-tags.ts). */
  head: string;
  /** Resource hints React found while rendering (preloads of high-priority pictures). */
  hints: string;
  /**
   * The page's own stylesheets and module preloads: placed last in the head, after index.html's own, so
   * the page's rules come after the site's in the cascade, as when Vite's runtime links them.
   */
  assets?: string;
  /** The rendered React tree, placed inside #root. */
  appHtml: string;
  state: PageState;
}

export function fillTemplate(template: string, page: TemplateInput): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(APP_MARKER)) {
    throw new Error(`The HTML template lacks ${HEAD_MARKER} or ${APP_MARKER} (see index.html)`);
  }
  // JSON data, not a script: it never runs, so the Content-Security-Policy (no inline script) allows it.
  const stateScript = `<script type="application/json" id="${PAGE_STATE_ID}">${structuredDataText(page.state)}</script>`;
  // Head additions go here, in document order.
  const headParts = [page.head, page.hints, stateScript].filter(Boolean);
  // The page's own chunks join the entry in the page loader's list: fetched after the first paint.
  return moveModulePreloadsToLoader(
    template
      .replace(HEAD_MARKER, () => headParts.join('\n    '))
      .replace('</head>', () => (page.assets ? `  ${page.assets}\n  </head>` : '</head>')),
  ).replace(APP_MARKER, () => page.appHtml);
}

/**
 * The contract between index.html, the template step (src/render/html-template.ts) and src/main.tsx. No
 * imports: build scripts read it without Vite.
 */
/** In index.html's head: where each page's head tags go. */
export const HEAD_MARKER = '<!--app-head-->';
/** Inside index.html's #root: where the rendered app goes. */
export const APP_MARKER = '<!--app-html-->';

/** The id of the JSON script that carries a rendered page's route and data to src/main.tsx. */
export const PAGE_STATE_ID = 'page-state';

/** What src/main.tsx reads before hydrating: which route the HTML shows, and the data it was rendered with. */
export interface PageState {
  /** The route path the HTML was rendered for; the browser hydrates only when its own match is the same. */
  route: string;
  data: unknown;
  /** The public origin the page was rendered with: the browser renders the same absolute links. */
  origin?: string;
}

/**
 * Marks a stylesheet the page loads without blocking its first paint (`media="print"` until switched on),
 * its real media as the value. Beasties's name for it: the critical-CSS step
 * (server/pages/critical-css-worker.mjs) writes it, src/app/deferred-stylesheets.ts switches it on.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-beasties-media';

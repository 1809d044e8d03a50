/**
 * The critical-CSS step (server/pages/critical-css.ts), in a worker thread of its own: Beasties takes from
 * 0.1 to over 1 s a page (every rule of Bootstrap matched against the page), which on the server's own
 * thread would hold up every other request while a show page or a date page is rendered again.
 * Plain JavaScript: a worker does not get the TypeScript loader the server runs under.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import Beasties from 'beasties';

/**
 * Beasties as the site uses it. `media-script` loads the rest of each stylesheet as `media="print"`, marked
 * with `data-beasties-media`, plus a `<noscript>` copy; the inline script Beasties adds to switch it on is
 * left out (the CSP allows no inline script): the site's own entry script does the switch
 * (src/app/deferred-stylesheets.ts). The stylesheets are the build's hashed assets, never changed once
 * written, so each is read once.
 */
class SiteBeasties extends Beasties {
  #sheets = new Map();
  /**
   * The text of the `<style>` elements it wrote into the last page: the server allows them by hash in that
   * page's CSP. Taken from Beasties' own document, not by reading the page's HTML again, where `<style>` text
   * in an attribute or a script would pass for one.
   */
  inlined = [];
  injectDeferredMediaScript() {}
  mergeStylesheets(document) {
    super.mergeStylesheets(document);
    // Beasties marks the root as the part of the page it looked at; the mark means nothing to a browser.
    document.documentElement?.removeAttribute('data-beasties-container');
    // After the merge: the styles it made from the stylesheets, now one (reduceInlineStyles is off, so
    // these are only its own).
    const styles = this.getAffectedStyleTags(document);
    moveWebFontsToLoader(document, styles);
    moveDeferredStylesheetsToLoader(document);
    this.inlined = styles.map((style) => style.textContent);
  }
  readFile(filename) {
    let sheet = this.#sheets.get(filename);
    if (!sheet) {
      // A read that failed is forgotten, so a later page tries again (Beasties sends the page without it).
      sheet = readFile(filename, 'utf8').catch((error) => {
        this.#sheets.delete(filename);
        throw error;
      });
      this.#sheets.set(filename, sheet);
    }
    return sheet;
  }
}

/** The page loader's attribute for the brand faces (src/app/page-loader.ts); its list of modules marks it. */
const LOADER = 'script[data-page-modules]';
/** Beasties' mark on a stylesheet loaded as `media="print"`: its real media (src/render/template-markers.ts). */
const DEFERRED_MEDIA = 'data-beasties-media';
const FONT_FACE = /@font-face\{[^}]*\}/g;
const DECLARATION = /([a-z-]+):((?:[^;()]|\([^)]*\))+)/g;

/**
 * The brand faces (an `@font-face` with a `url()`) leave the inline CSS for the page loader's `data-fonts`,
 * as FontFace descriptors: inline, the first layout would fetch the files at the highest priority, before the
 * first paint, and a page's first paint would wait on them in Lighthouse's simulation. The loader adds them
 * once the page has painted (decision 0026). The metric-matched fallbacks (`local()` only) stay inline: the
 * first paint is drawn with them. A page without the loader (the dev server's) keeps every face inline.
 */
function moveWebFontsToLoader(document, styles) {
  const loader = document.querySelector(LOADER);
  if (!loader) return;
  const faces = [];
  for (const style of styles) {
    style.textContent = style.textContent.replace(FONT_FACE, (rule) => {
      if (!rule.includes('url(')) return rule;
      // CSS's names to FontFace's: font-family -> family, font-weight -> weight, unicode-range -> unicodeRange.
      const face = {};
      for (const [, name, value] of rule.slice('@font-face{'.length, -1).matchAll(DECLARATION)) {
        const key = name === 'font-family' ? 'family' : name.replace(/^font-/, '');
        face[key.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())] = value.trim();
      }
      face.family = face.family?.replace(/^["']|["']$/g, '');
      faces.push(face);
      return '';
    });
  }
  if (faces.length) loader.setAttribute('data-fonts', JSON.stringify(faces));
}

/**
 * The rest of each stylesheet (`media="print"`, marked with `data-beasties-media`) leaves the head for the
 * page loader's `data-stylesheets`, in their order: in the HTML, the browser fetched them before the first
 * paint (at the lowest priority, yet beside the document), and Lighthouse's simulation of the largest paint
 * waits for every request that finished before it. The loader adds the same links once the page has painted,
 * and the entry switches them on as before. The `<noscript>` copies stay, for a browser without JavaScript.
 */
function moveDeferredStylesheetsToLoader(document) {
  const loader = document.querySelector(LOADER);
  if (!loader) return;
  const sheets = [];
  for (const link of document.querySelectorAll(`link[rel="stylesheet"][${DEFERRED_MEDIA}]`)) {
    sheets.push({ href: link.getAttribute('href'), media: link.getAttribute(DEFERRED_MEDIA) });
    link.remove();
  }
  if (sheets.length) loader.setAttribute('data-stylesheets', JSON.stringify(sheets));
}

const beasties = new SiteBeasties({
  path: workerData.clientDir,
  publicPath: '/',
  preload: 'media-script',
  // The stylesheets stay whole: they are shared by every page and cached.
  pruneSource: false,
  // The font faces the page's text uses: their metric-matched fallbacks stay inline, the brand faces go to
  // the page loader (moveWebFontsToLoader); preloading the files would take the banner's bandwidth (0017).
  inlineFonts: true,
  preloadFonts: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});

// One page at a time, in the order they came: the page the worker is on is then always its oldest, which is
// how the server tells a stuck Beasties from a busy one (critical-css.ts), and `inlined` is that page's.
let turn = Promise.resolve();
parentPort.on('message', ({ id, html }) => {
  turn = turn.then(async () => {
    try {
      beasties.inlined = [];
      const inlined = await beasties.process(html);
      parentPort.postMessage({ id, html: inlined, css: beasties.inlined });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});

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
    this.inlined = this.getAffectedStyleTags(document).map((style) => style.textContent);
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

const beasties = new SiteBeasties({
  path: workerData.clientDir,
  publicPath: '/',
  preload: 'media-script',
  // The stylesheets stay whole: they are shared by every page and cached.
  pruneSource: false,
  // The font faces the page's text uses come inline too, so the text is drawn in its own font from the
  // first paint; preloading the files would take the bandwidth the banner needs (decision 0017).
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

/**
 * Each page's critical CSS, inlined (docs/decisions/0038-critical-css-inlined.md): the rules of the build's
 * stylesheets that match the page's own elements go into one `<style>` in its head, so a phone paints it
 * from the HTML alone; the stylesheets themselves still load, without holding up the first paint, and a
 * `<noscript>` copy of each serves visitors without JavaScript. Beasties does the work, in a worker thread
 * (critical-css-worker.mjs). Used by the prerender (both modes) and by the embedded server for the pages it
 * renders at run time.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Inlines the critical CSS of a whole page (an HTML document) and answers the new document. */
export type InlineCriticalCss = (html: string) => Promise<string>;

interface Reply {
  id: number;
  html?: string;
  error?: string;
}

/**
 * Starts the worker for the client build in `clientDir` (where the stylesheets the pages link live). The
 * worker keeps the process alive only while a page is in it, and is started again if it ever stops. A page
 * Beasties cannot read is sent as rendered, its stylesheets linked as before (slower to paint, never
 * broken), and the reason logged.
 */
export function startCriticalCss(clientDir: string): InlineCriticalCss {
  const waiting = new Map<number, (html: string | Error) => void>();
  let worker: Worker | null = null;
  let next = 0;
  const settle = (id: number, outcome: string | Error) => {
    const reply = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker?.unref();
    reply?.(outcome);
  };
  const start = () => {
    const started = new Worker(new URL('./critical-css-worker.mjs', import.meta.url), {
      workerData: { clientDir: resolve(clientDir) },
    });
    started.on('message', ({ id, html, error }: Reply) =>
      settle(id, html ?? new Error(error ?? 'no answer')),
    );
    // Followed by 'exit', which answers the pages still waiting.
    started.on('error', (error) => console.error('[critical-css] the worker failed', error));
    started.on('exit', (code) => {
      worker = null;
      for (const id of [...waiting.keys()]) settle(id, new Error(`the worker stopped (exit code ${code})`));
    });
    return started;
  };
  return (html) =>
    new Promise((done) => {
      const id = (next += 1);
      waiting.set(id, (outcome) => {
        if (typeof outcome === 'string') return done(outcome);
        console.error(`[critical-css] a page is sent with its stylesheets linked: ${outcome.message}`);
        done(html);
      });
      worker ??= start();
      worker.ref();
      worker.postMessage({ id, html });
    });
}

// The critical-CSS step writes the head's only <style> elements: nothing a visitor or a manager types can
// reach the head (its tags are built from escaped text), so a style anywhere else is not ours to allow.
const HEAD = /<head>([\s\S]*?)<\/head>/i;
const STYLE = /<style>([\s\S]*?)<\/style>/gi;

/** The CSP sources (`'sha256-...'`) that allow the inline styles in the head of this page. */
export function headStyleHashes(html: string): string[] {
  const head = HEAD.exec(html)?.[1] ?? '';
  return [...head.matchAll(STYLE)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

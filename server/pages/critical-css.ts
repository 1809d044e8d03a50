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
import {
  limitCriticalCss,
  toStderr,
  type CriticalCssJob,
  type CriticalCssLimits,
  type InlinedPage,
} from './critical-css-limits';

/** Inlines the critical CSS of a whole page (an HTML document) and answers the new document. */
export type InlineCriticalCss = (html: string) => Promise<InlinedPage>;

interface Reply {
  id: number;
  html?: string;
  /** The text of each `<style>` Beasties wrote. */
  css?: string[];
  error?: string;
}

/**
 * Starts the worker for the client build in `clientDir` (where the stylesheets the pages link live). The
 * worker keeps the process alive only while a page is in it, and is started again if it ever stops. A page
 * Beasties cannot read, or not within its limits (critical-css-limits.ts), is sent as rendered, its
 * stylesheets linked as before (slower to paint, never broken), and the reason logged.
 */
export function startCriticalCss(clientDir: string, limits?: CriticalCssLimits): InlineCriticalCss {
  const warn = limits?.warn ?? toStderr;
  return limitCriticalCss(inWorker(resolve(clientDir), warn), { ...limits, warn });
}

function inWorker(clientDir: string, warn: (message: string) => void): CriticalCssJob {
  let thread: ReturnType<typeof start> | null = null;
  let next = 0;
  const start = () => {
    // Each worker answers its own pages: one stopped on a page out of time still answers those it had.
    const waiting = new Map<number, (reply: Reply) => void>();
    const worker = new Worker(new URL('./critical-css-worker.mjs', import.meta.url), {
      workerData: { clientDir },
    });
    const settle = (reply: Reply) => {
      const answer = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) worker.unref();
      answer?.(reply);
    };
    const started = { worker, waiting, settle };
    worker.on('message', settle);
    // Followed by 'exit', which answers the pages still waiting.
    worker.on('error', (error) => warn(`[critical-css] the worker failed: ${error.message}`));
    worker.on('exit', (code) => {
      if (thread === started) thread = null;
      for (const id of [...waiting.keys()]) settle({ id, error: `the worker stopped (exit code ${code})` });
    });
    return started;
  };
  const abandon = (on: NonNullable<typeof thread>, id: number) => {
    // The worker takes its pages in turn, so its oldest is the one Beasties is on: out of time there, it is
    // stuck, and the pages behind it would wait for nothing. It is stopped (they are sent as rendered) and
    // the next page starts another.
    const stuck = on.waiting.keys().next().value === id;
    on.settle({ id });
    if (!stuck) return;
    if (thread === on) thread = null;
    void on.worker.terminate();
  };
  return (html, signal) =>
    new Promise((done, fail) => {
      const id = (next += 1);
      const on = (thread ??= start());
      on.waiting.set(id, (reply) => {
        if (signal.aborted) return;
        if (reply.html === undefined) return fail(new Error(reply.error ?? 'no answer'));
        done({ html: reply.html, styleHashes: (reply.css ?? []).map(styleHash), missedCriticalCss: false });
      });
      signal.addEventListener('abort', () => abandon(on, id), { once: true });
      on.worker.ref();
      on.worker.postMessage({ id, html });
    });
}

/**
 * The CSP source that allows an inline style with this text. Only the styles the critical-CSS step wrote are
 * hashed, from what it reports, never by reading the page again: a `<style>` anywhere else in a page (text
 * in an attribute or in JSON-LD, say) is not ours to allow.
 */
export const styleHash = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

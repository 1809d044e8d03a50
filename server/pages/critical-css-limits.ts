/**
 * Time and queue limits on the critical-CSS step (critical-css.ts): a page waits for its critical CSS only so
 * long, and only behind so many others, then goes out as rendered, its stylesheets linked as before (slower
 * to paint, never broken). Without them one page Beasties got stuck on held up, for good, every request for
 * that address (the server keeps the pending page) and every page behind it in the worker; and a flood of
 * distinct addresses rendered per request (date pages, made-up ones too) queued without end.
 */

/** A page after the critical-CSS step. */
export interface InlinedPage {
  html: string;
  /** The CSP sources (`'sha256-...'`) of the styles the step wrote into it: those its CSP allows. */
  styleHashes: readonly string[];
  /** True when it was sent as rendered (out of time, too many waiting, unreadable): worth another try. */
  missedCriticalCss: boolean;
}

/** One page through Beasties; `signal` aborts when the page has run out of time and is sent without it. */
export type CriticalCssJob = (html: string, signal: AbortSignal) => Promise<InlinedPage>;

/** Calls `fire` after `ms` unless the returned function is called first. */
export type Timer = (ms: number, fire: () => void) => () => void;

export interface CriticalCssLimits {
  /** How long a page waits for its critical CSS, queue included. Default DEADLINE_MS. */
  deadlineMs?: number;
  /** How many pages may wait at once; the next is sent as rendered straight away. Default MAX_WAITING. */
  maxWaiting?: number;
  /** The clock the deadline runs on (tests pass one they fire themselves). */
  timer?: Timer;
  /** Where a page sent as rendered says why (the server's logger). Default: standard error. */
  warn?: (message: string) => void;
}

export const toStderr = (message: string) => console.error(message);

/** Beasties takes 0.1-1.4 s a page under load (decision 0038): a page still waiting after this never will. */
export const DEADLINE_MS = 5_000;
/** About the pages the worker gets through before the last of them would run out of time anyway. */
export const MAX_WAITING = 8;

const clock: Timer = (ms, fire) => {
  const timeout = setTimeout(fire, ms);
  // A deadline alone does not keep the process (a prerender, a test run) alive.
  timeout.unref();
  return () => clearTimeout(timeout);
};

/** `job` with its limits: never rejects, and answers the page as rendered when it cannot do better. */
export function limitCriticalCss(
  job: CriticalCssJob,
  {
    deadlineMs = DEADLINE_MS,
    maxWaiting = MAX_WAITING,
    timer = clock,
    warn = toStderr,
  }: CriticalCssLimits = {},
): (html: string) => Promise<InlinedPage> {
  let waiting = 0;
  const asRendered = (html: string, reason?: string): InlinedPage => {
    if (reason) warn(`[critical-css] a page is sent with its stylesheets linked: ${reason}`);
    return { html, styleHashes: [], missedCriticalCss: true };
  };
  return async (html) => {
    if (waiting >= maxWaiting) return asRendered(html, `${waiting} pages were waiting already`);
    waiting += 1;
    const abort = new AbortController();
    let stop = () => {};
    const outOfTime = new Promise<InlinedPage>((done) => {
      stop = timer(deadlineMs, () => {
        abort.abort();
        done(asRendered(html, `its critical CSS took over ${deadlineMs} ms`));
      });
    });
    const inlined = job(html, abort.signal).catch((error: unknown) =>
      // Out of time already: sent, and said why.
      abort.signal.aborted
        ? asRendered(html)
        : asRendered(html, error instanceof Error ? error.message : String(error)),
    );
    try {
      return await Promise.race([inlined, outOfTime]);
    } finally {
      waiting -= 1;
      stop();
    }
  };
}

import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
// Two real runs of `/` (embedded, Lighthouse 12.8) on a busy machine, one that painted at 335 ms and one at
// 3705 ms, and a third whose trace Lighthouse could not read; trimmed to the audits the bench reads.
import fastJson from './fixtures/lighthouse-home-fast.json';
import noNavstartJson from './fixtures/lighthouse-home-no-navstart.json';
import slowJson from './fixtures/lighthouse-home-slow.json';
import { prePaintCell, prePaintLines, prePaintRun, summarisePrePaint } from './lighthouse-pre-paint';

const fast = fastJson as unknown as Result;
const slow = slowJson as unknown as Result;
const noNavstart = noNavstartJson as unknown as Result;

/** The slow run as if it had painted at `paintMs` instead. */
function paintedAt(paintMs: number): Result {
  const copy = structuredClone(slowJson);
  const [metrics] = copy.audits.metrics.details.items;
  if (metrics) metrics.observedFirstContentfulPaint = paintMs;
  return copy as unknown as Result;
}

const urls = (run: { url: string }[]) => run.map((request) => request.url);

describe('the requests before the first paint', () => {
  it('lists what started before the observed paint, with its priority, type and size, and nothing later', () => {
    const run = prePaintRun(fast);
    expect(run?.paintMs).toBe(335);
    expect(run?.requests).toHaveLength(28);
    expect(run?.requests[0]).toMatchObject({ url: '/', resourceType: 'Document', priority: 'VeryHigh' });
    expect(run?.requests.find((request) => request.url.endsWith('.woff2'))).toMatchObject({
      url: '/assets/playfair-display-latin-700-normal-CuDiGg7c.woff2',
      resourceType: 'Font',
      priority: 'VeryHigh',
      transferBytes: 24077,
    });
    // The manifest started at 315 ms, the favicon at 731 ms and the visit count after the load.
    expect(urls(run?.requests ?? []).at(-1)).toBe('/site.webmanifest');
    expect(urls(run?.requests ?? [])).not.toContain('/favicon.svg');
    expect(urls(run?.requests ?? [])).not.toContain('/api/hits');
  });

  it('calls blocking only a render-blocking priority that finished before the paint', () => {
    // At 335 ms only the document and two scripts had arrived; the fonts (VeryHigh) came after the paint, and a
    // High picture never counts.
    expect(urls(prePaintRun(fast)?.requests.filter((request) => request.blocking) ?? [])).toEqual([
      '/',
      '/assets/react-DlmbjZJV.js',
      '/assets/chunk-6KYCQHYJ-99WdJsYZ.js',
    ]);
    // At 3705 ms every script and one font, which ended a millisecond before the paint, had.
    const slowBlocking = prePaintRun(slow)?.requests.filter((request) => request.blocking) ?? [];
    expect(slowBlocking).toHaveLength(14);
    expect(urls(slowBlocking)).toContain('/assets/playfair-display-latin-700-normal-CuDiGg7c.woff2');
    expect(urls(slowBlocking)).not.toContain('/assets/lato-latin-400-normal-BEhtfm5r.woff2');
    expect(urls(slowBlocking)).not.toContain('/images/shows/JFK-banner-narrow.webp');
  });

  it('leaves out a run whose trace Lighthouse could not read', () => {
    expect(prePaintRun(noNavstart)).toBeUndefined();
    expect(summarisePrePaint([noNavstart, fast]).runs).toBe(1);
    expect(prePaintLines(summarisePrePaint([noNavstart]))).toEqual([
      'No run of this route reported an observed first paint.',
    ]);
  });

  it('shows the requests of most runs as the median run saw them', () => {
    const summary = summarisePrePaint([slow, noNavstart, paintedAt(1000), fast]);
    expect(summary.runs).toBe(3);
    // The run that painted at 1000 ms is the median; the requests the slow run made by 1000 ms (its document only)
    // are in all three, the other 27 in two of three.
    expect(summary.paintMs).toBe(1000);
    expect(summary.requests).toHaveLength(28);
    expect(summary.requests[0]).toMatchObject({ url: '/', seen: 3, blocking: false });
    expect(summary.requests[1]).toMatchObject({ url: '/images/shows/Titanic-banner-800.webp', seen: 2 });
  });

  it('counts, but does not list, a request that started before the paint in only some runs', () => {
    const summary = summarisePrePaint([fast, paintedAt(100)]);
    expect(urls(summary.requests)).toEqual(['/']);
    expect(summary.occasional).toBe(27);
    expect(prePaintLines(summary).at(-1)).toBe('27 more started before the paint in some runs, not most.');
  });

  it('prints a row per request and a cell of totals for the table', () => {
    const summary = summarisePrePaint([fast, slow]);
    expect(prePaintCell(summary)).toBe('28 (3 blocking), 354.2 KB');
    expect(prePaintLines(summary)).toContain('| 3 ms | `/` | Document | VeryHigh | 17.0 | yes | 2/2 |');
    expect(prePaintLines(summary)).toContain(
      '| 163 ms | `/images/shows/JFK-banner-narrow.webp` | Image | High | 25.3 |  | 2/2 |',
    );
  });
});

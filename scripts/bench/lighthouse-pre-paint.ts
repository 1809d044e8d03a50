/**
 * The requests a page started before its first paint, read from Lighthouse's own report, so a route over budget
 * names what its first paint waited for. Lighthouse's simulated FCP is computed from the observed (unthrottled)
 * load: it charges the requests at a render-blocking priority that finished before the observed first contentful
 * paint (VeryHigh, or High for a script or a document), replayed over its slow link, and the scripts evaluated
 * before that paint. The cut-off here is that same observed paint, not the simulated one.
 *
 * Field names as Lighthouse 12 writes them: `metrics` (observedFirstContentfulPaint and its timestamps) and
 * `network-requests` (times in ms after its earliest request, which its debugData.networkStartTimeTs anchors).
 */
import type { Result } from 'lighthouse';

export interface PrePaintRequest {
  /** The address, without the page's origin when it shares it. */
  url: string;
  resourceType: string;
  priority: string;
  transferBytes: number;
  /** When the browser started the request, in ms after navigation start (the paint's clock). */
  startMs: number;
  /** At a render-blocking priority and finished before the paint: what the simulated FCP charges. */
  blocking: boolean;
}

export interface PrePaintRun {
  /** The observed first contentful paint, in ms after navigation start. */
  paintMs: number;
  requests: PrePaintRequest[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  rendererStartTime?: number;
  networkEndTime?: number;
}

interface ObservedMetrics {
  observedFirstContentfulPaint?: number;
  observedFirstContentfulPaintTs?: number;
  observedNavigationStartTs?: number;
}

/** lantern's NetworkNode.hasRenderBlockingPriority, as Lighthouse 12 defines it. */
const blockingPriority = (item: NetworkItem) =>
  item.priority === 'VeryHigh' ||
  (item.priority === 'High' && (item.resourceType === 'Script' || item.resourceType === 'Document'));

function shortUrl(url: string, page: string): string {
  try {
    const address = new URL(url);
    return address.origin === new URL(page).origin ? `${address.pathname}${address.search}` : url;
  } catch {
    return url;
  }
}

/** The requests one run started before its observed first contentful paint, in the order they started. */
export function prePaintRun(lhr: Result): PrePaintRun | undefined {
  const metrics = (lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
  const network = lhr.audits['network-requests']?.details as
    | { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const paintMs = metrics?.observedFirstContentfulPaint;
  const navigationTs = metrics?.observedNavigationStartTs;
  const networkTs = network?.debugData?.networkStartTimeTs;
  if (paintMs === undefined || navigationTs === undefined || networkTs === undefined || !network?.items) {
    return undefined;
  }
  // Both clocks are Chromium's monotonic one, in microseconds; the request times are ms after networkTs.
  const offsetMs = (networkTs - navigationTs) / 1000;
  const requests = network.items
    .filter((item) => item.rendererStartTime !== undefined && offsetMs + item.rendererStartTime < paintMs)
    .map((item) => ({
      url: shortUrl(item.url, lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl),
      resourceType: item.resourceType ?? 'Other',
      priority: item.priority ?? '?',
      transferBytes: item.transferSize ?? 0,
      startMs: offsetMs + (item.rendererStartTime ?? 0),
      blocking:
        blockingPriority(item) &&
        item.networkEndTime !== undefined &&
        offsetMs + item.networkEndTime <= paintMs,
    }))
    .sort((a, b) => a.startMs - b.startMs);
  return { paintMs, requests };
}

export interface PrePaintSummary {
  /** Runs whose report had an observed paint. */
  runs: number;
  /** The observed first contentful paint of the median run (NaN when no run had one). */
  paintMs: number;
  /** Requests started before the paint in most runs, as the median run saw them, in the order they started. */
  requests: (PrePaintRequest & { seen: number })[];
  /** Requests started before the paint in some runs but not most. */
  occasional: number;
}

/**
 * The requests of most runs, so one run's luck (a font that happened to start before the paint) neither hides a
 * cause nor invents one; how many others came and went is counted. Each is shown as the median run (by its paint;
 * the earlier of two) saw it, since the runs' timings differ too much on a busy machine for a median of each
 * start, or a vote on what finished before the paint, to describe any one load.
 */
export function summarisePrePaint(reports: Result[]): PrePaintSummary {
  const runs = reports
    .map(prePaintRun)
    .filter((run): run is PrePaintRun => run !== undefined)
    .sort((a, b) => a.paintMs - b.paintMs);
  const middle = runs[Math.floor((runs.length - 1) / 2)];
  const byUrl = new Map<string, PrePaintRequest[]>();
  for (const request of runs.flatMap((run) => run.requests)) {
    byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);
  }
  const groups = [...byUrl.values()];
  const most = groups.filter((seen) => seen.length * 2 > runs.length);
  return {
    runs: runs.length,
    paintMs: middle?.paintMs ?? NaN,
    requests: most
      .map((seen) => {
        const first = seen[0] as PrePaintRequest;
        return {
          ...(middle?.requests.find((request) => request.url === first.url) ?? first),
          seen: seen.length,
        };
      })
      .sort((a, b) => a.startMs - b.startMs),
    occasional: groups.length - most.length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** "14 (9 blocking), 212.4 KB": the table's cell beside the medians. */
export function prePaintCell(summary: PrePaintSummary): string {
  if (summary.runs === 0) return 'n/a';
  const bytes = summary.requests.reduce((sum, request) => sum + request.transferBytes, 0);
  const blocking = summary.requests.filter((request) => request.blocking).length;
  return `${summary.requests.length} (${blocking} blocking), ${kb(bytes)} KB`;
}

/** One route's requests before its paint, as a Markdown table (its heading is the caller's). */
export function prePaintLines(summary: PrePaintSummary): string[] {
  if (summary.runs === 0) return ['No run of this route reported an observed first paint.'];
  const lines = [
    `First contentful paint observed at ${Math.round(summary.paintMs)} ms in the median run of ${summary.runs}, whose times these are.`,
    '',
    '| started | request | type | priority | KB | blocking | runs |',
    '|---|---|---|---|---|---|---|',
    ...summary.requests.map(
      (request) =>
        `| ${Math.round(request.startMs)} ms | \`${request.url}\` | ${request.resourceType} | ${request.priority} | ${kb(
          request.transferBytes,
        )} | ${request.blocking ? 'yes' : ''} | ${request.seen}/${summary.runs} |`,
    ),
  ];
  if (summary.occasional > 0) {
    lines.push('', `${summary.occasional} more started before the paint in some runs, not most.`);
  }
  return lines;
}

/**
 * What the page's main thread did after its first paint, read from a Lighthouse run's own trace: each task's wall
 * time, which Lighthouse's simulated TBT counts, and its CPU time (the trace's `tdur`), which the page's code
 * decides. On a 2-core machine the renderer's main thread shares the cores with Chromium's compositor and
 * browser processes and with Lighthouse itself, so a task of 10 ms of CPU can take 80 ms of wall time, and
 * Lighthouse charges all 80, times its CPU slowdown. TBT counted at CPU time is what the page would block for
 * with a core to itself: the figure a change to the page moves, whatever else the machine is doing.
 * Counted as Lighthouse's simulation counts (lantern's Simulator and TBTUtils): each task slowed 4x, or 2x where
 * it ran a layout; the part of each beyond 50 ms; a task begun before the paint counted from the paint. Unlike
 * lantern, a task run inside another (a nested message loop) is counted as part of the outer one.
 */

/** The few fields of a Chromium trace event this reads (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: {
    frame?: string;
    data?: { url?: string; frame?: string; frames?: { frame: string; parent?: string }[] };
  };
}

export interface MainThreadReading {
  /** TBT as Lighthouse's simulation counts it, from each task's wall time after the first paint. */
  wallTbtMs: number;
  /** Tasks whose CPU time the trace did not give: counted at their wall time, so CPU figures are too high. */
  withoutCpuTime: number;
  /** The same sum from each task's CPU time: the blocking the page's own work causes. */
  cpuTbtMs: number;
  /** The main thread's CPU time in tasks after the first paint. */
  cpuMs: number;
  /** Wall time those tasks spent off the CPU: waiting for a core, mostly, on a busy 2-core machine. */
  waitedMs: number;
  /** The tasks that block at CPU time, longest first: what they ran and their CPU and wall milliseconds. */
  longest: { what: string; cpuMs: number; wallMs: number }[];
}

/** Lighthouse's simulated throttling (its defaults): each observed task takes this many times as long... */
export const CPU_SLOWDOWN = 4;
/** ...but half that where the task ran a layout (lantern's layoutTaskMultiplier, 0.5). */
export const LAYOUT_SLOWDOWN = CPU_SLOWDOWN * 0.5;
/** A task blocks for the part of it beyond 50 ms (the definition of Total Blocking Time). */
const BLOCKING_AFTER_MS = 50;
/** Chromium's names for a top-level task of a thread's message loop. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The work inside a task worth naming, and the script it ran when there was one. */
const NAMED_WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

const blocking = (ms: number, slowdown: number) => Math.max(0, ms * slowdown - BLOCKING_AFTER_MS);
const ms = (microseconds: number) => microseconds / 1000;

/** "Layout 6.2, EvaluateScript start-app-Ab12.js 4.1": the longest work inside a task, by wall time. */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const work = inside
    .filter((event) => event !== task && NAMED_WORK.has(event.name))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 2)
    .map((event) => {
      const file = event.args?.data?.url?.split('/').pop();
      return `${event.name}${file ? ` ${file}` : ''} ${ms(event.dur ?? 0).toFixed(1)}`;
    });
  return work.length > 0 ? work.join(', ') : 'unnamed work';
}

/**
 * The main frame's first contentful paint: the frame Lighthouse traced in (`TracingStartedInBrowser`), whose
 * last such paint is the page's (Lighthouse opens about:blank first, which paints nothing contentful).
 */
function pagePaint(events: TraceEvent[]): TraceEvent | undefined {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((frame) => !frame.parent)?.frame;
  return events
    .filter((event) => event.name === 'firstContentfulPaint')
    .filter((event) => !mainFrame || event.args?.frame === mainFrame)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
}

/**
 * Reads the main thread of the page that painted (the thread its first contentful paint was on), from that
 * paint to the trace's end. Null when the trace has no such paint.
 */
export function mainThreadAfterPaint(events: TraceEvent[], top = 5): MainThreadReading | null {
  const paint = pagePaint(events);
  if (!paint) return null;
  const onThread = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const tasks = onThread.filter((event) => TASK_NAMES.has(event.name) && end(event) > paint.ts);
  // A task run inside another (a nested message loop) is part of the outer one's time.
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outer.at(-1);
    if (last && task.ts < end(last)) continue;
    outer.push(task);
  }
  const reading: MainThreadReading = {
    wallTbtMs: 0,
    withoutCpuTime: 0,
    cpuTbtMs: 0,
    cpuMs: 0,
    waitedMs: 0,
    longest: [],
  };
  const blockers: MainThreadReading['longest'] = [];
  for (const task of outer) {
    const inside = onThread.filter((event) => event.ts >= task.ts && event.ts < end(task));
    const slowdown = inside.some((event) => event.name === 'Layout') ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN;
    // A task begun before the paint counts from the paint: its CPU time in the same share as its wall time.
    const share = (end(task) - Math.max(task.ts, paint.ts)) / (task.dur || 1);
    const wallMs = ms(task.dur ?? 0) * share;
    if (task.tdur === undefined) reading.withoutCpuTime += 1;
    const cpuMs = ms(task.tdur ?? task.dur ?? 0) * share;
    reading.wallTbtMs += blocking(wallMs, slowdown);
    reading.cpuTbtMs += blocking(cpuMs, slowdown);
    reading.cpuMs += cpuMs;
    reading.waitedMs += Math.max(0, wallMs - cpuMs);
    if (blocking(cpuMs, slowdown) > 0) blockers.push({ what: describe(task, inside), cpuMs, wallMs });
  }
  reading.longest = blockers.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, top);
  return reading;
}

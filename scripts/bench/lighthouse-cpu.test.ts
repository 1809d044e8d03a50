import { describe, expect, it } from 'vitest';
import { mainThreadAfterPaint, type TraceEvent } from './lighthouse-cpu';

const MAIN = { pid: 7, tid: 1 };
/** A complete event on the page's main thread, times in ms (the trace's are in microseconds). */
const task = (
  name: string,
  at: number,
  wall: number,
  cpu: number | null = wall,
  where = MAIN,
): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: wall * 1000,
  ...(cpu === null ? {} : { tdur: cpu * 1000 }),
  ...where,
});
const paint = (at: number, where = MAIN, frame = 'main'): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: at * 1000,
  args: { frame },
  ...where,
});
const tracingStarted: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  ts: 0,
  pid: 1,
  tid: 1,
  args: { data: { frames: [{ frame: 'main' }] } },
};

describe("the main thread after the first paint, from a Lighthouse run's trace", () => {
  it("counts each task's blocking at its wall and its CPU time, 4x slowed, or 2x where it ran a layout", () => {
    const reading = mainThreadAfterPaint([
      tracingStarted,
      // About:blank's thread, and the page's before its paint: neither counts.
      task('RunTask', 10, 200, 200, { pid: 3, tid: 1 }),
      task('RunTask', 100, 40, 40),
      paint(300),
      // A layout: 30 ms of wall, 2 x 30 - 50 = 10 ms blocking; 10 of CPU, none.
      task('RunTask', 310, 30, 10),
      task('Layout', 312, 8),
      // 25 ms of CPU and wall: 4 x 25 - 50 = 50 ms blocking either way.
      task('ThreadControllerImpl::RunTask', 400, 25, 25),
      task('v8.evaluateModule', 401, 20),
      // A short task blocks for nothing.
      task('RunTask', 500, 5, 5),
      // The compositor's thread of the same renderer is not the main thread.
      task('RunTask', 600, 90, 90, { pid: 7, tid: 2 }),
    ]);
    expect(reading).toEqual({
      wallTbtMs: 10 + 50,
      withoutCpuTime: 0,
      cpuTbtMs: 50,
      cpuMs: 10 + 25 + 5,
      waitedMs: 20,
      longest: [{ what: 'v8.evaluateModule 20.0', cpuMs: 25, wallMs: 25 }],
    });
  });

  it('counts a task begun before the paint from the paint, and a nested one as part of its outer task', () => {
    const reading = mainThreadAfterPaint([
      tracingStarted,
      // 30 ms of wall and 20 of CPU, two thirds of them after the paint.
      task('RunTask', 290, 30, 20),
      paint(300),
      task('RunTask', 305, 10, 10),
      task('EvaluateScript', 291, 15),
    ]);
    expect(reading?.cpuMs).toBeCloseTo(40 / 3);
    expect(reading?.wallTbtMs).toBeCloseTo(4 * 20 - 50);
    expect(reading?.longest.map(({ what }) => what)).toEqual(['EvaluateScript 15.0']);
  });

  it("reads the main frame's last contentful paint, not an iframe's, whatever the events' order", () => {
    const iframe = { pid: 11, tid: 1 };
    const page = { pid: 9, tid: 1 };
    const reading = mainThreadAfterPaint([
      tracingStarted,
      paint(400, iframe, 'child'),
      task('RunTask', 410, 100, 100, iframe),
      // The page's paint, written after about:blank's would have been; then its task.
      paint(300, page),
      paint(100),
      task('RunTask', 310, 30, 30, page),
    ]);
    expect(reading?.cpuTbtMs).toBe(70);
  });

  it('counts, and says how many, the tasks whose CPU time the trace did not give at their wall time', () => {
    const reading = mainThreadAfterPaint([tracingStarted, paint(300), task('RunTask', 310, 30, null)]);
    expect(reading).toMatchObject({ withoutCpuTime: 1, cpuMs: 30, cpuTbtMs: 70 });
  });

  it('reads nothing from a trace without a contentful paint', () => {
    expect(mainThreadAfterPaint([tracingStarted, task('RunTask', 10, 100)])).toBeNull();
  });
});

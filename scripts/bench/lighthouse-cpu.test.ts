import { describe, expect, it } from 'vitest';
import { mainThreadAfterPaint, type TraceEvent } from './lighthouse-cpu';

const MAIN = { pid: 7, tid: 1 };
/** A complete event on the page's main thread, times in ms (the trace's are in microseconds). */
const task = (name: string, at: number, wall: number, cpu = wall, where = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
  ...where,
});
const paint = (at: number, where = MAIN): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: at * 1000,
  ...where,
});

describe("the main thread after the first paint, from a Lighthouse run's trace", () => {
  it("counts each task's blocking at its wall time and at its CPU time, four times over as Lighthouse does", () => {
    const reading = mainThreadAfterPaint([
      // About:blank's thread, and the page's before its paint: neither counts.
      task('RunTask', 10, 200, 200, { pid: 3, tid: 1 }),
      task('RunTask', 100, 40, 40),
      paint(300),
      // 30 ms of wall, 10 of CPU: 4 x 30 - 50 = 70 ms blocking at wall time, none at CPU time.
      task('RunTask', 310, 30, 10),
      task('Layout', 312, 8),
      // 25 ms of CPU and wall: 50 ms blocking either way.
      task('ThreadControllerImpl::RunTask', 400, 25, 25),
      task('v8.evaluateModule', 401, 20),
      // A short task blocks for nothing.
      task('RunTask', 500, 5, 5),
      // The compositor's thread of the same renderer is not the main thread.
      task('RunTask', 600, 90, 90, { pid: 7, tid: 2 }),
    ]);
    expect(reading).toEqual({
      wallTbtMs: 70 + 50,
      cpuTbtMs: 50,
      cpuMs: 10 + 25 + 5,
      waitedMs: 20,
      longest: [{ what: 'v8.evaluateModule 20.0', cpuMs: 25, wallMs: 25 }],
    });
  });

  it('counts a task begun before the paint and a nested one inside its outer task once', () => {
    const reading = mainThreadAfterPaint([
      task('RunTask', 290, 30, 20),
      paint(300),
      task('RunTask', 295, 10, 10),
      task('EvaluateScript', 291, 15),
    ]);
    expect(reading?.cpuMs).toBe(20);
    expect(reading?.longest.map(({ what }) => what)).toEqual(['EvaluateScript 15.0']);
  });

  it('reads the last contentful paint: Lighthouse opens about:blank first', () => {
    const other = { pid: 9, tid: 1 };
    const reading = mainThreadAfterPaint([
      paint(100),
      paint(300, other),
      task('RunTask', 310, 30, 30, other),
    ]);
    expect(reading?.cpuTbtMs).toBe(70);
  });

  it('reads nothing from a trace without a contentful paint', () => {
    expect(mainThreadAfterPaint([task('RunTask', 10, 100)])).toBeNull();
  });
});

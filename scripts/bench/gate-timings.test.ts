import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { finishedChildrenCpuMs, playwrightTimings, vitestTimings } from './gate-timings';

describe('vitestTimings', () => {
  it('ranks files by their wall time and tests by their duration, and sums the files', () => {
    const timings = vitestTimings({
      testResults: [
        {
          name: '/repo/a.test.ts',
          startTime: 1000,
          endTime: 1500,
          assertionResults: [{ fullName: 'a one', duration: 400 }],
        },
        {
          name: '/repo/b.test.ts',
          startTime: 1000,
          endTime: 3000,
          assertionResults: [
            { fullName: 'b one', duration: 50 },
            { fullName: 'b skipped', duration: null },
          ],
        },
      ],
    });
    expect(timings.files).toEqual([
      { name: '/repo/b.test.ts', ms: 2000 },
      { name: '/repo/a.test.ts', ms: 500 },
    ]);
    expect(timings.tests.map((test) => test.name)).toEqual(['a one', 'b one', 'b skipped']);
    expect(timings.totalMs).toBe(2500);
  });
});

describe('playwrightTimings', () => {
  it('names each test by project, file and titles, counts every retry, and adds tests up per file', () => {
    const timings = playwrightTimings({
      suites: [
        {
          title: 'walk.spec.ts',
          file: 'walk.spec.ts',
          specs: [{ title: 'signs in', tests: [{ projectName: 'embedded', results: [{ duration: 3000 }] }] }],
          suites: [
            {
              title: 'Inbox',
              file: 'walk.spec.ts',
              specs: [
                {
                  title: 'replies',
                  tests: [{ projectName: 'hosted', results: [{ duration: 1000 }, { duration: 4000 }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(timings.tests).toEqual([
      { name: '[hosted] walk.spec.ts > Inbox > replies', ms: 5000 },
      { name: '[embedded] walk.spec.ts > signs in', ms: 3000 },
    ]);
    expect(timings.files).toEqual([
      { name: '[hosted] walk.spec.ts', ms: 5000 },
      { name: '[embedded] walk.spec.ts', ms: 3000 },
    ]);
    expect(timings.totalMs).toBe(8000);
  });
});

describe('finishedChildrenCpuMs', () => {
  it('reads cutime and cstime after a command name that holds spaces and parentheses', () => {
    // proc(5): pid (comm) state ppid ... utime(14) stime(15) cutime(16) cstime(17) ...
    const stat = '42 (node (x) y) S 1 42 42 0 -1 4194304 100 0 0 0 700 300 250 50 20 0 11 0';
    expect(finishedChildrenCpuMs(stat)).toBe(3000);
  });

  it.runIf(process.platform === 'linux')('grows by the CPU a finished child used', () => {
    const before = finishedChildrenCpuMs();
    // A child that spins for about 150 ms of CPU, whatever the machine's load.
    spawnSync(process.execPath, [
      '-e',
      'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 150000) {}',
    ]);
    const after = finishedChildrenCpuMs();
    expect(before).not.toBeNull();
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(120);
  });
});

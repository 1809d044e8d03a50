import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  finishedChildrenCpuMs,
  playwrightFailures,
  playwrightTimings,
  vitestFailures,
  vitestTimings,
} from './gate-timings';

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

describe('the failures the gate repeats at its end', () => {
  it('names Vitest tests that failed with the start of their message, and a file that failed before its tests', () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/a.test.ts',
            startTime: 0,
            endTime: 1,
            status: 'failed',
            assertionResults: [
              { fullName: 'a passes', status: 'passed' },
              {
                fullName: 'a breaks',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n  at one\n  at two',
                ],
              },
            ],
          },
          {
            name: '/repo/b.test.ts',
            startTime: 0,
            endTime: 1,
            status: 'failed',
            message: 'Cannot find module x',
            assertionResults: [],
          },
          { name: '/repo/c.test.ts', startTime: 0, endTime: 1, status: 'passed', assertionResults: [] },
        ],
      },
      2,
    );
    expect(failures).toEqual([
      {
        name: '/repo/a.test.ts > a breaks',
        status: 'failed',
        error: 'AssertionError: expected 1 to be 2\n  at one',
      },
      { name: '/repo/b.test.ts', status: 'failed', error: 'Cannot find module x' },
    ]);
  });

  it('names Playwright tests that failed or passed only on their retry, by project, file and line', () => {
    const failures = playwrightFailures({
      suites: [
        {
          title: 'walk.spec.ts',
          file: 'walk.spec.ts',
          specs: [
            {
              title: 'passes',
              line: 3,
              tests: [{ projectName: 'embedded', status: 'expected', results: [{ duration: 1 }] }],
            },
            {
              title: 'wobbles',
              line: 9,
              tests: [
                {
                  projectName: 'hosted',
                  status: 'flaky',
                  results: [
                    { duration: 1, error: { message: 'Timed out waiting for "Saved"' } },
                    { duration: 1 },
                  ],
                },
              ],
            },
            {
              title: 'breaks',
              line: 20,
              tests: [
                {
                  projectName: 'embedded',
                  status: 'unexpected',
                  results: [{ duration: 1, error: { message: 'boom' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      {
        name: '[hosted] walk.spec.ts:9 wobbles',
        status: 'flaky (failed, then passed on its retry)',
        error: 'Timed out waiting for "Saved"',
      },
      { name: '[embedded] walk.spec.ts:20 breaks', status: 'failed', error: 'boom' },
    ]);
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

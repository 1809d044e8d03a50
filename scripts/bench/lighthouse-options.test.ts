import { describe, expect, it } from 'vitest';
import { readLighthouseOptions } from './lighthouse-options';

describe("the Lighthouse bench's command line", () => {
  it('measures every public route of both modes three times by default, after a build', () => {
    expect(readLighthouseOptions([])).toEqual({
      ok: true,
      options: {
        modes: ['embedded', 'hosted'],
        runs: 3,
        routes: null,
        build: true,
        floor: true,
        out: '.tmp/lighthouse',
      },
    });
  });

  it('takes one mode, a run count, routes, and leaves out the build and the floor', () => {
    const read = readLighthouseOptions([
      '--mode',
      'hosted',
      '--runs',
      '1',
      '--routes',
      '/,/titanic,date-page',
      '--no-build',
      '--no-floor',
      '--out',
      '.tmp/lh-one',
    ]);
    expect(read).toEqual({
      ok: true,
      options: {
        modes: ['hosted'],
        runs: 1,
        routes: ['/', '/titanic', 'date-page'],
        build: false,
        floor: false,
        out: '.tmp/lh-one',
      },
    });
  });

  it.each([
    [['--mode', 'hostd'], /--mode takes embedded, hosted or both; not "hostd"/],
    [['--runs', 'three'], /--runs takes a whole number .* not "three"/],
    [['--runs', '0'], /--runs takes a whole number .* not "0"/],
    [['--routes', 'titanic,/jfk'], /--routes takes paths such as \/titanic, or date-page; not "titanic"\./],
    [['--routes', ''], /--routes takes paths .* not ""\./],
    [['--rounds', '3'], /Unknown option '--rounds'/],
  ])('refuses %j, saying why, with the usage', (argv, problem) => {
    const read = readLighthouseOptions(argv);
    expect(read).toMatchObject({ ok: false, exitCode: 2 });
    if (!read.ok) {
      expect(read.problem).toMatch(problem);
      expect(read.problem).toContain('Usage: npm run bench:lighthouse -- [--mode embedded|hosted|both]');
    }
  });

  it('gives the usage alone for --help, to exit without a failure', () => {
    expect(readLighthouseOptions(['--help'])).toEqual({
      ok: false,
      problem: expect.stringMatching(/^Usage: npm run bench:lighthouse/),
      exitCode: 0,
    });
  });
});

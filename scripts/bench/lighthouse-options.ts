/**
 * The Lighthouse bench's command line (scripts/bench/lighthouse.ts), read and checked before anything starts:
 * a mistyped mode, a run count that is not a number or a route without its slash would otherwise measure the
 * wrong site under the name given, nothing at all, or an address glued to the port, and print a table that looks
 * like a result. LIGHTHOUSE_USAGE is the one place the options are listed (`--help` prints it).
 */
import { parseArgs } from 'node:util';

export const LIGHTHOUSE_USAGE =
  'npm run bench:lighthouse -- [--mode embedded|hosted|both] [--runs 3] [--routes /,/titanic,date-page] ' +
  '[--no-build] [--no-floor] [--out DIR]';

/** Stands for one upcoming date's page of the mode's data (date pages have no fixed address). */
export const DATE_PAGE = 'date-page';

const MODES = { embedded: ['embedded'], hosted: ['hosted'], both: ['embedded', 'hosted'] } as const;

export interface LighthouseOptions {
  modes: readonly ('embedded' | 'hosted')[];
  runs: number;
  /** The routes asked for, or null for every public route. */
  routes: string[] | null;
  build: boolean;
  floor: boolean;
  out: string;
}

/** Not ok: what to print, and the exit code (0 for --help, which asked for the usage). */
export type ReadOptions =
  | { ok: true; options: LighthouseOptions }
  | { ok: false; problem: string; exitCode: 0 | 2 };

export function readLighthouseOptions(argv: string[]): ReadOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        mode: { type: 'string', default: 'both' },
        runs: { type: 'string', default: '3' },
        routes: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        'no-floor': { type: 'boolean', default: false },
        out: { type: 'string', default: '.tmp/lighthouse' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return refuse((error as Error).message);
  }
  if (values.help) return { ok: false, problem: `Usage: ${LIGHTHOUSE_USAGE}`, exitCode: 0 };
  if (!Object.hasOwn(MODES, values.mode)) {
    return refuse(`--mode takes embedded, hosted or both; not "${values.mode}".`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    return refuse(`--runs takes a whole number of runs, 1 or more; not "${values.runs}".`);
  }
  const routes = values.routes === undefined ? null : values.routes.split(',');
  const notPaths = (routes ?? []).filter((route) => route !== DATE_PAGE && !route.startsWith('/'));
  if (notPaths.length > 0) {
    return refuse(`--routes takes paths such as /titanic, or ${DATE_PAGE}; not "${notPaths.join('", "')}".`);
  }
  return {
    ok: true,
    options: {
      modes: MODES[values.mode as keyof typeof MODES],
      runs,
      routes,
      build: !values['no-build'],
      floor: !values['no-floor'],
      out: values.out,
    },
  };
}

function refuse(problem: string): ReadOptions {
  return { ok: false, problem: `${problem}\nUsage: ${LIGHTHOUSE_USAGE}`, exitCode: 2 };
}

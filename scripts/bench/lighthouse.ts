/**
 * Lighthouse benchmark (docs/product.md, Budgets): every public route of both modes, mobile with Lighthouse's default
 * (simulated) throttling, three runs each, and a table of the medians. Drives Debian's Chromium, never a
 * downloaded browser. Not a test: speed is measured here and quoted, never asserted in a timed test.
 *   npm run bench:lighthouse -- --help     (the options: --mode, --runs, --routes, --no-build, --no-floor, --out;
 *   lighthouse-options.ts reads and checks them)
 * `date-page` stands for one upcoming date's page of the mode's data (demo seed; hosted e2e seed).
 * Ports: LH_PORT (embedded, default 4650), LH_HOSTED_PORT (4651: Firebase's Hosting emulator), LH_FIRESTORE_PORT
 * (4652), LH_AUTH_PORT, LH_HUB_PORT and LH_LOGGING_PORT (4653-4655: the Firebase CLI's other emulators).
 * Browser: CHROME_PATH or CHROMIUM_PATH, default /usr/bin/chromium. Every run's report lands in --out (.tmp/lighthouse).
 * Beside the medians, each route's requests started before its observed first contentful paint in most runs (their
 * start, priority, resource type and transfer size as the median run saw them; "blocking" when at a render-blocking
 * priority and finished before the paint, which is what Lighthouse's simulated FCP charges), routes over budget
 * first: a slow first paint names its cause (lighthouse-pre-paint.ts). First of all, the machine's floor: a page
 * of text alone measured the same way (the `floor` row; --no-floor leaves it out), and for each route over the
 * TBT budget its main-thread time by kind and how much of it is beyond the floor's; for each route over the CLS
 * budget, the elements that moved and the causes Lighthouse named (a web font that loaded, a picture without a size).
 * TBT is also counted from each task's CPU time in the run's own trace (lighthouse-cpu.ts): on a 2-core machine the
 * page's main thread waits for a core behind Chromium's other processes, and Lighthouse charges the wait as blocking.
 * A run Lighthouse cannot finish (NO_NAVSTART and the like) is run again once; a route with no finished run is
 * "not measured" in the table and among the misses, never a pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { PATHS } from '../../src/domain/paths';
import { portSetting } from '../firebase/firebase-emulators';
import { launchChromium } from './chromium';
import { mainThreadAfterPaint, type TraceEvent } from './lighthouse-cpu';
import { startEmbedded, startHosted, type Target } from './lighthouse-targets';
import { DATE_PAGE, readLighthouseOptions } from './lighthouse-options';
import { FLOOR_MODE, formatTable, summarise, type RunResult } from './lighthouse-table';

const read = readLighthouseOptions(process.argv.slice(2));
if (!read.ok) {
  (read.exitCode === 0 ? console.log : console.error)(read.problem);
  process.exit(read.exitCode);
}
const { options } = read;
const RUNS = options.runs;
const WORK = options.out;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// The case variants the site links to reach the same pages: measure each page once.
const ALIASES: readonly string[] = [PATHS.scroogeAlias, PATHS.aboutCapital];
const ROUTES = options.routes ?? [
  ...Object.values(PATHS).filter((path) => !ALIASES.includes(path)),
  DATE_PAGE,
];
const modes = options.modes;

async function measure(mode: string, target: Target, routes = ROUTES): Promise<RunResult[]> {
  const chromium = await launchChromium(join(WORK, `profile-${mode}`));
  const results: RunResult[] = [];
  try {
    for (const route of routes.map((path) => (path === DATE_PAGE ? target.datePage : path))) {
      for (let run = 1; run <= RUNS; run++) {
        const audit = async () => {
          const outcome = await lighthouse(`${target.origin}${route}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!outcome) throw new Error(`Lighthouse returned nothing for ${route}`);
          const events = outcome.artifacts.Trace?.traceEvents as TraceEvent[] | undefined;
          return { lhr: outcome.lhr, mainThread: events ? mainThreadAfterPaint(events) : null };
        };
        let { lhr, mainThread } = await audit();
        // A run Lighthouse could not finish (NO_NAVSTART: its trace lost the navigation, on a busy machine) is
        // run again, once; a second failure is left out of the medians, and the table says so.
        if (lhr.runtimeError) {
          process.stderr.write(`${mode} ${route} run ${run}: ${lhr.runtimeError.code}, run again\n`);
          ({ lhr, mainThread } = await audit());
        }
        const file = join(WORK, `${mode}${route.replace(/\//g, '_')}-${run}.json`);
        writeFileSync(file, JSON.stringify(lhr));
        results.push({ mode, route, lhr, mainThread });
        const error = lhr.runtimeError ? ` (${lhr.runtimeError.code}: left out)` : '';
        const perf = lhr.categories.performance?.score;
        process.stderr.write(`${mode} ${route} run ${run}: perf ${perf}${error}\n`);
      }
    }
  } finally {
    await chromium.stop();
  }
  return results;
}

mkdirSync(WORK, { recursive: true });
if (options.build && modes.includes('embedded')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
/**
 * The machine's floor: a page of text alone (no script, stylesheet, font or picture; everything else it might
 * ask for answered 204), served by node:http and measured like the routes. On one machine and browser it still
 * carried 46-90 ms of TBT, which no page can go below there.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A page of text alone</title>
<meta name="description" content="The Lighthouse bench's reference page: text alone, nothing to load."></head>
<body><main><h1>A page of text alone</h1><p>Nothing to fetch, run or lay out beyond this paragraph.</p></main></body></html>`;

async function startFloor(): Promise<Target> {
  const server = createServer((request, response) => {
    if (request.url === '/')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE);
    else response.writeHead(204).end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    datePage: '/',
    stop: () => new Promise((closed) => server.close(() => closed())),
  };
}

const all: RunResult[] = [];
if (options.floor) {
  const floor = await startFloor();
  try {
    all.push(...(await measure(FLOOR_MODE, floor, ['/'])));
  } finally {
    await floor.stop();
  }
}
for (const mode of modes) {
  const target =
    mode === 'hosted'
      ? await startHosted(
          {
            site: portSetting('LH_HOSTED_PORT', 4651),
            firestore: portSetting('LH_FIRESTORE_PORT', 4652),
            auth: portSetting('LH_AUTH_PORT', 4653),
            hub: portSetting('LH_HUB_PORT', 4654),
            logging: portSetting('LH_LOGGING_PORT', 4655),
          },
          WORK,
        )
      : await startEmbedded(Number(process.env.LH_PORT ?? 4650), WORK);
  try {
    all.push(...(await measure(mode, target)));
  } finally {
    await target.stop();
  }
}
const summary = summarise(all);
writeFileSync(join(WORK, 'summary.json'), JSON.stringify(summary, null, 2));
console.log(formatTable(summary, RUNS));

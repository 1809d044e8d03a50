/**
 * What React's build costs the server's request-time pages: the median time to render each (the server bundle of
 * dist-ssr/, the demo seed's data; no critical CSS, as the renderer is loaded without the client build), in a
 * process with NODE_ENV=development and in one with NODE_ENV=production, which `npm start` gives the server
 * (scripts/run-server.ts). Node loads React's development build whenever NODE_ENV is not "production".
 * Usage: npx tsx scripts/bench/page-render.ts [renders per page, default 150]     (after `npm run build`)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PATHS } from '../../src/domain/paths';
import { todayInLondon } from '../../src/domain/dates';
import { HOSTED_RETENTION } from '../../src/domain/retention';
import { seedDemo } from '../../server/db/demo-seed';
import { openStore } from '../../server/db/store';
import { PAGE_DATA_LOADERS } from '../../server/pages/page-data';
import { loadRenderer, renderHtml } from '../../server/pages/renderer';
import { median } from './lighthouse-table';

const ROUTES = [PATHS.home, PATHS.whatsOn, PATHS.titanic, PATHS.next];
const renders = Number(process.argv[2] ?? 150);

/** Renders each route `renders` times in this process; the median milliseconds of each. */
async function medians(): Promise<number[]> {
  const renderer = await loadRenderer('dist-ssr');
  if (!renderer) throw new Error('No server bundle in dist-ssr/: build the site first (npm run build).');
  const dataDir = mkdtempSync(join(tmpdir(), 'page-render-'));
  try {
    const store = openStore(dataDir);
    seedDemo(store, new Date());
    const today = todayInLondon();
    const result: number[] = [];
    for (const url of ROUTES) {
      const data = {
        ...PAGE_DATA_LOADERS[url]?.(
          // None of these pages reads the retention policy.
          { params: {}, store, today, retention: HOSTED_RETENTION },
        ),
        content: store.content.published(),
      };
      const times: number[] = [];
      for (let render = 0; render < renders; render++) {
        const started = performance.now();
        await renderHtml(renderer, { url, siteUrl: 'https://example.test', data });
        times.push(performance.now() - started);
      }
      result.push(median(times));
    }
    return result;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.PAGE_RENDER_CHILD) {
  console.log(JSON.stringify(await medians()));
} else {
  const run = (nodeEnv: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), String(renders)], {
        env: { ...process.env, NODE_ENV: nodeEnv, PAGE_RENDER_CHILD: '1' },
        encoding: 'utf8',
      }),
    ) as number[];
  const development = run('development');
  const production = run('production');
  console.log(`${renders} renders a page; medians, ms\n`);
  console.log('| page | NODE_ENV=development | NODE_ENV=production | ratio |\n|---|---|---|---|');
  ROUTES.forEach((route, index) => {
    const [dev = NaN, prod = NaN] = [development[index], production[index]];
    console.log(`| ${route} | ${dev.toFixed(1)} | ${prod.toFixed(1)} | ${(dev / prod).toFixed(2)} |`);
  });
}

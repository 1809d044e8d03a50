/**
 * What one client's flood of What's on requests, each with a new random query string, costs another
 * visitor: the visitor's median page time alone, then while the flood runs (1,000 requests on 4 connections),
 * and the ratio. The flooding client comes from 127.0.0.1, the visitor from 127.0.0.2, so the per-address
 * page limit applies to the flood only, as it would to a script and a person on different connections.
 * Needs a build (`npm run build`). Loopback only.
 *
 * Usage: npx tsx scripts/bench/whats-on-query-flood.ts [port] [--connections=4] [--no-limit]
 *   --connections=N  the flood's connections (default 4)
 *   --no-limit       raises the page limit out of reach, to see what the query-string cache key alone does
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const port = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5100);
const noLimit = args.includes('--no-limit');
const connections = Number(
  /^--connections=(\d+)$/.exec(args.find((a) => a.startsWith('--connections=')) ?? '')?.[1] ?? 4,
);
const FLOOD_REQUESTS = 1000;
const VISITOR_REQUESTS = 200;

// The server runs as `npm run serve` runs it (request logging on), in a process of its own: the clients'
// work must not share its event loop.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-whats-on-'));
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ...(noLimit ? { PAGE_RATE_LIMIT: '1000000' } : {}),
  },
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
};
process.once('exit', stopServer);
for (let tries = 0; ; tries += 1) {
  const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (tries > 600 || server.exitCode !== null)
    throw new Error('The server did not start (is the site built?)');
  await new Promise((done) => setTimeout(done, 100));
}

/** One keep-alive connection pool per client, each from its own loopback address. */
const agents: Agent[] = [];
const client = (localAddress: string, maxSockets: number) => {
  const agent = new Agent({ keepAlive: true, maxSockets });
  agents.push(agent);
  return (path: string) =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const started = performance.now();
      const req = request(
        { host: '127.0.0.1', port, path, agent, localAddress, headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', reject);
      req.end();
    });
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const randomQuery = () =>
  `?${Math.random().toString(36).slice(2, 8)}=${Math.random().toString(36).slice(2)}&show=${
    ['Titanic', 'jfk', 'x', ''][Math.floor(Math.random() * 4)]
  }`;

const visitor = client('127.0.0.2', 1);
const visit = async (count: number) => {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push((await visitor('/whats-on')).ms);
  return times;
};

await visit(20); // warm: the first render, compression, connections
const alone = median(await visit(VISITOR_REQUESTS));

const flooder = client('127.0.0.1', connections);
const statuses = new Map<number, number>();
const floodTimes: number[] = [];
let sent = 0;
let flooding = true;
const flood = Promise.all(
  Array.from({ length: connections }, async () => {
    while (sent < FLOOD_REQUESTS) {
      sent += 1;
      const { ms, status } = await flooder(`/whats-on${randomQuery()}`);
      floodTimes.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
).then(() => {
  flooding = false;
});
const during: number[] = [];
while (flooding) during.push((await visitor('/whats-on')).ms);
await flood;

const duringMedian = median(during);
console.log(`page limit: ${noLimit ? 'raised out of reach (--no-limit)' : 'default (PAGE_RATE_LIMIT)'}`);
console.log(`visitor alone:        median ${alone.toFixed(2)} ms over ${VISITOR_REQUESTS} requests`);
console.log(
  `visitor during flood: median ${duringMedian.toFixed(2)} ms over ${during.length} requests ` +
    `(ratio ${(duringMedian / alone).toFixed(2)}x)`,
);
console.log(
  `flood: ${FLOOD_REQUESTS} What's on requests with random query strings on ${connections} connections, ` +
    `median ${median(floodTimes).toFixed(2)} ms; answers ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ')}`,
);
for (const agent of agents) agent.destroy();
stopServer();
await new Promise((done) => server.once('exit', done));
rmSync(dataDir, { recursive: true, force: true });

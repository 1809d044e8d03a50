/**
 * Page latency during a sign-in flood: `/titanic` and `/favicon.svg` p50/p99 with no sign-ins, then while 8
 * clients keep posting sign-ins (OWASP scrypt cost, one hash at a time through server/auth/work-queue.ts).
 * Needs a build (`npm run build`). Usage: npx tsx scripts/bench/sign-in-flood.ts [port] (loopback only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';

const port = Number(process.argv[2] ?? 4273);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-sign-in-'));
const app = await buildApp({
  dataDir,
  staticDir: 'dist',
  adminEmail: 'bench@example.test',
  adminPassword: 'bench-long-passphrase-91',
  rateLimits: { signInPerMinute: 100_000, signInSiteWidePerMinute: 100_000 },
});
await app.listen({ host: '127.0.0.1', port });

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
async function latencies(path: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await (await fetch(base + path)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${pct(times, 0.5).toFixed(1)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms`;
}

for (const path of ['/titanic', '/favicon.svg'])
  console.log(`no sign-ins     ${path}: ${await latencies(path, 200)}`);

let flooding = true;
let signIns = 0;
const flood = Array.from({ length: 8 }, async (_, i) => {
  while (flooding) {
    // A new e-mail each time: an unknown account still costs one scrypt, and no per-account backoff applies.
    await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `guess-${i}-${signIns}@example.test`, password: 'wrong-password-123' }),
    }).then((r) => r.arrayBuffer());
    signIns += 1;
  }
});
await new Promise((resolve) => setTimeout(resolve, 500));
for (const path of ['/titanic', '/favicon.svg'])
  console.log(`8 sign-ins busy ${path}: ${await latencies(path, 200)}`);
flooding = false;
await Promise.all(flood);
console.log(`(${signIns} sign-ins answered meanwhile)`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });

/**
 * The manager's first page of contact messages with 10,000 stored: median and p99 time over loopback HTTP,
 * and its size. Seeds a temporary SQLite database (server/db/seed-contact-messages.ts: every message as long
 * as the form allows), starts the app in this process, signs in, then asks for the first page 300 times.
 * The budget is under 50 ms and under 200 KB (server/routes/manager-list-size.test.ts checks the size and
 * the paging). Usage: npx tsx scripts/bench/manager-list.ts [port] (loopback only; no build needed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { seedContactMessages } from '../../server/db/seed-contact-messages';

const STORED = 10_000;
const RUNS = 300;
const port = Number(process.argv[2] ?? 4274);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-manager-list-'));
const manager = { email: 'bench@example.test', password: 'bench-long-passphrase-91' };

const app = await buildApp({
  dataDir,
  staticDir: join(dataDir, 'no-site'),
  seedDemo: false,
  dailyBackups: false,
  adminEmail: manager.email,
  adminPassword: manager.password,
  logger: false,
});
await app.ready();
seedContactMessages(dataDir, STORED);
await app.listen({ host: '127.0.0.1', port });

try {
  const signIn = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(manager),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const times: number[] = [];
  let bytes = 0;
  let page: { items: unknown[]; total: number } = { items: [], total: 0 };
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/contact-messages`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`first page: ${response.status}`);
    bytes = body.byteLength;
    if (i === 0) page = JSON.parse(Buffer.from(body).toString('utf8')) as typeof page;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  console.log(
    `manager's first page of contact messages, ${page.total} stored, ${page.items.length} on the page: ` +
      `median ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms over ${RUNS} requests; ` +
      `${(bytes / 1024).toFixed(1)} KB (budget 50 ms, 200 KB)`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

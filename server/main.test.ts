import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'site-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// The way the README starts the server (`npm run serve` is `tsx server/main.ts`), on a fresh data directory.
describe('the server started from the command line', () => {
  it('answers /api/health with demo listings, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 20_000);
      expect(health.status).toBe(200);
      const venues = await fetch(`http://127.0.0.1:${port}/api/venues?show=Scrooge`);
      expect(((await venues.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 30_000);

  it('piped, writes only JSON lines: the ready line with its facts, then one line per request', async () => {
    const port = await freePort();
    const ownDataDir = mkdtempSync(join(tmpdir(), 'site-main-piped-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ownDataDir, LOG_LEVEL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 20_000);
      await fetch(`http://127.0.0.1:${port}/api/venues?show=Titanic`);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    rmSync(ownDataDir, { recursive: true, force: true });
    const lines = stdout.split('\n').filter(Boolean);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.find((line) => line.msg === `Site ready at http://127.0.0.1:${port}`)).toMatchObject({
      level: 30,
      passwordManagers: 0,
      mail: false,
      dataDir: ownDataDir,
    });
    expect(parsed).toContainEqual(
      expect.objectContaining({ msg: 'request completed', url: '/api/venues?show=Titanic', statusCode: 200 }),
    );
  }, 30_000);

  it('in a terminal, prints where the site is and what to do next, then one readable line per request', async () => {
    const port = await freePort();
    const ownDataDir = mkdtempSync(join(tmpdir(), 'site-main-terminal-'));
    // util-linux's script(1) gives the server a real terminal as its stdout.
    const child = spawn(
      'script',
      ['-qfec', `"${process.execPath}" --import tsx server/main.ts`, '/dev/null'],
      {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ownDataDir, LOG_LEVEL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 20_000);
      await fetch(`http://127.0.0.1:${port}/api/venues?show=Titanic`);
      await expect.poll(() => screen, { timeout: 10_000 }).toContain('/api/venues?show=Titanic 200');
    } finally {
      child.kill('SIGTERM');
    }
    await exited;
    rmSync(ownDataDir, { recursive: true, force: true });
    expect(screen).toContain(`The site is ready at http://127.0.0.1:${port}`);
    expect(screen).toContain(`Dashboard: http://127.0.0.1:${port}/dashboard`);
    expect(screen).toContain('Managers:  none yet. Make one with: npm run manager -- add you@example.com');
    expect(screen).toContain('E-mail:    off');
    expect(screen).toContain(`Data:      ${join(ownDataDir, 'site.sqlite')}`);
    expect(screen).not.toContain('"msg"');
  }, 40_000);

  it('refuses to start with bad settings and says which', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a port number');
  }, 30_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './db/store';

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

/**
 * Polls /api/health until the server answers. No deadline of its own: a loaded machine may take long to
 * start it, and the test's own time limit is the bound; a server that exited ends the wait at once.
 */
async function waitForHealth(url: string, child: ChildProcess): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// Servers started here hash at a test's cost, but for the one that checks the default (OWASP's).
const CHEAP_HASHING = { PASSWORD_HASH_COST: '10' };
const BOSS = { ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'correct-horse-battery' };

// The way the README starts the server (`npm run serve` is `tsx server/main.ts`), on a fresh data directory.
describe('the server started from the command line', () => {
  /**
   * Starts the server on a fresh data folder, asks for one show's listings once it answers, stops it with
   * SIGTERM and returns what it wrote to stdout. `terminal`: through util-linux's script(1), which gives the
   * server a real terminal as its stdout.
   */
  async function listingsRequestOutput(
    terminal: boolean,
    untilShown: string | null,
    settings: Record<string, string> = CHEAP_HASHING,
  ) {
    const port = await freePort();
    const ownDataDir = mkdtempSync(join(tmpdir(), 'site-main-output-'));
    const server = `"${process.execPath}" --import tsx server/main.ts`;
    const [command, args] = terminal
      ? ['script', ['-qfec', server, '/dev/null']]
      : [process.execPath, ['--import', 'tsx', 'server/main.ts']];
    const child = spawn(command, args, {
      env: {
        ...process.env,
        ...CHEAP_HASHING,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: ownDataDir,
        LOG_LEVEL: '',
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let health = 0;
    let listings: unknown[] = [];
    try {
      health = (await waitForHealth(`http://127.0.0.1:${port}/api/health`, child)).status;
      const venues = await fetch(`http://127.0.0.1:${port}/api/venues?show=Titanic`);
      listings = (await venues.json()) as unknown[];
      if (untilShown) await expect.poll(() => stdout, { timeout: 60_000 }).toContain(untilShown);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await exited;
    const store = openStore(ownDataDir);
    const adminHash = store.managers.find(BOSS.ADMIN_EMAIL)?.passwordHash;
    store.close();
    rmSync(ownDataDir, { recursive: true, force: true });
    return { port, dataDir: ownDataDir, stdout, code, health, listings, adminHash };
  }

  it('piped, writes only JSON lines, answers with the demo listings, hashes at OWASP cost by default and exits cleanly on SIGTERM', async () => {
    const output = await listingsRequestOutput(false, null, { ...BOSS, PASSWORD_HASH_COST: '' });
    const { port, dataDir: ownDataDir, stdout, code } = output;
    expect(code).toBe(0);
    expect(output.health).toBe(200);
    // SEED_DEMO's default: a new database has demo listings.
    expect(output.listings.length).toBeGreaterThan(0);
    // PASSWORD_HASH_COST unset: the manager's password is stored as OWASP's scrypt (N=2^17, r=8, p=1).
    expect(output.adminHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const lines = stdout.split('\n').filter(Boolean);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.find((line) => line.msg === `Site ready at http://127.0.0.1:${port}`)).toMatchObject({
      level: 30,
      passwordManagers: 1,
      mail: false,
      dataDir: ownDataDir,
    });
    expect(parsed).toContainEqual(
      expect.objectContaining({ msg: 'request completed', url: '/api/venues?show=Titanic', statusCode: 200 }),
    );
  }, 120_000);

  it('in a terminal, prints where the site is and what to do next, then one readable line per request', async () => {
    const {
      port,
      dataDir: ownDataDir,
      stdout: screen,
    } = await listingsRequestOutput(true, '/api/venues?show=Titanic 200');
    expect(screen).toContain(`The site is ready at http://127.0.0.1:${port}`);
    expect(screen).toContain(`Dashboard: http://127.0.0.1:${port}/dashboard`);
    expect(screen).toContain('Managers:  none yet. Make one with: npm run manager -- add you@example.com');
    expect(screen).toContain('E-mail:    off');
    expect(screen).toContain(`Data:      ${join(ownDataDir, 'site.sqlite')}`);
    expect(screen).not.toContain('"msg"');
  }, 120_000);

  it('refuses to start with bad settings and says which', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...CHEAP_HASHING, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a port number');
  }, 120_000);
});

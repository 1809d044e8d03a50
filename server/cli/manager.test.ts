import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database';
import { createTestApp, MANAGER, type TestApp } from '../testing/test-app';
import { runManagerCommand } from './manager-commands';

// Hashing at a test's cost; the server's own default is checked in main.test.ts.
const CHEAP_HASHING = { PASSWORD_HASH_COST: '10' };

/**
 * `npm run manager -- ...args` against `dataDir`, with `input` typed at the prompts: the commands run here,
 * on streams of the test's (a process per command was most of this file's time). The command line's own
 * wiring, its exit code and streams, is the first test's.
 */
async function manager(dataDir: string, args: string[], input = '') {
  const out = { stdout: '', stderr: '' };
  const code = await runManagerCommand(args, {
    input: Readable.from([input]),
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
    env: { ...process.env, DATA_DIR: dataDir, ...CHEAP_HASHING },
  });
  return { code, ...out };
}

const CLI = join(import.meta.dirname, 'manager.ts');

/** A data folder of the test's own, removed after it. */
const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-cli-'));
  dataDirs.push(dir);
  return dir;
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const OTHER = { email: 'deputy@example.test', password: 'deputy-long-passphrase-42' };

describe('npm run manager', () => {
  it('runs as its own process: answers on stdout, a problem on stderr with exit code 1', async () => {
    const dataDir = newDataDir();
    // Node with tsx's loader is one process where the tsx command starts two.
    const command = (args: string[], input: string) => {
      const child = promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, ...CHEAP_HASHING },
      });
      child.child.stdin?.end(input);
      return child;
    };
    const added = await command(['add', OTHER.email], `${OTHER.password}\n${OTHER.password}\n`);
    expect(added.stdout).toContain(`Added manager ${OTHER.email}`);
    expect((await manager(dataDir, ['list'])).stdout).toContain(OTHER.email);
    await expect(command(['remove', 'nobody@example.test'], '')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No password manager nobody@example.test') as unknown,
    });
  }, 60_000);

  it('says "Removed" only when the row is gone: a trigger that puts it back makes the removal fail', async () => {
    const dataDir = newDataDir();
    const { db } = openDatabase(dataDir);
    migrate(db);
    db.exec(`
      INSERT INTO managers (email, password_hash, created_at) VALUES ('${OTHER.email}', 'x', '2030-01-01');
      CREATE TRIGGER keep_them AFTER DELETE ON managers BEGIN
        INSERT INTO managers (email, password_hash, created_at) VALUES (old.email, old.password_hash, old.created_at);
      END;
    `);
    db.close();
    const removal = await manager(dataDir, ['remove', OTHER.email]);
    expect(removal.code).not.toBe(0);
    expect(removal.stdout).not.toContain('Removed');
    expect(removal.stderr).toContain(`Not removed: ${OTHER.email} is still a manager after the removal`);
  });

  it('adds, lists and removes a manager; removal ends their session at once', async () => {
    const dataDir = newDataDir();
    t = await createTestApp({ dataDir });
    const added = await manager(dataDir, ['add', OTHER.email], `${OTHER.password}\n${OTHER.password}\n`);
    expect(added.stdout).toContain(`Added manager ${OTHER.email}`);

    const listed = await manager(dataDir, ['list']);
    expect(listed.stdout).toContain(OTHER.email);
    expect(listed.stdout).toContain(MANAGER.email);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/session', payload: OTHER });
    expect(signIn.statusCode).toBe(200);
    const cookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')?.value}`;
    expect((await t.app.inject({ url: '/api/venues', headers: { cookie } })).statusCode).toBe(200);

    const removed = await manager(dataDir, ['remove', OTHER.email]);
    expect(removed.stdout).toContain(`Removed manager ${OTHER.email}`);
    // The running server refuses the removed manager's session on the very next request.
    expect((await t.app.inject({ url: '/api/venues', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/session', payload: OTHER })).statusCode).toBe(
      401,
    );
    expect((await manager(dataDir, ['list'])).stdout).not.toContain(OTHER.email);
  }, 60_000);

  it('gives a data folder it creates the demo listings npm start would, unless SEED_DEMO=0', async () => {
    const listings = async (dataDir: string) => {
      t = await createTestApp({ dataDir });
      const count = (await t.app.inject({ url: '/api/venues/upcoming' })).json<unknown[]>().length;
      await t.close();
      t = undefined;
      return count;
    };
    const typed = `${OTHER.password}\n${OTHER.password}\n`;
    // The README's order: a manager first, then npm start. The site had no dates.
    const first = newDataDir();
    expect((await manager(first, ['add', OTHER.email], typed)).code).toBe(0);
    expect(await listings(first)).toBeGreaterThan(10);

    const empty = newDataDir();
    const code = await runManagerCommand(['add', OTHER.email], {
      input: Readable.from([typed]),
      stdout: { write: () => undefined },
      stderr: { write: () => undefined },
      env: { ...process.env, DATA_DIR: empty, SEED_DEMO: '0', ...CHEAP_HASHING },
    });
    expect(code).toBe(0);
    expect(await listings(empty)).toBe(0);
  }, 60_000);

  it('says what went wrong: an unknown manager, a bad e-mail, an unknown command', async () => {
    const dataDir = newDataDir();
    const unknown = await manager(dataDir, ['remove', 'nobody@example.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No password manager nobody@example.test');
    expect((await manager(dataDir, ['remove', 'not-an-email'])).stderr).toContain('is not an e-mail address');
    const common = await manager(dataDir, ['add', OTHER.email], 'Password1234\nPassword1234\n');
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('The password is on a list of common passwords that attackers try first');
    expect((await manager(dataDir, ['delete'])).stderr).toMatch(/Usage[\s\S]*list[\s\S]*remove EMAIL/);
  }, 60_000);
});

describe('start-up', () => {
  it('warns about password accounts other than ADMIN_EMAIL', async () => {
    const dataDir = newDataDir();
    await manager(dataDir, ['add', OTHER.email], `${OTHER.password}\n${OTHER.password}\n`);
    const lines: string[] = [];
    t = await createTestApp({
      dataDir,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    expect(lines.join('')).toMatch(
      /besides ADMIN_EMAIL can sign in: deputy@example\.test\..*manager -- remove EMAIL/,
    );
    // Only the other account is named: ADMIN_EMAIL's own is expected.
    expect(lines.join('')).toContain('1 password manager account(s) besides ADMIN_EMAIL');
  }, 60_000);
});

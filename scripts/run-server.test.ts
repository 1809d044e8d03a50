import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { serverEnvironment } from './run-server';

// `npm start` after its build check: this test's process-to-be runs under tsx, as scripts/start.ts does, and
// hands over to runServer with the server built into a folder of its own.
// Inside the project, as dist-server/ is: the bundle finds its packages in node_modules from where it lies.
mkdirSync('.tmp', { recursive: true });
const work = resolve(mkdtempSync(join('.tmp', 'run-server-')));
const entry = join(work, 'server', 'main.js');
beforeAll(() => buildServer(join(work, 'server')), 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

let runs = 0;
/** The process groups started; one a test left running (it failed before its stop) is killed after it. */
const groups = new Set<number>();
afterEach(() => {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Stopped already, as a passing test leaves it.
    }
  }
  groups.clear();
});
/** Starts the wrapper in a process group of its own (as a terminal or a service manager would). */
function startWrapped(terminal = false) {
  const script = `import { runServer } from './scripts/run-server.ts'; runServer(${JSON.stringify(entry)});`;
  const node = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script];
  const shell = (args: string[]) => args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const [command, args] = terminal
    ? ['script', ['-qfec', shell(node), '/dev/null']]
    : [node[0], node.slice(1)];
  runs += 1;
  const wrapper = spawn(command as string, args as string[], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, `data-${runs}`),
      LOG_LEVEL: '',
      // As a person's shell has it: unset (Vitest sets "test").
      NODE_ENV: undefined,
      // Its sign-in's dummy hash at a test's cost, not OWASP's (0.6 s of CPU and 128 MiB at each start).
      PASSWORD_HASH_COST: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  wrapper.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // 'close', not 'exit': the process may end before its last lines have been read from the pipe (a gate
  // read the log without the server's closing line).
  const exited = new Promise<number | null>((resolve) => wrapper.once('close', (code) => resolve(code)));
  const pid = wrapper.pid as number;
  groups.add(pid);
  return {
    pid,
    exited,
    output: () => stdout,
    /** Resolves with the address the server says it is ready at; the test's time limit is the bound. */
    ready: async () => {
      const gone = exited.then((code) => {
        throw new Error(`npm start ended (${code}) before the site was ready:\n${stdout}`);
      });
      const address = expect
        .poll(() => /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1], { timeout: 100_000 })
        .toBeDefined();
      await Promise.race([address, gone]);
      return /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] as string;
    },
  };
}

/** The processes the wrapper started: their command lines and environments, as the kernel holds them. */
function childrenOf(pid: number) {
  const ids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return ids.map((id) => ({
    args: readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').filter(Boolean),
    environment: readFileSync(`/proc/${id}/environ`, 'utf8'),
  }));
}

/** esbuild's service process, which esbuild starts beside a process that compiles with it (tsx's loader). */
const isEsbuildService = (args: string[]) =>
  /[\\/]esbuild$/.test(args[0] ?? '') && args.some((arg) => arg.startsWith('--service='));

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('serverEnvironment', () => {
  it('is production unless NODE_ENV says otherwise', () => {
    expect(serverEnvironment({ PORT: '8080' })).toEqual({ PORT: '8080', NODE_ENV: 'production' });
    expect(serverEnvironment({ NODE_ENV: '' }).NODE_ENV).toBe('production');
    expect(serverEnvironment({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });
});

describe('npm start runs the built server', () => {
  it('in a process of plain Node, which a Ctrl-C to the group stops cleanly, its log complete', async () => {
    const server = startWrapped();
    const address = await server.ready();
    const answer = await fetch(`${address}/api/venues?show=Titanic`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ show: 'Titanic' })]),
    );
    // The process serving it: plain Node on the built JavaScript, no TypeScript loader by flag or environment.
    // The wrapper starts it and nothing else; the wrapper's own loader (tsx) may keep esbuild's service beside
    // it, once it has had a file to compile (a checkout whose tsx cache is empty).
    const children = childrenOf(server.pid).filter(({ args }) => !isEsbuildService(args));
    expect(children).toHaveLength(1);
    const [serving] = children;
    expect(serving?.args).toEqual([process.execPath, '--enable-source-maps', entry]);
    // A loader reaches a process by environment through NODE_OPTIONS. (Other settings may name tsx: npm's
    // npm_lifecycle_script is the gate's own command line when `npm run check` starts the tests.)
    const environment = serving?.environment.split('\0') ?? [];
    expect(environment.find((entry) => entry.startsWith('NODE_OPTIONS=')) ?? '').not.toMatch(/tsx/);
    // React's production build, not the development one Node gets without NODE_ENV.
    expect(environment).toContain('NODE_ENV=production');

    // Both the wrapper and the server get the terminal's SIGINT; the wrapper passes it on too.
    process.kill(-server.pid, 'SIGINT');
    expect(await server.exited).toBe(0);
    const lines = jsonLines(server.output());
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request completed', url: '/api/venues?show=Titanic', statusCode: 200 }),
    );
    expect(lines.filter((line) => String(line.msg).startsWith('SIGINT: finishing'))).toHaveLength(1);
  }, 120_000);

  it('stops cleanly when a service manager signals npm start alone', async () => {
    const server = startWrapped();
    const address = await server.ready();
    await fetch(`${address}/api/health`);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = jsonLines(server.output());
    expect(lines).toContainEqual(expect.objectContaining({ url: '/api/health', statusCode: 200 }));
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/^SIGTERM: finishing/) }),
    );
  }, 120_000);

  it('in a terminal, still prints the readable lines', async () => {
    const server = startWrapped(true);
    const address = await server.ready();
    await fetch(`${address}/api/venues?show=Titanic`);
    try {
      await expect.poll(server.output, { timeout: 60_000 }).toContain('/api/venues?show=Titanic 200');
      expect(server.output()).toContain(`The site is ready at ${address}`);
      expect(server.output()).not.toContain('"msg"');
    } finally {
      process.kill(-server.pid, 'SIGTERM');
    }
    await server.exited;
  }, 120_000);
});

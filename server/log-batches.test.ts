import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { linesInBatches } from './log-batches';
import { createTestApp, type TestApp } from './testing/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A target that keeps each chunk it is handed, as the file or pipe behind stdout would receive it. */
function recordingTarget() {
  const chunks: string[] = [];
  return {
    chunks,
    target: { write: (chunk: Buffer) => chunks.push(chunk.toString()), flushSync: () => undefined },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines in batches', () => {
  it('writes the lines of one turn of the event loop with one write, in the order they were logged', async () => {
    const { chunks, target } = recordingTarget();
    const batches = linesInBatches(target);
    for (let i = 0; i < 50; i++) batches.write(`line ${i}\n`);
    expect(chunks).toEqual([]);

    await nextTurn();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.split('\n').filter(Boolean)).toEqual(Array.from({ length: 50 }, (_, i) => `line ${i}`));
    batches.write('line 50\n');
    await nextTurn();
    expect(chunks).toEqual([expect.any(String), 'line 50\n']);
  });

  it("keeps every field of a request's line", async () => {
    const { chunks, target } = recordingTarget();
    testApp = await createTestApp({ logger: { level: 'info', stream: linesInBatches(target) } });
    await testApp.app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });
    await nextTurn();

    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'request completed')).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: hostname(),
      reqId: expect.any(String),
      method: 'GET',
      url: '/api/venues?show=Titanic',
      statusCode: 200,
      responseTime: expect.any(Number),
      ip: '127.0.0.1',
      msg: 'request completed',
    });
  });

  // The server's own logger (serverLogger, piped), in a process of its own that then ends.
  const logThenEnd = (ending: string) => {
    const script = `
      import { serverLogger } from './server/logging.ts';
      import Fastify from 'fastify';
      const app = Fastify({ logger: await serverLogger('info') });
      for (let i = 0; i < 2000; i++) app.log.info({ i }, 'line');
      await new Promise((resolve) => setImmediate(resolve));
      for (let i = 2000; i < 3000; i++) app.log.info({ i }, 'line');
      ${ending}
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const logged = run.stdout.split('\n').filter((line) => line.includes('"msg":"line"'));
    return { status: run.status, stderr: run.stderr, numbers: logged.map((line) => JSON.parse(line).i) };
  };
  const all = Array.from({ length: 3000 }, (_, i) => i);

  // Starting Node with tsx takes seconds here and far longer on a busy machine: upper bounds, not waits.
  it('loses no line when the process exits right after logging', () => {
    const { status, numbers } = logThenEnd('process.exit(0);');
    expect(status).toBe(0);
    expect(numbers).toEqual(all);
  }, 120_000);

  it('loses no line when the process crashes right after logging', () => {
    const { status, stderr, numbers } = logThenEnd("throw new Error('crash after logging');");
    expect(status).toBe(1);
    expect(stderr).toContain('crash after logging');
    expect(numbers).toEqual(all);
  }, 120_000);
});

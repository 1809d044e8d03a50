import { describe, expect, it } from 'vitest';
import { hashPassword, hashQueue, verifyPassword } from './password';
import { createWorkQueue, QueueFullError } from './work-queue';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the work queue', () => {
  it('runs at most `concurrency` jobs at once, the next starting as one ends', async () => {
    const queue = createWorkQueue(1, 5);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    gates[0]?.resolve();
    expect(await jobs[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once when the line is full, and frees its place after a failure', async () => {
    const queue = createWorkQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(() => Promise.reject(new Error('boom')));
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    await expect(second).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('is what every password hash goes through, one at a time', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    const hash = await hashPassword('a password long enough', cheap);
    const checks = Array.from({ length: 4 }, () => verifyPassword('a password long enough', hash));
    expect(hashQueue.load).toEqual({ running: 1, waiting: 3 });
    expect(await Promise.all(checks)).toEqual([true, true, true, true]);
  });
});

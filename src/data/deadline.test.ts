import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline';

describe('withDeadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on work that never settles, with the caller’s error', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const outcome = withDeadline(never, 10_000, () => new Error('did not answer')).catch(
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('did not answer');
  });

  it('passes on what the work gives in time, and its own failure', async () => {
    await expect(withDeadline(Promise.resolve(3), 50, () => new Error('late'))).resolves.toBe(3);
    await expect(
      withDeadline(Promise.reject(new Error('refused')), 50, () => new Error('late')),
    ).rejects.toThrow('refused');
  });
});

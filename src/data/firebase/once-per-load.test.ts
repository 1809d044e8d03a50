import { afterEach, describe, expect, it, vi } from 'vitest';
import { oncePerLoad } from './once-per-load';

afterEach(() => vi.restoreAllMocks());

describe('a job run once per page load', () => {
  it('runs once however often the dashboard asks, with the first asker’s arguments', async () => {
    const job = vi.fn(async (_venues: string[]) => 'done');
    const once = oncePerLoad(job, 'failed');
    await Promise.all([once.run(['a']), once.run(['b'])]);
    await once.run(['c']);
    expect(job.mock.calls).toEqual([[['a']]]);
  });

  it('warns of a failure without rejecting, and runs again when next asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const job = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const once = oncePerLoad(job, 'the purge failed');
    await expect(once.run()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('the purge failed', expect.any(Error));
    await once.run();
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('lets a write that would clash wait for the run under way', async () => {
    let finish: () => void = () => {};
    const once = oncePerLoad(() => new Promise<void>((resolve) => (finish = resolve)), 'failed');
    await expect(once.settled()).resolves.toBeUndefined(); // nothing under way
    void once.run();
    let waited = false;
    const waiting = once.settled().then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(false);
    finish();
    await waiting;
    expect(waited).toBe(true);
  });
});

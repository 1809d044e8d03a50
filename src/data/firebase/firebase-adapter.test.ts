import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataPort } from '../port';

/** The hosted entry point loads the Firestore client on the first data call, not before. */
describe('the hosted port main.tsx gets', () => {
  afterEach(() => {
    vi.doUnmock('./firestore-port');
    vi.resetModules();
  });

  it('answers sign-in options without loading the store, then forwards calls to it', async () => {
    const listUpcomingVenues = vi.fn<DataPort['listUpcomingVenues']>().mockResolvedValue([]);
    const load = vi.fn(() => ({ listUpcomingVenues }));
    vi.doMock('./firestore-port', () => ({ createFirebaseDataPortFromBuildEnv: load }));
    const { createFirebaseDataPortFromEnv } = await import('./firebase-adapter');

    const port = createFirebaseDataPortFromEnv();
    expect(await port.signInOptions()).toEqual({ password: false, google: true });
    expect(load).not.toHaveBeenCalled();

    await port.listUpcomingVenues('JFK');
    await port.listUpcomingVenues('Titanic');
    expect(load).toHaveBeenCalledTimes(1);
    expect(listUpcomingVenues).toHaveBeenLastCalledWith('Titanic');
  });

  it('reports a store client that cannot be downloaded as unavailable, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    vi.doMock('./firestore-port', () => {
      attempts += 1;
      throw new Error('chunk failed to load');
    });
    const { createFirebaseDataPortFromEnv } = await import('./firebase-adapter');
    // The same module instance as the adapter's (modules were reset).
    const { isDataError } = await import('../errors');
    const port = createFirebaseDataPortFromEnv();

    await expect(port.listUpcomingVenues('JFK')).rejects.toSatisfy((e) => isDataError(e, 'unavailable'));
    await expect(port.listUpcomingVenues('JFK')).rejects.toSatisfy((e) => isDataError(e, 'unavailable'));
    expect(attempts).toBe(2);
    warn.mockRestore();
  });

  it('gives up on a store that does not answer, as unavailable, after 10 seconds', async () => {
    vi.useFakeTimers();
    const hanging = () => new Promise<never>(() => undefined);
    vi.doMock('./firestore-port', () => ({
      createFirebaseDataPortFromBuildEnv: () => ({ listUpcomingVenues: hanging, currentManager: hanging }),
    }));
    const { createFirebaseDataPortFromEnv } = await import('./firebase-adapter');
    const { isDataError } = await import('../errors');
    const port = createFirebaseDataPortFromEnv();

    const listing = port.listUpcomingVenues('JFK').catch((error: unknown) => error);
    const session = port.currentManager().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(isDataError(await listing, 'unavailable')).toBe(true);
    expect(isDataError(await session, 'unavailable')).toBe(true);
    vi.useRealTimers();
  });
});

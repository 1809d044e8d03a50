import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataPort } from '../port';

/**
 * The hosted entry point loads a client on the first data call, not before: a visitor's reads the REST client
 * (public-port.ts), anything else the Firebase SDK (firestore-port.ts).
 */
describe('the hosted port main.tsx gets', () => {
  afterEach(() => {
    vi.doUnmock('./public-port');
    vi.doUnmock('./firestore-port');
    vi.resetModules();
  });

  it('answers sign-in options without loading a client, and reads listings without the SDK', async () => {
    const listUpcomingVenues = vi.fn<DataPort['listUpcomingVenues']>().mockResolvedValue([]);
    const listAllVenues = vi.fn<DataPort['listAllVenues']>().mockResolvedValue([]);
    const loadPublic = vi.fn(() => ({ listUpcomingVenues }));
    const loadSdk = vi.fn(() => ({ listAllVenues }));
    vi.doMock('./public-port', () => ({ createPublicPortFromBuildEnv: loadPublic }));
    vi.doMock('./firestore-port', () => ({ createFirebaseDataPortFromBuildEnv: loadSdk }));
    const { createFirebaseDataPortFromEnv } = await import('./firebase-adapter');

    const port = createFirebaseDataPortFromEnv();
    expect(await port.signInOptions()).toEqual({ password: false, google: true });
    expect(loadPublic).not.toHaveBeenCalled();

    await port.listUpcomingVenues('JFK');
    await port.listUpcomingVenues('Titanic');
    expect(loadPublic).toHaveBeenCalledTimes(1);
    expect(listUpcomingVenues).toHaveBeenLastCalledWith('Titanic');
    expect(loadSdk).not.toHaveBeenCalled();

    await port.listAllVenues();
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(listAllVenues).toHaveBeenCalledTimes(1);
  });

  it('reports a store client that cannot be downloaded as unavailable, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    vi.doMock('./public-port', () => {
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
    vi.doMock('./public-port', () => ({
      createPublicPortFromBuildEnv: () => ({ listUpcomingVenues: hanging }),
    }));
    vi.doMock('./firestore-port', () => ({
      createFirebaseDataPortFromBuildEnv: () => ({ currentManager: hanging }),
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

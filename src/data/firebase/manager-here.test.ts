import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_DATABASE, AUTH_STORE, managerKeptHere, managerSignedInHere } from './manager-here';
import type { ManagerSession } from './session-types';

/**
 * A signed-in user's key in Firebase Auth's store (its indexedDB persistence, whose database and store names
 * tests/e2e/hosted/hosted-manager.ts checks against the real SDK).
 */
const SIGNED_IN = 'firebase:authUser:AIzaSyExample:[DEFAULT]';

/** An ID token as Auth keeps it: its claims in the middle part, base64url, unpadded. */
const idToken = (claims: Record<string, unknown>) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');
const signedIn = (claims: Record<string, unknown>) => ({
  fbase_key: SIGNED_IN,
  value: { uid: 'u1', stsTokenManager: { accessToken: idToken({ sub: 'u1', ...claims }) } },
});

/** Writes the records Auth would keep: none after a visit signed in as nobody, a user's after a sign-in. */
function keepAuthRecords(records: object[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(AUTH_DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(AUTH_STORE, { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction(AUTH_STORE, 'readwrite');
      for (const record of records) transaction.objectStore(AUTH_STORE).put(record);
      transaction.oncomplete = () => {
        open.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('whether a manager is signed in at this browser, answered without loading Firebase Auth', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });

  it('says no where Auth never ran, and leaves no database behind for asking', async () => {
    expect(await managerKeptHere()).toBe(false);
    expect(await databaseNames()).toEqual([]);
  });

  it('says no where Auth ran but nobody is signed in: the dashboard opened, or an e-mail link confirmed', async () => {
    await keepAuthRecords([]);
    expect(await managerKeptHere()).toBe(false);
  });

  it('says no for a signed-in account without the manager claim (a hotel contact), yes with it', async () => {
    await keepAuthRecords([signedIn({ email: 'hotel@example.com' })]);
    expect(await managerKeptHere()).toBe(false);
    await keepAuthRecords([signedIn({ email: 'manager@example.com', admin: true })]);
    expect(await managerKeptHere()).toBe(true);
  });

  it('says no for a record it cannot read, rather than failing the count', async () => {
    await keepAuthRecords([{ fbase_key: SIGNED_IN, value: { stsTokenManager: { accessToken: 'a.%%%.b' } } }]);
    expect(await managerKeptHere()).toBe(false);
  });

  it('asks Auth only where this page started a session, and reads what Auth kept otherwise', async () => {
    const current = vi.fn(() => Promise.resolve({ email: 'm@example.com', name: null, admin: true }));
    const session = vi.fn(() => Promise.resolve({ current } as unknown as ManagerSession));
    await keepAuthRecords([signedIn({ admin: true })]);
    expect(await managerSignedInHere(false, session)).toBe(true);
    expect(session).not.toHaveBeenCalled();
    current.mockResolvedValueOnce({ email: 'm@example.com', name: null, admin: false });
    expect(await managerSignedInHere(true, session)).toBe(false);
    expect(session).toHaveBeenCalledTimes(1);
  });
});

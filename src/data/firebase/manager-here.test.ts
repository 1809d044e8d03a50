import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeptHere, managerSignedInHere } from './manager-here';
import type { ManagerSession } from './session-types';

/** Firebase Auth's own layout in the browser (its indexedDB persistence): database, store and key path. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
const SIGNED_IN = 'firebase:authUser:AIzaSyExample:[DEFAULT]';

/** Writes the records Auth would keep: an empty store after a visit signed in as nobody, a user's after a sign-in. */
function keepAuthRecords(keys: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(AUTH_DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(AUTH_STORE, { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction(AUTH_STORE, 'readwrite');
      for (const key of keys)
        transaction.objectStore(AUTH_STORE).put({ fbase_key: key, value: { uid: 'u1' } });
      transaction.oncomplete = () => {
        open.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('whether a manager may be signed in at this browser, asked without loading Firebase Auth', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });

  it('says no where Auth never ran, and leaves no database behind for asking', async () => {
    expect(await authKeptHere()).toBe(false);
    expect(await databaseNames()).toEqual([]);
  });

  it('says no where Auth ran but nobody is signed in: the dashboard opened, or an e-mail link confirmed', async () => {
    await keepAuthRecords([]);
    expect(await authKeptHere()).toBe(false);
  });

  it('says yes where Auth kept a signed-in account', async () => {
    await keepAuthRecords([SIGNED_IN]);
    expect(await authKeptHere()).toBe(true);
  });

  it('loads the session only where an account is kept, or this page started one', async () => {
    const current = vi.fn(() => Promise.resolve({ email: 'm@example.com', admin: true }));
    const session = vi.fn(() => Promise.resolve({ current } as unknown as ManagerSession));
    await keepAuthRecords([]);
    expect(await managerSignedInHere(false, session)).toBe(false);
    expect(session).not.toHaveBeenCalled();
    expect(await managerSignedInHere(true, session)).toBe(true);
    await keepAuthRecords([SIGNED_IN]);
    expect(await managerSignedInHere(false, session)).toBe(true);
    expect(session).toHaveBeenCalledTimes(2);
  });
});

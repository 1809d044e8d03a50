import type { ManagerSession } from './session-types';

/**
 * Where Firebase Auth keeps a signed-in account in the browser: this IndexedDB database and store, one record
 * a signed-in user, keyed `firebase:authUser:<API key>:<app>`, its ID token among its fields. Auth makes the
 * database whenever it loads, signed in or not (the dashboard's sign-in page; a subscriber's e-mail link, which
 * signs out at once), so the database alone says nothing of a manager.
 */
export const AUTH_DATABASE = 'firebaseLocalStorageDb';
export const AUTH_STORE = 'firebaseLocalStorage';
const SIGNED_IN_KEY = /^firebase:authUser:/;

/** Whether this browser has a database of that name: listing the names opens and creates nothing. */
async function authDatabaseHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
}

/** Auth's records, read without Auth's code; the database is opened only once it is known to exist. */
function authRecords(): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(AUTH_DATABASE);
    // Only a database that is not there (deleted since it was listed) would be made: make nothing.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => reject(open.error ?? new Error('Auth database not opened'));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(AUTH_STORE)) {
        db.close();
        resolve([]);
        return;
      }
      const all = db.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAll();
      all.onsuccess = () => {
        db.close();
        resolve(all.result);
      };
      all.onerror = () => {
        db.close();
        reject(all.error ?? new Error('Auth database not read'));
      };
    };
  });
}

/**
 * Whether one of Auth's records is a signed-in user whose ID token carries the manager's claim (`admin`, which
 * grant-manager gives). tests/e2e/hosted/hosted-manager.ts checks it against what the real SDK keeps.
 */
export function keptManager(record: unknown): boolean {
  const { fbase_key: key, value } = (record ?? {}) as { fbase_key?: unknown; value?: unknown };
  if (typeof key !== 'string' || !SIGNED_IN_KEY.test(key)) return false;
  const token = (value as { stsTokenManager?: { accessToken?: unknown } } | null)?.stsTokenManager
    ?.accessToken;
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return false;
  const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
  return (JSON.parse(json) as { admin?: unknown }).admin === true;
}

/**
 * Whether Firebase Auth kept a manager's signed-in account in this browser, read from the claims of the ID
 * token it keeps, without Auth's code: once loaded, Auth asks Google's servers for their sign-in helper on
 * every page, and a visitor who once opened the dashboard, confirmed a subscription or signed in for a hotel
 * must not load it on every later page. A token kept from before the claim was given says no until the
 * dashboard refreshes it; the count is all that depends on it.
 */
export async function managerKeptHere(): Promise<boolean> {
  try {
    if (!(await authDatabaseHere())) return false;
    return (await authRecords()).some(keptManager);
  } catch {
    return false;
  }
}

/**
 * A manager signed in at this browser, whose own visits are not counted (hosted-counting.ts): asked of Auth
 * where this page already started a session, and read from what Auth kept otherwise.
 */
export async function managerSignedInHere(
  sessionStarted: boolean,
  session: () => Promise<ManagerSession>,
): Promise<boolean> {
  if (!sessionStarted) return managerKeptHere();
  return (await (await session()).current())?.admin === true;
}

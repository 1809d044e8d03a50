import type { ManagerSession } from './session-types';

/**
 * Where Firebase Auth keeps a signed-in account in the browser: this IndexedDB database and store, one record
 * a signed-in user, keyed `firebase:authUser:<API key>:<app>`. Auth makes the database whenever it loads, signed
 * in or not (the dashboard's sign-in page; a subscriber's e-mail link, which signs out at once), so the database
 * alone says nothing of a manager.
 */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
/** A signed-in user's record key (tests/e2e/hosted/hosted-manager.ts checks the real SDK writes it). */
export const SIGNED_IN_KEY = /^firebase:authUser:/;

/** Whether this browser has a database of that name: listing the names opens and creates nothing. */
async function authDatabaseHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
}

/** The keys of Auth's store, read without Auth's code; opened only once the database is known to exist. */
function authKeys(): Promise<IDBValidKey[]> {
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
      const keys = db.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result);
      };
      keys.onerror = () => {
        db.close();
        reject(keys.error ?? new Error('Auth database not read'));
      };
    };
  });
}

/**
 * Whether Firebase Auth kept a signed-in account in this browser. Answered without Auth's code, which, once
 * loaded, asks Google's servers for their sign-in helper on every page: a visitor who once opened the
 * dashboard, or confirmed a subscription, must not load it on every later page.
 */
export async function authKeptHere(): Promise<boolean> {
  try {
    if (!(await authDatabaseHere())) return false;
    return (await authKeys()).some((key) => typeof key === 'string' && SIGNED_IN_KEY.test(key));
  } catch {
    return false;
  }
}

/**
 * A manager signed in at this browser, whose own visits are not counted (hosted-counting.ts). Auth loads only
 * where this page already started a session or Auth kept a signed-in account.
 */
export async function managerSignedInHere(
  sessionStarted: boolean,
  session: () => Promise<ManagerSession>,
): Promise<boolean> {
  if (!sessionStarted && !(await authKeptHere())) return false;
  return (await (await session()).current())?.admin === true;
}

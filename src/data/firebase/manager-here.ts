import type { ManagerSession } from './session-types';

// Firebase Auth keeps a signed-in account in this IndexedDB database. Listing the databases' names opens and
// creates nothing, so a visitor's browser gets neither Auth's code nor any storage from asking.
const AUTH_DATABASE = 'firebaseLocalStorageDb';
export async function authKeptHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  try {
    return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
  } catch {
    return false;
  }
}

/**
 * A manager signed in at this browser, whose own visits are not counted (hosted-counting.ts). Auth loads only
 * where this page already started a session or Auth kept an account.
 */
export async function managerSignedInHere(
  sessionStarted: boolean,
  session: () => Promise<ManagerSession>,
): Promise<boolean> {
  if (!sessionStarted && !(await authKeptHere())) return false;
  return (await (await session()).current())?.admin === true;
}

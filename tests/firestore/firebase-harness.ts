import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { clearFirestore } from '../../scripts/firebase/emulator';
import { parseFirebaseSettings, type FirebaseSettings } from '../../src/data/firebase/config';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { openFirestore, type EmulatorUser } from '../../src/data/firebase/open-firestore';
import { addInterest } from '../../src/data/firebase/subscriber-store';
import { addSeatsBack, type SeatsBackChoice } from '../../src/data/firebase/seats-back-store';
import type { CityKey } from '../../src/domain/cities';
import type { ShowKey } from '../../src/domain/shows';
import { EMULATOR_HOST } from './emulator';
import { modular, startRulesEnvironment } from './rules-env';

/** Settings a hosted build would have against the emulator (a `demo-` project needs no real one). */
export function emulatorSettings(projectId: string): FirebaseSettings {
  const parsed = parseFirebaseSettings({
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_EMULATOR_HOST: EMULATOR_HOST ?? '',
    // Notices are written at once unless a test is about their wait (hosted-notice-wait.test.ts).
    VITE_NOTICE_DELAY_MINUTES: '0',
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.settings;
}

export const MANAGER: EmulatorUser = {
  uid: 'manager-1',
  email: 'manager@example.test',
  name: 'Morgan',
  admin: true,
};
export const NOT_A_MANAGER: EmulatorUser = { uid: 'guest-1', email: 'guest@gmail.example', admin: false };

export interface FirebaseHarness {
  visitor: FirebaseDataPort;
  manager: FirebaseDataPort;
  /** Another signed-in Google account, without the manager claim. */
  stranger: FirebaseDataPort;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The adapter three ways on one emulator project: a visitor (no token), a manager and a non-manager (mock
 * ID tokens, since there is no Auth emulator here). The rules the emulator enforces are firestore.rules.
 */
export function makeFirebaseHarness(projectId: string): FirebaseHarness {
  const settings = emulatorSettings(projectId);
  const visitor = createFirebaseDataPort(settings);
  const manager = createFirebaseDataPort(settings, { emulatorUser: MANAGER });
  const stranger = createFirebaseDataPort(settings, { emulatorUser: NOT_A_MANAGER });
  return {
    visitor,
    manager,
    stranger,
    reset: () => clearFirestore(EMULATOR_HOST ?? '', projectId),
    close: async () => {
      await Promise.all([visitor.close(), manager.close(), stranger.close()]);
    },
  };
}

/**
 * One rules-off client per project for the file that imports this (the rules tests' environment, rules-env.ts):
 * a new environment per write made a Firebase app and a connection each time. Closed after the file's tests.
 */
const rawClients = new Map<string, Promise<RulesTestEnvironment>>();
afterAll(async () => {
  const envs = await Promise.all(rawClients.values());
  rawClients.clear();
  await Promise.all(envs.map((env) => env.cleanup()));
});
async function aroundTheRules<T>(projectId: string, work: (db: Firestore) => Promise<T>): Promise<T> {
  let env = rawClients.get(projectId);
  if (!env) rawClients.set(projectId, (env = startRulesEnvironment(projectId)));
  const around = await env;
  let out: T | undefined;
  await around.withSecurityRulesDisabled(async (ctx) => {
    out = await work(modular(ctx));
  });
  return out as T;
}

/** Writes documents as the old site (or an import) left them, around the rules. */
export async function storeRaw(
  projectId: string,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  await aroundTheRules(projectId, async (db) => {
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

/** Reads documents around the rules, as they are stored. */
export function readRaw(projectId: string, collectionName: string): Promise<Record<string, unknown>[]> {
  return aroundTheRules(projectId, async (db) =>
    (await getDocs(collection(db, collectionName))).docs.map((d) => ({ id: d.id, ...d.data() })),
  );
}

/**
 * What the confirmation page stores once Firebase Auth has verified `email` with its e-mail link (the link
 * itself is tested on the Auth emulator in hosted-email-link.test.ts): one choice added to the address's
 * own document.
 */
export async function subscribeVerified(
  projectId: string,
  who: { uid: string; email: string },
  choice: { show?: ShowKey; city?: CityKey; page?: string },
): Promise<void> {
  const store = openFirestore(emulatorSettings(projectId), { ...who, admin: false, emailVerified: true });
  try {
    await addInterest(store.db, who, { page: '/', ...choice });
  } finally {
    await store.close();
  }
}

/**
 * What the confirmation page stores for a seats-back request once Firebase Auth has verified `email` (the
 * same e-mail link as a subscription's): the request, under the listing and the address's uid.
 */
export async function askSeatsBackVerified(
  projectId: string,
  who: { uid: string; email: string },
  choice: Omit<SeatsBackChoice, 'page'> & { page?: string },
): Promise<void> {
  const store = openFirestore(emulatorSettings(projectId), { ...who, admin: false, emailVerified: true });
  try {
    await addSeatsBack(store.db, who, { page: '/', ...choice });
  } finally {
    await store.close();
  }
}

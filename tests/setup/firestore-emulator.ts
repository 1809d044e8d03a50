/**
 * Vitest global setup of the 'firestore' project: one Cloud Firestore emulator for all its files, with
 * firestore.rules loaded. Each file uses its own `demo-*` project on it, so the files run side by side. Tests
 * read its address with inject('firestoreEmulator'); when there is no emulator they skip, loudly, unless
 * REQUIRE_FIRESTORE_EMULATOR=1 (CI) makes that a failure.
 *
 * GATE_FIRESTORE_EMULATOR=host:port: an emulator already running (started once for the whole gate, with
 * firestore.rules) is used instead of starting one, and left running.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { answers, emulatorMissing, startFirestoreEmulator } from '../../scripts/firebase/emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** "127.0.0.1:PORT" of the running emulator, or null when the suites must skip. */
    firestoreEmulator: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.GATE_FIRESTORE_EMULATOR?.trim();
  if (given) {
    if (!/^[\w.-]+:\d+$/.test(given))
      throw new Error(`GATE_FIRESTORE_EMULATOR must be host:port, like 127.0.0.1:8186 (it is "${given}").`);
    if (!(await answers(`http://${given}/`)))
      throw new Error(`GATE_FIRESTORE_EMULATOR=${given}, but no Firestore emulator answers there.`);
    console.info(`Firestore emulator of the gate on ${given}`);
    project.provide('firestoreEmulator', given);
    return undefined;
  }
  const missing = emulatorMissing();
  if (missing) {
    if (process.env.REQUIRE_FIRESTORE_EMULATOR === '1') {
      throw new Error(`REQUIRE_FIRESTORE_EMULATOR=1 but ${missing}.`);
    }
    const line = '*'.repeat(100);
    console.warn(`\n${line}\n*** Firestore emulator suites SKIPPED: ${missing}.\n${line}\n`);
    project.provide('firestoreEmulator', null);
    return undefined;
  }
  const started = Date.now();
  const emulator = await startFirestoreEmulator({ rulesPath: resolve('firestore.rules') });
  console.info(`Firestore emulator on ${emulator.hostPort} (started in ${Date.now() - started} ms)`);
  project.provide('firestoreEmulator', emulator.hostPort);
  return () => emulator.stop();
}

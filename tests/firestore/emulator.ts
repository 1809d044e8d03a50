import { describe, inject } from 'vitest';

/** "127.0.0.1:PORT" of the emulator the global setup started, or null (then every suite here skips). */
export const EMULATOR_HOST = inject('firestoreEmulator');

/** A describe that runs only when the emulator is there (tests/setup/firestore-emulator.ts says why not). */
export const describeOnEmulator = describe.skipIf(EMULATOR_HOST === null);

export function emulatorAddress(): { host: string; port: number } {
  if (!EMULATOR_HOST) throw new Error('No Firestore emulator: this suite should have been skipped.');
  const [host, port] = EMULATOR_HOST.split(':') as [string, string];
  return { host, port: Number(port) };
}

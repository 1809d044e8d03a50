import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

const onEmulator = new WeakSet<Auth>();

/**
 * Firebase Auth of one app, pointed at the Auth emulator when the build names one. The manager's Google
 * sign-in and a subscriber's e-mail link share it; the emulator may be connected only once per instance.
 */
export function openAuth(app: FirebaseApp, authEmulatorUrl?: string): Auth {
  const auth = getAuth(app);
  if (authEmulatorUrl && !onEmulator.has(auth)) {
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    onEmulator.add(auth);
  }
  return auth;
}

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseSettings } from './config';

/** A user the Firestore emulator should believe in (its `mockUserToken`); tests only. */
export interface EmulatorUser {
  uid: string;
  email: string;
  name?: string;
  /** The manager claim, as `npm run firebase:grant-manager` sets it on real accounts. */
  admin: boolean;
  /** A subscriber who signed in with Firebase Auth's e-mail link has a verified address. */
  emailVerified?: boolean;
}

export interface OpenStore {
  app: FirebaseApp;
  db: Firestore;
  close(): Promise<void>;
}

let opened = 0;

/**
 * Starts the Firebase app and the Firestore (lite) client. Each call gets its own named app, so a test can
 * hold a visitor's and a manager's connection side by side; a page calls this once. `onAppStart` runs on the
 * new app before Firestore is set up (App Check must be in place before the first request).
 */
export function openFirestore(
  settings: FirebaseSettings,
  emulatorUser?: EmulatorUser,
  onAppStart?: (app: FirebaseApp) => void,
): OpenStore {
  if (emulatorUser && !settings.emulator) {
    // A mock token is meaningless to the real service; refusing it keeps the test hook out of production.
    throw new Error('An emulator user can only be given when VITE_FIREBASE_EMULATOR_HOST is set.');
  }
  opened += 1;
  const app = initializeApp(settings.options, `immersive-site-${opened}`);
  onAppStart?.(app);
  const db = getFirestore(app);
  if (settings.emulator) {
    const { host, port } = settings.emulator;
    connectFirestoreEmulator(
      db,
      host,
      port,
      emulatorUser
        ? {
            mockUserToken: {
              sub: emulatorUser.uid,
              email: emulatorUser.email,
              name: emulatorUser.name,
              admin: emulatorUser.admin,
              email_verified: emulatorUser.emailVerified ?? false,
            },
          }
        : {},
    );
  }
  return { app, db, close: () => deleteApp(app) };
}

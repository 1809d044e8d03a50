/**
 * Where the hosted-mode end-to-end run lives: shared by playwright.config.ts, the server script (serve.ts)
 * and the specs. Fixed ports so the build can be pointed at the emulator before it starts.
 */
import { emulatorMissing } from '../../../scripts/firebase/emulator';

export const HOSTED_PORT = Number(process.env.HOSTED_E2E_PORT ?? 4175);
export const HOSTED_FIRESTORE_PORT = Number(process.env.HOSTED_E2E_FIRESTORE_PORT ?? 8186);
export const HOSTED_PROJECT_ID = 'demo-e2e-hosted';
export const HOSTED_API_KEY = 'AIzaSyE2eE2eE2eE2eE2eE2eE2eE2eE2eE2eE2e';
export const HOSTED_OUT_DIR = '.tmp/e2e-hosted/dist';
/** Who the hosted build's notices go to (VITE_NOTIFY_EMAIL and config/notify on the emulator). */
export const HOSTED_NOTIFY_EMAIL = 'bookings@e2e-hosted.example';

/** Why the hosted run cannot happen here (no emulator or no Java), or null. */
export const HOSTED_MISSING = emulatorMissing();

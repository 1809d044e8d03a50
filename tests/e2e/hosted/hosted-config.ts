/**
 * Where the hosted-mode end-to-end run lives: shared by playwright.config.ts, the server script (serve.ts)
 * and the specs. Fixed ports so the build can be pointed at the emulators before they start; each one can be
 * moved with its HOSTED_E2E_* setting, so parallel runs and CI choose their own.
 */
import { emulatorMissing } from '../../../scripts/firebase/emulator';
import { portSetting } from '../../../scripts/firebase/firebase-emulators';

/** The Hosting emulator, which serves the build. */
export const HOSTED_PORT = portSetting('HOSTED_E2E_PORT', 4175);
/**
 * The gate (scripts/gate.ts) starts one Firestore emulator for the whole run and names it in
 * GATE_FIRESTORE_EMULATOR ("127.0.0.1:PORT"): the hosted run then uses it, on a project of its own, instead of
 * starting another.
 */
export const GATE_FIRESTORE_EMULATOR = process.env.GATE_FIRESTORE_EMULATOR || null;
export const HOSTED_FIRESTORE_PORT = GATE_FIRESTORE_EMULATOR
  ? gateEmulatorPort(GATE_FIRESTORE_EMULATOR, 'GATE_FIRESTORE_EMULATOR')
  : portSetting('HOSTED_E2E_FIRESTORE_PORT', 8186);
/** The gate's one Auth emulator ("127.0.0.1:PORT"), which the hosted run then uses instead of its own. */
export const GATE_AUTH_EMULATOR = process.env.GATE_AUTH_EMULATOR || null;
export const HOSTED_AUTH_PORT = GATE_AUTH_EMULATOR
  ? gateEmulatorPort(GATE_AUTH_EMULATOR, 'GATE_AUTH_EMULATOR')
  : portSetting('HOSTED_E2E_AUTH_PORT', 9186);
export const HOSTED_HUB_PORT = portSetting('HOSTED_E2E_HUB_PORT', 4176);
export const HOSTED_LOGGING_PORT = portSetting('HOSTED_E2E_LOGGING_PORT', 4177);
export const HOSTED_PROJECT_ID = 'demo-e2e-hosted';
export const HOSTED_API_KEY = 'AIzaSyE2eE2eE2eE2eE2eE2eE2eE2eE2eE2eE2e';
export const HOSTED_WORK_DIR = '.tmp/e2e-hosted';
export const HOSTED_OUT_DIR = `${HOSTED_WORK_DIR}/dist`;
/** Who the hosted build's notices go to (VITE_NOTIFY_EMAIL and config/notify on the emulator). */
export const HOSTED_NOTIFY_EMAIL = 'bookings@e2e-hosted.example';
/** The Auth emulator, which stands in for Google sign-in in this build. */
export const HOSTED_AUTH_URL = `http://127.0.0.1:${HOSTED_AUTH_PORT}`;

/** Why the hosted run cannot happen here (no emulator or no Java), or null. */
export const HOSTED_MISSING = emulatorMissing();

function gateEmulatorPort(hostPort: string, setting: string): number {
  const match = /^127\.0\.0\.1:(\d+)$/.exec(hostPort);
  if (!match) throw new Error(`${setting} must be 127.0.0.1:PORT (got "${hostPort}")`);
  return Number(match[1]);
}

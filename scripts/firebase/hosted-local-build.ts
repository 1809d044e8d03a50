/**
 * What npm run hosted:local builds, and for which ports: shared by the script, its browser test (which has
 * the build made before it starts the script) and the test of its build decision.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_NOTIFY_EMAIL } from './demo-data';
import type { EmulatorBuildOptions } from './emulator-build';
import { portSetting } from './firebase-emulators';

export const HOSTED_LOCAL_OUT_DIR = 'dist-emulator';

export interface HostedLocalPorts {
  hosting: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
}

/** The ports from PORT, FIRESTORE_EMULATOR_PORT, ... (throws a readable message on a bad one). */
export function hostedLocalPorts(env: NodeJS.ProcessEnv = process.env): HostedLocalPorts {
  return {
    hosting: portSetting('PORT', 5005, env),
    firestore: portSetting('FIRESTORE_EMULATOR_PORT', 8085, env),
    auth: portSetting('AUTH_EMULATOR_PORT', 9099, env),
    hub: portSetting('EMULATOR_HUB_PORT', 4400, env),
    logging: portSetting('EMULATOR_LOGGING_PORT', 4500, env),
  };
}

/** The `demo-` project of .firebaserc under `root`. */
export function hostedLocalProject(root: string): string {
  const rc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')) as { projects: { default: string } };
  return rc.projects.default;
}

export function hostedLocalBuild(projectId: string, ports: HostedLocalPorts): EmulatorBuildOptions {
  return {
    mode: 'emulator',
    outDir: HOSTED_LOCAL_OUT_DIR,
    projectId,
    emulatorHostPort: `127.0.0.1:${ports.firestore}`,
    siteUrl: `http://127.0.0.1:${ports.hosting}`,
    env: {
      VITE_NOTIFY_EMAIL: DEMO_NOTIFY_EMAIL,
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
      VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    },
  };
}

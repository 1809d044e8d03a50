/**
 * The ports the browser test runs `npm run hosted:local` on (HOSTED_LOCAL_E2E_*, so parallel runs choose their
 * own), as the script's own settings, and the build the script makes for them: the gate makes that build
 * before the browser tests (`hosted-local.ts --build-only` with these settings), so the test starts the
 * script on a build that is already there.
 */
import { spawnSync } from 'node:child_process';
import { emulatorBuildDecision } from '../../../scripts/firebase/emulator-build';
import { portSetting } from '../../../scripts/firebase/firebase-emulators';
import {
  hostedLocalBuild,
  hostedLocalPorts,
  hostedLocalProject,
} from '../../../scripts/firebase/hosted-local-build';

export const HOSTED_LOCAL_ENV = {
  PORT: String(portSetting('HOSTED_LOCAL_E2E_PORT', 4318)),
  FIRESTORE_EMULATOR_PORT: String(portSetting('HOSTED_LOCAL_E2E_FIRESTORE_PORT', 8897)),
  AUTH_EMULATOR_PORT: String(portSetting('HOSTED_LOCAL_E2E_AUTH_PORT', 9897)),
  EMULATOR_HUB_PORT: String(portSetting('HOSTED_LOCAL_E2E_HUB_PORT', 4319)),
  EMULATOR_LOGGING_PORT: String(portSetting('HOSTED_LOCAL_E2E_LOGGING_PORT', 4320)),
};

/** Makes hosted:local's build for these ports unless a current one is there (then in well under a second). */
export function ensureHostedLocalBuild(): void {
  const build = hostedLocalBuild(hostedLocalProject(process.cwd()), hostedLocalPorts(HOSTED_LOCAL_ENV));
  if (emulatorBuildDecision(process.cwd(), build) === 'unchanged') return;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/firebase/hosted-local.ts', '--build-only'],
    {
      env: { ...process.env, ...HOSTED_LOCAL_ENV },
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error(`hosted:local --build-only failed (${run.status})`);
}

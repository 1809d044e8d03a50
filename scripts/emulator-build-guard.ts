import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { EMULATOR_KEYS } from '../src/data/firebase/config.ts';

/** The folder `firebase deploy` ships (firebase.json's hosting.public). */
export const DEPLOY_DIR = 'dist-firebase';

/**
 * Stops a build pointed at an emulator from writing the deploy folder, whichever command started it: an
 * emulator build in dist-firebase is one `firebase deploy` away from a live site that talks to a laptop.
 * Emulator builds go to their own folder (npm run hosted:local uses dist-emulator).
 */
export function emulatorBuildGuard(): Plugin {
  return {
    name: 'emulator-build-guard',
    apply: 'build',
    configResolved(config) {
      const emulatorKeys = EMULATOR_KEYS.filter((key) => String(config.env[key] ?? '').trim() !== '');
      const outDir = resolve(config.root, config.build.outDir);
      if (emulatorKeys.length > 0 && outDir === resolve(config.root, DEPLOY_DIR)) {
        throw new Error(
          `This build talks to an emulator (${emulatorKeys.join(', ')} set) and would be written to ` +
            `${DEPLOY_DIR}, the folder firebase deploy ships. Build for the emulator with npm run hosted:local ` +
            `(it writes dist-emulator), or remove ${emulatorKeys.join(' and ')} for a deploy build.`,
        );
      }
    },
  };
}

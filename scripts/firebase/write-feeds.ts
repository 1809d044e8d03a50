/**
 * The last step of a hosted build (`npm run build:firebase`, and the emulator builds): reads the upcoming
 * listings from the build's own Firestore project and writes the calendar feeds into the build folder, then
 * the deploy record (src/domain/deploy-record.ts) that the dashboard reads.
 *
 *   tsx scripts/firebase/write-feeds.ts [--mode MODE] [--outDir dist-firebase]
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { createFirebaseDataPortFromBuildEnv } from '../../src/data/firebase/firestore-port';
import { writeFeedFiles } from './feed-files';
import { DEPLOY_RECORD_PATH, type DeployRecord } from '../../src/domain/deploy-record';
import { refusedNotice } from './published-content';

const flag = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const mode = flag('mode', 'firebase');
const outDir = resolve(flag('outDir', 'dist-firebase'));
const env = loadEnv(mode, process.cwd(), '');
const origin = env.VITE_SITE_URL ?? '';

try {
  const { dates, refused } = await writeFeedFiles(createFirebaseDataPortFromBuildEnv(env), outDir, origin);
  if (refused) console.log(refusedNotice('the upcoming dates', 'calendar feeds without dates'));
  console.log(`Calendar feeds written into ${outDir}/calendars: ${dates} upcoming dates.`);
  // The build's last step: the dashboard tells the manager what was published after this moment.
  const record: DeployRecord = { builtAt: new Date().toISOString() };
  writeFileSync(join(outDir, DEPLOY_RECORD_PATH), `${JSON.stringify(record)}\n`);
  process.exit(0);
} catch (error) {
  console.error(
    `\nThe calendar feeds could not be written: the upcoming dates could not be read from Firestore ` +
      `(${error instanceof Error ? error.message : String(error)}).\nThe build stops rather than publish ` +
      `feeds without dates, which would empty every subscriber's calendar. See docs/hosted-mode.md, Calendar feeds.\n`,
  );
  process.exit(1);
}

/**
 * The last step of a hosted build (`npm run build:firebase`, and the emulator builds): reads the upcoming
 * listings from the build's own Firestore project and writes the calendar feeds into the build folder.
 *
 *   tsx scripts/firebase/write-feeds.ts [--mode MODE] [--outDir dist-firebase]
 */
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { createFirebaseDataPortFromBuildEnv } from '../../src/data/firebase/firestore-port';
import { firebaseSettingsOf } from '../../src/data/firebase/config';
import { firestoreRest } from '../../src/data/firebase/firestore-rest';
import { HOTELS, readHotelDocs } from '../../src/data/firebase/hotel-store';
import { PUBLIC_QUERY_LIMIT } from '../../src/data/firebase/venue-store';
import { writeFeedFiles } from './feed-files';
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
  const rest = firestoreRest(firebaseSettingsOf(env));
  const { dates, refused, hotels } = await writeFeedFiles(
    createFirebaseDataPortFromBuildEnv(env),
    outDir,
    origin,
    async () => readHotelDocs(await rest.runQuery({ collection: HOTELS, limit: PUBLIC_QUERY_LIMIT })),
  );
  if (refused) console.log(refusedNotice('the upcoming dates', 'calendar feeds without dates'));
  console.log(`Calendar feeds written into ${outDir}/calendars: ${dates} upcoming dates.`);
  console.log(`Hotel widgets written into ${outDir}/widgets: ${hotels} hotels.`);
  process.exit(0);
} catch (error) {
  console.error(
    `\nThe calendar feeds could not be written: the upcoming dates could not be read from Firestore ` +
      `(${error instanceof Error ? error.message : String(error)}).\nThe build stops rather than publish ` +
      `feeds without dates, which would empty every subscriber's calendar. See docs/hosted-mode.md, Calendar feeds.\n`,
  );
  process.exit(1);
}

/**
 * The last step of a hosted build (`npm run build:firebase`, and the emulator builds): reads the upcoming
 * listings from the build's own Firestore project and writes the calendar feeds into the build folder, and
 * each upcoming date's share picture and page head (date-page-files.ts), then the deploy record
 * (src/domain/deploy-record.ts) that the dashboard reads.
 *
 *   tsx scripts/firebase/write-feeds.ts [--mode MODE] [--outDir dist-firebase]
 */
// Before anything that may load React (the renderer below): its production build.
import './react-production';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { createFirebaseDataPortFromBuildEnv } from '../../src/data/firebase/firestore-port';
import { loadRenderer } from '../../server/pages/renderer';
import { writeDatePageFiles } from './date-page-files';
import { firebaseSettingsOf } from '../../src/data/firebase/config';
import { firestoreRest } from '../../src/data/firebase/firestore-rest';
import { HOTELS, readHotelDocs } from '../../src/data/firebase/hotel-store';
import { PUBLIC_QUERY_LIMIT } from '../../src/data/firebase/venue-store';
import { writeFeedFiles } from './feed-files';
import { DEPLOY_RECORD_PATH, type DeployRecord } from '../../src/domain/deploy-record';
import { publishedContentForBuild, readForBuild, refusedNotice } from './published-content';

const flag = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const mode = flag('mode', 'firebase');
const outDir = resolve(flag('outDir', 'dist-firebase'));
const env = loadEnv(mode, process.cwd(), '');
const origin = env.VITE_SITE_URL ?? '';

const port = createFirebaseDataPortFromBuildEnv(env);
try {
  const rest = firestoreRest(firebaseSettingsOf(env));
  const { dates, refused, hotels } = await writeFeedFiles(port, outDir, origin, async () =>
    readHotelDocs(await rest.runQuery({ collection: HOTELS, limit: PUBLIC_QUERY_LIMIT })),
  );
  if (refused) console.log(refusedNotice('the upcoming dates', 'calendar feeds without dates'));
  console.log(`Calendar feeds written into ${outDir}/calendars: ${dates} upcoming dates.`);
  console.log(`Hotel widgets written into ${outDir}/widgets: ${hotels} hotels.`);
} catch (error) {
  console.error(
    `\nThe calendar feeds could not be written: the upcoming dates could not be read from Firestore ` +
      `(${error instanceof Error ? error.message : String(error)}).\nThe build stops rather than publish ` +
      `feeds without dates, which would empty every subscriber's calendar. See docs/hosted-mode.md, Calendar feeds.\n`,
  );
  process.exit(1);
}
try {
  // The date page shells come from the prerender's server bundle, kept beside the build, with their critical
  // CSS from the build's stylesheets and the published words every page of the build carries.
  const renderer = await loadRenderer(`${outDir}-ssr`, outDir, { deadlineMs: 60_000 });
  if (!renderer) throw new Error(`no server bundle in ${outDir}-ssr: run the prerender first`);
  const { value: upcoming } = await readForBuild(port.listAllUpcomingVenues(), []);
  const { value: content } = await publishedContentForBuild(port);
  const written = await writeDatePageFiles(renderer, upcoming, outDir, origin, content);
  console.log(`Share pictures and page heads written for ${written} upcoming dates.`);
  // The build's last step: the dashboard tells the manager what was published after this moment.
  const record: DeployRecord = { builtAt: new Date().toISOString() };
  writeFileSync(join(outDir, DEPLOY_RECORD_PATH), `${JSON.stringify(record)}\n`);
  process.exit(0);
} catch (error) {
  console.error(
    `\nThe dates' share pictures could not be written ` +
      `(${error instanceof Error ? error.message : String(error)}).\nThe build stops rather than deploy ` +
      `date pages whose link previews name no date. See docs/hosted-mode.md, Date pages.\n`,
  );
  process.exit(1);
}

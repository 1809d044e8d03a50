/**
 * Before a site goes live on existing Firestore data (or after an import), reads every listing the way the
 * site does (src/data/firebase/legacy-venue.ts, the one normaliser) and reports each document the site
 * cannot show, and why, plus the ones it shows only by guessing. Usage:
 *   npm run firebase:check-data -- --project PROJECT_ID             (Application Default Credentials)
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8085 npm run firebase:check-data -- --project demo-queen-of-the-ocean
 * Exits 1 when a document cannot be read, so it can gate a migration.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { LEGACY_CITY_FALLBACK, readVenueDoc } from '../../src/data/firebase/legacy-venue';
import { VENUES } from '../../src/data/firebase/venue-store';
import { normaliseCityKey } from '../../src/domain/cities';
import { credentialHelp, fail, initAdmin, isMain, parseAdminArgs } from './admin';

export interface DataReport {
  total: number;
  /** Documents the site skips: they never show. */
  unreadable: { id: string; reason: string }[];
  /** Documents the site shows, but not quite as stored. */
  guessed: { id: string; note: string }[];
}

export function checkListings(docs: readonly { id: string; data: Record<string, unknown> }[]): DataReport {
  const report: DataReport = { total: docs.length, unreadable: [], guessed: [] };
  for (const { id, data } of docs) {
    const reading = readVenueDoc(id, data);
    if (!reading.ok) {
      report.unreadable.push({ id, reason: reading.reason });
      continue;
    }
    const { venue } = reading;
    const stored = typeof data.selectWhere === 'string' ? data.selectWhere : '';
    if (!normaliseCityKey(stored) && !/^sold\s*out$/i.test(stored.trim())) {
      report.guessed.push({
        id,
        note:
          venue.city === LEGACY_CITY_FALLBACK
            ? `selectWhere ${JSON.stringify(data.selectWhere)} is not a city: shown under ${LEGACY_CITY_FALLBACK}`
            : `selectWhere ${JSON.stringify(data.selectWhere)} is not a city: ${venue.city} was found in the location`,
      });
    }
    if (typeof data.hotelLink === 'string' && data.hotelLink.trim() !== '' && venue.bookingUrl === '') {
      report.guessed.push({
        id,
        note: `hotelLink ${JSON.stringify(data.hotelLink)} is not a web link: not shown`,
      });
    }
  }
  return report;
}

export function formatReport(projectId: string, report: DataReport): string {
  const lines = [`Listings in ${projectId}: ${report.total} read.`];
  if (report.unreadable.length === 0) lines.push('Every listing can be read by the site.');
  else {
    lines.push(`${report.unreadable.length} cannot be read (the site skips them; fix or delete each):`);
    for (const { id, reason } of report.unreadable) lines.push(`  venues/${id}: ${reason}`);
  }
  if (report.guessed.length > 0) {
    lines.push(`${report.guessed.length} shown with a guess (edit them in the dashboard to be sure):`);
    for (const { id, note } of report.guessed) lines.push(`  venues/${id}: ${note}`);
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const parsed = parseAdminArgs(process.argv.slice(2), process.env);
  if (!parsed.ok) fail(`${parsed.problem}\nUsage: npm run firebase:check-data -- --project PROJECT_ID`);
  try {
    const db = getFirestore(initAdmin(parsed.args));
    const snapshot = await db.collection(VENUES).get();
    const report = checkListings(snapshot.docs.map((d) => ({ id: d.id, data: d.data() })));
    console.log(formatReport(parsed.args.projectId, report));
    process.exitCode = report.unreadable.length > 0 ? 1 : 0;
  } catch (error) {
    fail(`Could not read ${parsed.args.projectId}: ${credentialHelp(error)}`);
  }
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calendarFeedFiles } from '../../src/content/calendar-feeds';
import type { DataPort } from '../../src/data/port';
import { withDeadline } from '../../src/data/deadline';

/** Long enough for a slow network, short enough that a build never hangs on a Firestore that does not answer. */
const READ_TIMEOUT_MS = 60_000;

/**
 * Writes the subscribed calendars and the Atom feed of new dates into a hosted build (docs/hosted-mode.md,
 * Calendar feeds): the upcoming listings read the way What's on reads them (the public query, under the
 * rules), made into files by the code the embedded server answers with. A read that fails stops the build:
 * deploying feeds with no dates would empty every subscriber's calendar. Returns the number of dates.
 */
export async function writeFeedFiles(port: DataPort, outDir: string, origin: string): Promise<number> {
  const upcoming = await withDeadline(
    port.listAllUpcomingVenues(),
    READ_TIMEOUT_MS,
    () => new Error(`Firestore did not answer within ${READ_TIMEOUT_MS / 1000} s`),
  );
  for (const { path, body } of calendarFeedFiles(upcoming, origin)) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return upcoming.length;
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calendarFeedFiles } from '../../src/content/calendar-feeds';
import type { DataPort } from '../../src/data/port';
import type { Hotel } from '../../src/domain/hotel';
import { writeHotelWidgetFiles } from './hotel-widget-files';
import { readForBuild } from './published-content';

/**
 * Writes the subscribed calendars and the Atom feed of new dates into a hosted build (docs/hosted-mode.md,
 * Calendar feeds): the upcoming listings read the way What's on reads them (the public query, under the
 * rules), made into files by the code the embedded server answers with. A read that fails stops the build:
 * deploying feeds with no dates would empty every subscriber's calendar. Only a new project's refusal (no
 * rules deployed yet, so no dates and no subscribers either) writes feeds without dates, and says so.
 */
export async function writeFeedFiles(
  port: DataPort,
  outDir: string,
  origin: string,
  /** The saved hotels (a public read), whose widget pages and calendars are written too. */
  readHotels: () => Promise<readonly Hotel[]> = async () => [],
): Promise<{ dates: number; refused: boolean; hotels: number }> {
  const { refused, value: upcoming } = await readForBuild(port.listAllUpcomingVenues(), []);
  for (const { path, body } of calendarFeedFiles(upcoming, origin)) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  const hotels = refused ? [] : await readHotels();
  return { dates: upcoming.length, refused, hotels: writeHotelWidgetFiles(outDir, hotels, upcoming, origin) };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calendarFeedFile } from '../../src/content/calendar-feeds';
import type { Hotel } from '../../src/domain/hotel';
import { calendarFeedPath } from '../../src/domain/feed-paths';
import { hotelWidgetPath, isHotelWidgetId } from '../../src/domain/hotel-widget-paths';
import type { Venue } from '../../src/domain/venue';
import { hotelWidgetDocument } from '../../src/render/hotel-widget';

/**
 * Each saved hotel's widget page and calendar, as files of a hosted build (docs/decisions/0042-hotel-widget.md):
 * the bytes the embedded server answers, for the dates of the build. `/widgets/hotels/<id>` is served from
 * `<id>.html` (firebase.json's cleanUrls), and firebase.json lets only those pages be framed. A hotel with no
 * date coming still gets both, so a widget pasted once never breaks.
 */
export function hotelWidgetFiles(
  hotels: readonly Hotel[],
  upcoming: readonly Venue[],
  origin: string,
): { path: string; body: string }[] {
  return hotels
    .filter((hotel) => isHotelWidgetId(hotel.id))
    .flatMap((hotel) => {
      const dates = upcoming.filter((venue) => venue.hotelId === hotel.id);
      return [
        { path: `${hotelWidgetPath(hotel.id)}.html`, body: hotelWidgetDocument({ hotel, dates, origin }) },
        {
          path: calendarFeedPath({ kind: 'hotel', hotel }),
          body: calendarFeedFile({ kind: 'hotel', hotel }, dates, origin),
        },
      ];
    });
}

export function writeHotelWidgetFiles(
  outDir: string,
  hotels: readonly Hotel[],
  upcoming: readonly Venue[],
  origin: string,
): number {
  const files = hotelWidgetFiles(hotels, upcoming, origin);
  for (const { path, body } of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return files.length / 2;
}

/**
 * Wall-clock times in the UK. Show dates are calendar days and start times are "19:00" on a hotel's clock,
 * so an instant needs the offset London had on that day: +00:00 (GMT) in winter, +01:00 (BST) in summer.
 *
 * From 1996 the offset follows the UK's rule (the Summer Time Order 2002, and the EU's rule before it): BST
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. It is computed here,
 * not asked of Intl, because a page's first Intl object sets up the browser's locale and time zone data,
 * 45-84 ms of one task in a fresh renderer, and every page with dates needed one before its first render
 * (decision 0044). `london-time.test.ts` holds the rule to the runtime's time zone data at every change from
 * 1996 to 2100, so a change in the law fails the tests once the data knows it. Earlier instants ask Intl.
 */

const DAY_MS = 86_400_000;
const FIRST_YEAR_OF_THE_RULE = 1996;

/** "HH:MM" on a 24-hour clock. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

let offsetFormatter: Intl.DateTimeFormat | null = null;
const offsetFormat = () =>
  (offsetFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'longOffset',
  }));

/** London's offset before 1996, from the time zone data (no page shows such a date). */
function offsetFromTimeZoneData(epochMs: number): number {
  const name =
    offsetFormat()
      .formatToParts(epochMs)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT" alone: no offset
  const [, sign, hours, minutes] = match as unknown as [string, string, string, string];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** 01:00 UTC on the last Sunday of a month (0-11) of a year, in epoch ms. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/** London's offset from UTC at an instant, in minutes (0 or 60). */
function offsetMinutesAt(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  if (year < FIRST_YEAR_OF_THE_RULE) return offsetFromTimeZoneData(epochMs);
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9);
  return summer ? 60 : 0;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The instant (epoch ms) of a London wall-clock time: `date` "YYYY-MM-DD", `time` "HH:MM". */
export function londonInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, hh, mm);
  // London's offsets either side of this day (0 and 60 around a change, else one). A time that happens twice
  // (01:00-01:59 on the last Sunday of October) is its first occurrence, in BST, as RFC 5545 reads a
  // calendar file's local time, so the page, its JSON-LD and its .ics name the same instant.
  const offsets = new Set([-DAY_MS, DAY_MS].map((shift) => offsetMinutesAt(asIfUtc + shift)));
  const real = [...offsets]
    .map((offset) => asIfUtc - offset * 60_000)
    .filter((instant) => offsetMinutesAt(instant) * 60_000 === asIfUtc - instant);
  // None is real only in the hour the clocks skip (never a show's start): read with the offset before the
  // change, as RFC 5545 does (01:30 is 02:30 BST).
  return real.length > 0 ? Math.min(...real) : asIfUtc - offsetMinutesAt(asIfUtc - DAY_MS) * 60_000;
}

/** An instant as London's local time with its offset: "2026-12-04T19:00:00+00:00" (ISO 8601). */
export function londonIsoString(epochMs: number): string {
  const offset = offsetMinutesAt(epochMs);
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + offset * 60_000).toISOString();
  return `${wall.slice(0, 19)}${formatOffset(offset)}`;
}

/**
 * Wall-clock times in the UK. Show dates are calendar days and start times are "19:00" on a hotel's clock,
 * so an instant needs the offset London had on that day: +00:00 (GMT) in winter, +01:00 (BST) in summer.
 * Intl knows the rules (the clocks change on the last Sundays of March and October), so nothing here
 * hard-codes them.
 */

const DAY_MS = 86_400_000;

/** "HH:MM" on a 24-hour clock. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

// Built on first use, not as the module loads: each takes a few milliseconds, which a page's start-up (one
// task for all its modules' code) would pay before anything asked for a time.
let offsetFormatter: Intl.DateTimeFormat | null = null;
const offsetFormat = () =>
  (offsetFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'longOffset',
  }));

// A page that loads this module shows dates, and its render will need the offsets: in a browser the offset
// formatter is made in a task of its own just after the module loads. The first Intl object of a page sets
// up the browser's locale and time zone data (12-60 ms on the first page of a visit, decision 0044), which
// would otherwise lengthen the module's task or a render's.
if (typeof window !== 'undefined') setTimeout(offsetFormat, 0);

let wallFormatter: Intl.DateTimeFormat | null = null;
const wallFormat = () =>
  (wallFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** London's offset from UTC at an instant, in minutes (0 or 60). */
function offsetMinutesAt(epochMs: number): number {
  const name =
    offsetFormat()
      .formatToParts(epochMs)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT" alone: no offset
  const [, sign, hours, minutes] = match as unknown as [string, string, string, string];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
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
  const parts = Object.fromEntries(
    wallFormat()
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  const offset = formatOffset(offsetMinutesAt(epochMs));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every date a person reads (pages, cards, e-mails, feeds' text, the dashboard) is written by one module,
 * src/domain/dates.ts, so each carries its weekday and reads alike everywhere. Any other way of writing a date
 * for people fails here: the browser's own formatters, a date library, a list of month or weekday names, the
 * old ordinal form ("4th of December 2026"). Machine formats (ISO 8601, iCalendar, JSON-LD, CSV, HTTP dates)
 * come from toISOString, toUTCString and the generators, which this does not look for.
 */
const FORMATTER = 'src/domain/dates.ts';
/** London's offset and ISO 8601 strings with it (machine formats): Intl is how it knows the clock rules. */
const MACHINE_CLOCK = 'src/domain/london-time.ts';

const WAYS: [string, RegExp][] = [
  [
    "the browser's date formatter",
    /\btoLocale(?:Date|Time)String\b|\bIntl\.(?:DateTimeFormat|RelativeTimeFormat)\b/,
  ],
  ['a date library', /from ['"](?:date-fns|dayjs|moment|luxon)['"/]/],
  ['a list of month names', /['"]January['"],\s*['"]February['"]/],
  ['a list of weekday names', /['"](?:Sun|Mon)(?:day)?['"],\s*['"](?:Mon|Tue)(?:day|sday)?['"]/],
  ['the ordinal date ("4th of December")', /\bformatShowDate\b|['"]st['"].{0,40}['"]nd['"].{0,40}['"]rd['"]/],
];

/** The ways a source writes dates for people other than through the one formatter. */
function otherDateFormatting(body: string): string[] {
  return WAYS.filter(([, way]) => way.test(body)).map(([name]) => name);
}

const sources = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'src', 'server'],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && fs.existsSync(file));

describe('dates written for people', () => {
  it('recognises each other way of writing a date', () => {
    expect(otherDateFormatting("new Date(iso).toLocaleDateString('en-GB')")).toEqual([
      "the browser's date formatter",
    ]);
    expect(otherDateFormatting("new Intl.DateTimeFormat('en-GB', { weekday: 'long' })")).toHaveLength(1);
    expect(otherDateFormatting("import { format } from 'date-fns';")).toEqual(['a date library']);
    expect(otherDateFormatting("const M = ['January', 'February', 'March'];")).toEqual([
      'a list of month names',
    ]);
    expect(otherDateFormatting("const D = ['Mon', 'Tue', 'Wed'];")).toEqual(['a list of weekday names']);
    expect(otherDateFormatting("({ 1: 'st', 2: 'nd', 3: 'rd' })[day % 10]")).toEqual([
      'the ordinal date ("4th of December")',
    ]);
    expect(otherDateFormatting('`${formatDateWithWeekday(venue.date)}, ${time}`')).toEqual([]);
  });

  it(`come from ${FORMATTER} alone`, () => {
    expect(sources).toContain(FORMATTER);
    const found = sources
      .filter((file) => file !== FORMATTER)
      .flatMap((file) => {
        const ways = otherDateFormatting(fs.readFileSync(file, 'utf8'));
        // The machine clock may ask Intl for offsets, and nothing else.
        const allowed = file === MACHINE_CLOCK ? ["the browser's date formatter"] : [];
        return ways.filter((way) => !allowed.includes(way)).map((way) => `${file}: ${way}`);
      });
    expect(found).toEqual([]);
  });
});

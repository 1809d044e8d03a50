import { readFileSync } from 'node:fs';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_KEYS } from '../../src/domain/shows';

/**
 * Firebase Hosting reads firebase.json's `regex` rules as RE2. The Hosting emulator reads them with
 * JavaScript's RegExp: superstatic's RE2 binding is left out of the install (package.json's overrides), as
 * it compiled from source on every `npm ci`. So this test holds each rule to RE2 (re2js, RE2's own port) and
 * checks that both engines pick the same addresses, which is what lets the emulator stand in for the host.
 */
const hosting = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: Record<string, unknown>;
  }
).hosting;

function regexesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(regexesIn);
  if (value && typeof value === 'object') {
    const own = 'regex' in value && typeof value.regex === 'string' ? [value.regex] : [];
    return [...own, ...Object.values(value).flatMap(regexesIn)];
  }
  return [];
}

const regexes = regexesIn(hosting);
const paths = [
  ...SHOW_KEYS.flatMap((show) => {
    const path = datePagePath({ show, date: '2026-12-04', hotelName: 'The Grand Hotel & Spa' });
    return [path, path.toLowerCase(), path.toUpperCase(), `${path}/`, `${path}.ics`];
  }),
  '/',
  '/no/such/page',
  '/titanic',
  '/titanic/soon',
  '/titanic/2026-12-4',
  '/contact/2026-12-04-x',
];

describe("firebase.json's regex rules", () => {
  it('are there to check', () => {
    expect(regexes.length).toBeGreaterThan(0);
  });

  it.each(regexes)('%s is RE2, and RE2 and RegExp match the same addresses with it', (regex) => {
    const re2 = RE2JS.compile(regex);
    const js = new RegExp(regex, 'u');
    for (const path of paths) expect(js.test(path), path).toBe(re2.matcher(path).find());
  });
});

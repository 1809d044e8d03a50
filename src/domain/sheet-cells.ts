import { distance } from 'fastest-levenshtein';
import { CITY_KEYS, cityLabel, normaliseCityKey, type CityKey } from './cities';
import { isIsoDate, parseLegacyDate } from './dates';
import { isPerformanceExtra, knownExtras, type PerformanceExtra } from './performance-extras';
import { SHOW_KEYS, SHOW_NAMES, type ShowKey } from './shows';

/** How a spreadsheet's cells read as a listing's fields: what a manager would mean by each. */

export const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const SHOW_BY_NAME = new Map<string, ShowKey>(
  SHOW_KEYS.flatMap((key) => [
    [squash(key), key],
    [squash(SHOW_NAMES[key]), key],
  ]),
);

/** A show from its key or its name ("The Overlook Hotel"), or null. */
export const readSheetShow = (text: string): ShowKey | null => SHOW_BY_NAME.get(squash(text)) ?? null;

/** Day first, as in the UK: 26/01/2027, 26-1-2027, 26.01.2027 (what Excel saves for a date cell). */
const UK_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** An ISO date from what a spreadsheet holds, or null. */
export function readSheetDate(text: string): string | null {
  const uk = UK_DATE.exec(text.trim());
  if (uk) {
    const [, d = '', m = '', y = ''] = uk;
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    return isIsoDate(iso) ? iso : null;
  }
  return parseLegacyDate(text);
}

/** "19:30", "7:30", "19:30:00" (Excel's time cell) or "7.30 pm" as "19:30"; '' stays ''; null when unreadable. */
export function readSheetTime(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const match = /^(\d{1,2})[:.](\d{2})(?::00)?\s*([ap]\.?m\.?)?$/i.exec(value);
  if (!match) return null;
  const [, h = '', m = '', half = ''] = match;
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase().startsWith('p') ? 12 : 0);
  }
  if (hour > 23 || Number(m) > 59) return null;
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/**
 * A date's extras from a cell: the site's words ("relaxed; captioned"), separated by semicolons, commas or
 * spaces, in any case; '' is none. Null when a word is not one of them.
 */
export function readSheetExtras(text: string): PerformanceExtra[] | null {
  const words = text
    .toLowerCase()
    .split(/[;,\s]+/)
    .filter(Boolean);
  return words.every(isPerformanceExtra) ? knownExtras(words) : null;
}

/** One of `values` from a cell, in any case ("Cancelled"); '' when empty; null when it is none of them. */
export function readSheetChoice<T extends string>(text: string, values: readonly T[]): T | '' | null {
  const value = text.trim().toLowerCase();
  if (value === '') return '';
  return values.find((choice) => choice === value) ?? null;
}

export function readSoldOut(text: string): boolean | null {
  const value = squash(text);
  if (['', 'no', 'n', 'false', '0', 'available'].includes(value)) return false;
  if (['yes', 'y', 'true', '1', 'soldout'].includes(value)) return true;
  return null;
}

/**
 * The canonical city a typo most likely meant ("Brigton" -> Brighton), or null when no city is close:
 * "Atlantis" is not a misspelt Bath. Close means at most two letters wrong, or a third of a long name.
 */
export function nearestCity(text: string): CityKey | null {
  const typed = squash(text);
  let best: CityKey | null = null;
  let bestDistance = Infinity;
  for (const key of CITY_KEYS) {
    const d = Math.min(distance(typed, squash(key)), distance(typed, squash(cityLabel(key))));
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return bestDistance <= Math.max(2, Math.floor(typed.length / 3)) ? best : null;
}

/** A city read from a cell, and whether its spelling had to be corrected to read it ("Cheltnam"). */
export function readSheetCity(text: string): { city: CityKey; corrected: boolean } | null {
  const city = normaliseCityKey(text);
  if (!city) return null;
  const typed = squash(text);
  return { city, corrected: typed !== squash(city) && typed !== squash(cityLabel(city)) };
}

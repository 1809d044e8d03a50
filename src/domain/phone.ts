/**
 * What a dialler reads from a phone number as typed: the first run of digits (with a leading +, spaces,
 * brackets, dots, dashes, slashes), so "01792 000123 ext. 2" dials 01792000123, "Mob: 07700 900123" dials
 * 07700900123, and "+44 (0)1792 123456" dials +441792123456 (the (0) is for callers inside the country).
 * Empty when there is no digit.
 */
export function dialablePhone(phone: string): string {
  const run = /(\+\s*)?\d[\d\s().\-/]*/.exec(phone)?.[0] ?? '';
  if (run.startsWith('+')) return `+${run.replace('(0)', '').replace(/\D/g, '')}`;
  return run.replace(/\D/g, '');
}

/**
 * What a single performance offers beyond the show's usual form (issue 22): a relaxed performance, a BSL
 * interpreter, captions. Flags of the date, not of the hotel: the same hotel may host a captioned date and
 * an uncaptioned one. Plain values without zod, so the public pages' readers can use them.
 */
export const PERFORMANCE_EXTRAS = ['relaxed', 'bsl-interpreted', 'captioned'] as const;
export type PerformanceExtra = (typeof PERFORMANCE_EXTRAS)[number];

export const isPerformanceExtra = (value: unknown): value is PerformanceExtra =>
  (PERFORMANCE_EXTRAS as readonly unknown[]).includes(value);

/**
 * The known extras among `values`, once each, in the one order every page shows them: how a stored list
 * (a Firestore document, a CSV cell, a form) is read, whatever order or repeats it came with.
 */
export function knownExtras(values: unknown): PerformanceExtra[] {
  if (!Array.isArray(values)) return [];
  return PERFORMANCE_EXTRAS.filter((extra) => values.includes(extra));
}

import type { PerformanceExtra } from '../domain/performance-extras';

/** The words for a date's extras (issue 22): the dashboard's checkboxes, the date page, the lists' marks. */
export const PERFORMANCE_EXTRA_LABELS: Record<PerformanceExtra, string> = {
  relaxed: 'Relaxed performance',
  'bsl-interpreted': 'BSL-interpreted',
  captioned: 'Captioned',
};

export const PERFORMANCE_EXTRAS_COPY = {
  /** The dashboard's fieldset and the date page's line. */
  heading: 'This performance',
  formHint: 'Tick what this one date offers. Visitors can filter What\u2019s on by each.',
  /** The lists' mark, for screen readers before the short words. */
  listLabel: 'This performance is',
  /** What's on's filters, beside "Step-free entrance only". */
  filter: {
    relaxed: 'Relaxed performances only',
    'bsl-interpreted': 'BSL-interpreted only',
    captioned: 'Captioned only',
  } satisfies Record<PerformanceExtra, string>,
} as const;

import { describe, expect, it } from 'vitest';
import { buildWarnings } from './build-warnings';

// Lines the build printed before each was fixed at its cause (issue: a quiet build).
const PAST_WARNINGS = [
  "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`, which is planned to become the default in a future major version of Vite:",
  'Set `VITE_CONFIG_NATIVE_IGNORE_WARNING=true` to suppress this warning.',
  '[plugin rolldown:vite-resolve] Module "node:fs" has been externalized for browser compatibility, imported by "node_modules/@touch4it/ical-timezones/index.js".',
  '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/features/show-dates/event-facts.ts is dynamically imported by src/features/show-dates/calendar-actions.tsx but also statically imported by src/features/show-dates/date-page.tsx, dynamic import will not move module into another chunk.',
  '\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 19.2s of this 19.9s build (96%).',
  'DEPRECATION WARNING [import]: Sass @import rules are deprecated and will be removed in Dart Sass 3.0.0.',
];

// What a clean build prints.
const CLEAN_OUTPUT = `vite v8.3.8 building client environment for production...
transforming...
✓ 407 modules transformed.
rendering chunks...
dist/assets/index-CvTBMi45.js                                 293.78 kB │ gzip: 94.29 kB
dist/images/logo.svg.br     3.68 kB
✓ built in 19.99s
Prerendered 30 pages, 404.html, the app shell, sitemap.xml and robots.txt into dist`;

describe('the build output check', () => {
  it('finds nothing in what a clean build prints', () => {
    expect(buildWarnings(CLEAN_OUTPUT)).toEqual([]);
  });

  it('quotes every kind of warning the build used to print, colours removed', () => {
    const found = buildWarnings([CLEAN_OUTPUT, ...PAST_WARNINGS].join('\n'));
    expect(found).toHaveLength(PAST_WARNINGS.length);
    expect(found[3]).toMatch(/^\[INEFFECTIVE_DYNAMIC_IMPORT\] src\/features/);
  });
});

/**
 * Which module may import which, checked by dependency-cruiser on resolved paths (`npm run lint`), so a
 * dynamic `import()`, a type-only import and a climb out of src/ and back in (`../../src/features/...`) are
 * held to the same rules as a plain import. docs/decisions/0009-layers-of-src.md gives the layers of src/:
 *
 *   domain            nothing of ours (schemas, types, dates, route paths)
 *   content, data     domain only (words and pictures; the data port and its adapters)
 *   ui                domain, content, data (icons, layout thresholds, page meta, hooks several features use)
 *   features          everything above, plus another feature's public modules (FEATURE_PUBLIC)
 *   pages             everything above except app
 *   app               everything (layout, header, footer, route table); src/main.tsx wires the adapters
 *   render            everything, as app: the server render of pages (src/render/README.md)
 *
 * server/ shares code with the browser only through src/domain, src/content and src/render. Each rule's
 * comment says where the imported thing belongs instead, so the fix is a move downwards.
 */

const WHERE = {
  domain: 'src/domain/ (schemas, types, dates, route paths in src/domain/paths.ts)',
  ui: 'src/ui/ (icons, layout thresholds, page meta, hooks several features share)',
};

/**
 * Modules of a feature that other features may import: its entry components and the carousel toolkit the
 * home banner shares. Anything else in a feature is its own business; a piece two features need moves to
 * src/ui/, or is added here on purpose.
 */
export const FEATURE_PUBLIC = [
  'auth/auth-context',
  'carousels/carousel-controls',
  'carousels/carousel-settings',
  'carousels/carousel-styles',
  'carousels/shows-carousel',
  'carousels/testimonials-carousel',
  'carousels/use-autoplay-choice',
  'forms/contact-form',
  'forms/keep-in-touch',
  'forms/seats-back-disclosure',
  'forms/subscribe-disclosure',
  'hotel-kit/hotel-widget-panel',
  'show-dates/before-you-book',
  'show-dates/calendar-subscribe',
  'show-dates/city-chooser',
  'show-dates/dates-nearby',
  'show-dates/use-chosen-city',
  'show-dates/use-port-answer',
  'show-dates/use-show-events-json-ld',
  'show-page/menu-paths',
  'venues/venue-card',
  'venues/venue-grid',
];

const layer = (names) => `^src/(${names.join('|')})(/|\\.|$)`;
const npm = (names) => `^node_modules/(${names.join('|')})/`;
const FIREBASE_SDK = npm(['firebase', 'firebase-admin', '@firebase/[^/]+']);

const rule = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** `layers` sits below everything in `above`: a module of it may not import them. */
const below = (layers, above, comment, except) =>
  rule(
    `${layers.join('-')}-imports-down`,
    comment,
    { path: layer(layers) },
    { path: layer(above), ...(except ? { pathNot: except } : {}) },
  );

export default {
  forbidden: [
    rule(
      'no-circular',
      'An import circle: move what both modules need into a third that both import (shared server state is a plugin decorated on the app, not passed between route files).',
      {},
      { circular: true },
    ),
    rule(
      'server-shares-domain-content-render',
      'The server shares code with the browser only through src/domain, src/content and src/render: a type both use belongs in src/domain/, the words in src/content/.',
      { path: '^server/' },
      { path: '^src/', pathNot: layer(['domain', 'content', 'render']) },
    ),
    rule(
      'firebase-sdk-in-its-adapter',
      'Only src/data/firebase may import the Firebase SDK; everything else uses the data port.',
      {
        pathNot: `^src/data/firebase/|^tests/(firestore|e2e|setup|contract)/|^scripts/|^server/.*\\.test\\.ts$`,
      },
      { path: FIREBASE_SDK },
    ),
    rule(
      'sqlite-in-server-db',
      'Only server/db may import better-sqlite3.',
      { pathNot: `^server/db/|^tests/(firestore|e2e|setup|contract)/|^scripts/|^server/.*\\.test\\.ts$` },
      { path: npm(['better-sqlite3']) },
    ),
    rule(
      'domain-has-no-react-or-sdk',
      'The domain has no React and no SDK: put UI code in src/ui/ or a feature.',
      { path: layer(['domain']) },
      { path: npm(['react', 'react-[^/]+', 'firebase', 'firebase-[^/]+', '@firebase/[^/]+']) },
    ),
    below(
      ['domain'],
      ['content', 'data', 'ui', 'features', 'pages', 'app', 'render'],
      'The domain imports nothing of ours: whatever it needs belongs in src/domain/ too.',
    ),
    below(
      ['content'],
      ['data', 'ui', 'features', 'pages', 'app', 'render'],
      `Content imports only the domain: a route path or type it needs belongs in ${WHERE.domain}.`,
    ),
    below(
      ['data'],
      ['content', 'ui', 'features', 'pages', 'app', 'render'],
      `The data layer imports only the domain: shared types and rules belong in ${WHERE.domain}.`,
      // Except the Site content seed: version 0 of every block, which the stores restore and compare with,
      // as the server's do (docs/decisions/0034-hosted-site-content.md); and, in hosted mode, the hotel kit's
      // words and messages, which the port's answer carries already written, as the embedded server's does
      // (server/kit/kit-words.ts; docs/decisions/0041-hotel-links.md).
      [
        '^src/content/site-content-seed\\.ts$',
        '^src/content/(kit-texts|kit-when|menus|shows|hotel-kit-hosted|dashboard-hotels)\\.ts$',
        '^src/content/show-details/common\\.ts$',
      ],
    ),
    below(
      ['ui'],
      ['features', 'pages', 'app', 'render'],
      'src/ui/ sits below features, pages and app: move what it needs down into src/ui/ or src/domain/.',
    ),
    below(
      ['features'],
      ['pages', 'app', 'render'],
      `Features sit below pages and app: route paths belong in ${WHERE.domain}, shared pieces in ${WHERE.ui}.`,
    ),
    below(
      ['pages'],
      ['app', 'render'],
      `Pages sit below app: route paths belong in ${WHERE.domain}, shared pieces in ${WHERE.ui}.`,
    ),
    rule(
      'pages-use-the-data-port',
      'Pages, features, ui, app and render use the data port (useDataPort), never an adapter: src/main.tsx picks one.',
      { path: layer(['ui', 'features', 'pages', 'app', 'render']) },
      { path: '^src/data/(http|firebase)/' },
    ),
    rule(
      'feature-internals',
      `That is another feature's internals: move the shared piece to ${WHERE.ui}, or list the module in FEATURE_PUBLIC (.dependency-cruiser.js) if it is the feature's entry.`,
      { path: '^src/features/([^/]+)/' },
      {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', `^src/features/(${FEATURE_PUBLIC.join('|')})\\.(tsx?|scss)$`],
      },
    ),
    rule(
      'dashboard-sections-apart',
      'A dashboard section imports only its own folder and src/features/dashboard/shared/: move what two sections need into shared/, and link to another section by its address (DASHBOARD_PATHS) rather than importing it (src/features/dashboard/README.md).',
      { path: '^src/features/dashboard/([^/]+)/', pathNot: '^src/features/dashboard/shared/' },
      {
        path: '^src/features/dashboard/[^/]+/',
        pathNot: ['^src/features/dashboard/$1/', '^src/features/dashboard/shared/'],
      },
    ),
    rule(
      'dashboard-shared-imports-no-section',
      'src/features/dashboard/shared/ is what every section may use, so it imports no section: move the piece it needs into shared/, or give the section its place as a child route (src/app/dashboard-routes.tsx).',
      // A test of shared code may drive it through a real section.
      { path: '^src/features/dashboard/shared/', pathNot: '\\.test\\.tsx?$' },
      { path: '^src/features/dashboard/(?!shared/)[^/]+/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.tmp|coverage|test-results|playwright-report)' },
    // Type-only imports count: a circle or a wrong layer made of types is still one.
    tsPreCompilationDeps: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};

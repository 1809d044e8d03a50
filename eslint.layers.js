/**
 * The layers of src/, lowest first, and what each may import:
 *
 *   domain            nothing of ours (schemas, types, dates, route paths)
 *   content, data     domain only (words and pictures; the data port and its adapters)
 *   ui                domain, content, data (icons, layout thresholds, page meta, hooks several features use)
 *   features          everything above, plus another feature's public modules (FEATURE_PUBLIC)
 *   pages             everything above except app
 *   app               everything (layout, header, footer, route table); src/main.tsx wires the adapters
 *   render            everything, as app: the server render of pages (src/render/README.md)
 *
 * Each rule's message says where the imported thing belongs instead, so the fix is a move downwards.
 * `no-restricted-imports` keeps one option set per file, so every block below repeats the SDK rules.
 */

const FIREBASE_SDK = {
  group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'],
  message: 'Only src/data/firebase may import the Firebase SDK; everything else uses the data port.',
};
const SQLITE = { group: ['better-sqlite3'], message: 'Only server/db may import better-sqlite3.' };
const ADAPTERS = {
  regex: '(^|/)data/(http|firebase)(/|$)',
  message:
    'Pages, features and ui use the data port (useDataPort), never an adapter: src/main.tsx picks one.',
};

const WHERE = {
  domain: 'src/domain/ (schemas, types, dates, route paths in src/domain/paths.ts)',
  ui: 'src/ui/ (icons, layout thresholds, page meta, hooks several features share)',
};

/** A relative import that climbs to src/ and enters one of `layers`. */
const forbid = (layers, message) => ({ regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`, message });

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
  'forms/subscribe-disclosure',
  'show-dates/use-port-answer',
  'show-dates/use-show-events-json-ld',
  'venues/venue-card',
  'venues/venue-grid',
];

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const layerRules = [
  { rules: restrict(FIREBASE_SDK, SQLITE) },
  {
    files: [
      'src/data/firebase/**',
      'tests/firestore/**',
      'tests/e2e/**',
      'tests/setup/**',
      'tests/contract/**',
      'scripts/**',
      'server/db/**',
      'server/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      {
        group: ['react', 'react-*', 'firebase*', '@firebase/*'],
        message: 'The domain has no React and no SDK: put UI code in src/ui/ or a feature.',
      },
      forbid(
        ['content', 'data', 'ui', 'features', 'pages', 'app'],
        'The domain imports nothing of ours: whatever it needs belongs in src/domain/ too.',
      ),
    ),
  },
  {
    files: ['src/content/**'],
    rules: restrict(
      FIREBASE_SDK,
      SQLITE,
      forbid(
        ['data', 'ui', 'features', 'pages', 'app'],
        `Content imports only the domain: a route path or type it needs belongs in ${WHERE.domain}.`,
      ),
    ),
  },
  {
    files: ['src/data/**'],
    ignores: ['src/data/firebase/**'],
    rules: restrict(
      FIREBASE_SDK,
      SQLITE,
      forbid(
        ['content', 'ui', 'features', 'pages', 'app'],
        `The data layer imports only the domain: shared types and rules belong in ${WHERE.domain}.`,
      ),
    ),
  },
  {
    files: ['src/data/firebase/**'],
    rules: restrict(
      forbid(
        ['content', 'ui', 'features', 'pages', 'app'],
        `The data layer imports only the domain: shared types and rules belong in ${WHERE.domain}.`,
      ),
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(
      FIREBASE_SDK,
      SQLITE,
      ADAPTERS,
      forbid(
        ['features', 'pages', 'app'],
        'src/ui/ sits below features, pages and app: move what it needs down into src/ui/ or src/domain/.',
      ),
    ),
  },
  {
    files: ['src/features/**'],
    rules: restrict(
      FIREBASE_SDK,
      SQLITE,
      ADAPTERS,
      forbid(
        ['pages', 'app'],
        `Features sit below pages and app: route paths belong in ${WHERE.domain}, shared pieces in ${WHERE.ui}.`,
      ),
      {
        regex: `^\\.\\./(?!(${FEATURE_PUBLIC.join('|')})$)[^./][^/]*/`,
        message: `That is another feature's internals: move the shared piece to ${WHERE.ui}, or list the module in FEATURE_PUBLIC (eslint.layers.js) if it is the feature's entry.`,
      },
    ),
  },
  {
    files: ['src/pages/**'],
    rules: restrict(
      FIREBASE_SDK,
      SQLITE,
      ADAPTERS,
      forbid(
        ['app'],
        `Pages sit below app: route paths belong in ${WHERE.domain}, shared pieces in ${WHERE.ui}.`,
      ),
    ),
  },
  { files: ['src/app/**'], rules: restrict(FIREBASE_SDK, SQLITE, ADAPTERS) },
  // The server render (src/render/README.md) renders the whole app, so it stands beside app, on top.
  { files: ['src/render/**'], rules: restrict(FIREBASE_SDK, SQLITE, ADAPTERS) },
];

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const adapterImports = {
  group: ['**/data/http/*', '**/data/firebase/*', '**/data/http', '**/data/firebase'],
  message: 'Pages and features use the data port (useDataPort), never an adapter: see src/main.tsx.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-firebase',
      '.tmp',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Only the firebase adapter (and the hosted-mode tooling) may talk to Firebase directly.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'],
              message:
                'Only src/data/firebase may import the Firebase SDK; everything else uses the data port.',
            },
            {
              group: ['better-sqlite3'],
              message: 'Only server/db may import better-sqlite3.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/data/firebase/**',
      'tests/firestore/**',
      'tests/e2e/**',
      'scripts/**',
      'tests/setup/**',
      'tests/contract/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook; `void` is their type for value-less fixtures.
    files: ['tests/e2e/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-invalid-void-type': 'off' },
  },
  {
    files: ['server/db/**', 'server/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Pages and features never import an adapter; the domain imports neither React nor any SDK.
    files: ['src/pages/**', 'src/features/**', 'src/app/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            adapterImports,
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/data/firebase may import the Firebase SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'firebase*',
                '@firebase/*',
                '**/data/*',
                '**/features/*',
                '**/app/*',
              ],
              message: 'The domain has no React, no SDK and no app code.',
            },
          ],
        },
      ],
    },
  },
);

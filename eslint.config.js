import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-firebase',
      'dist-ssr',
      'dist-firebase-ssr',
      'dist-server',
      'dist-emulator*',
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
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` alone keeps a bare import of the module, which then loads (zod on a public page).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // React's rules where React can be: src (components, hooks, the tests that render them) and the .tsx
    // test builders; no other file imports React. They are half a cold lint's CPU (about 12 s), nearly all
    // of it on src's components, which keep them: the other files cost them half a second.
    files: ['src/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser code: tsconfig.app.json loads no Node types, but csv-parse's, pdfkit's and qrcode's own type
    // files pull them in, so tsc alone would let `process` or `node:fs` through.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'Buffer',
          'global',
          'require',
          'module',
          '__dirname',
          '__filename',
          'setImmediate',
        ].map((name) => ({ name, message: `${name} is Node's: browser code has no such global.` })),
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: "Node's modules do not run in the browser." }] },
      ],
    },
  },
  {
    // tsc reports these already (noUnusedLocals, noUnusedParameters; both tsconfigs take in every .ts and .tsx
    // file), and this rule was a sixth of a cold lint's CPU. It stays for the .js files tsc never reads.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // `void` is Playwright's type for value-less fixtures.
    files: ['tests/e2e/**', 'playwright.config.ts'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },
);

import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
// Modules this config imports name their files in full (".ts"): Vite's native config loader, its coming
// default, runs them as plain Node modules, which resolve no extensionless path.
import { emulatorBuildGuard } from './scripts/emulator-build-guard.ts';
import { metricClones } from './scripts/metric-clones-plugin.ts';
import { pageLoader } from './scripts/page-loader-plugin.ts';
import { FALLBACK_FACES, weightMetrics } from './scripts/weight-metrics-plugin.ts';

const EVERY_PAGE_READS = {
  name: 'shared',
  test: new RegExp(
    [
      'src/domain/(phone|paths|shows|cities)',
      'src/content/(company|subscribe-button)',
      'src/ui/(use-company-details|after-load|newer-site-content|next-page-content|use-site-content|page-data|use-page-meta|svg-icon)',
      'src/data/data-port-context',
      'src/features/forms/keep-in-touch',
    ]
      .map((path) => `${path.replaceAll('/', '[\\\\/]')}\\.tsx?$`)
      .concat('react[\\\\/](jsx-runtime\\.js|cjs[\\\\/]react-jsx-runtime)')
      .join('|'),
  ),
  // Only the modules named: what they import keeps its own place.
  includeDependenciesRecursively: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  // The embedded server sends precompressed copies (brotli, else gzip) instead of compressing per request;
  // Firebase Hosting compresses by itself, and the server bundle (scripts/prerender.ts) is never sent.
  plugins: [
    react(),
    emulatorBuildGuard(),
    pageLoader(),
    // Fallback faces sized from the brand fonts' real metrics (src/styles/fonts.css, decision 0026).
    FontaineTransform.vite(FALLBACK_FACES),
    // Each weight's fallback faces sized from that weight's brand file (fontaine uses the regular's for all).
    weightMetrics(),
    // Linux's and ChromeOS's copies of Arial's and Times New Roman's widths take the same fallback faces.
    metricClones(),
    ...(process.env.VITE_BACKEND === 'firebase' || isSsrBuild ? [] : [compression({ threshold: 1024 })]),
  ],
  base: '/',
  build: {
    manifest: true,
    sourcemap: false,
    // Hashed names under /assets are cached for a year by the server and the CDN.
    assetsDir: 'assets',
    // Browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115) still load every
    // module, only without the head start; the polyfill would cost every page's entry chunk instead.
    modulePreload: { polyfill: false },
    // One chunk is larger than Vite's 500 kB: the hotels' kit drawing code (satori with its WebAssembly, pdfkit,
    // fontkit: about 2.3 MB, 0.9 MB gzipped), fetched only when a hosted hotel presses Make on its private
    // page. Public pages' first loads have their own budget (scripts/bundle-report.ts).
    chunkSizeWarningLimit: 2400,
    rolldownOptions: {
      // Where the build's time goes is a question for whoever is speeding it up (`BUILD_TIMINGS=1 npx vite build`), not a
      // notice on every build.
      checks: { bundlerTimings: process.env.BUILD_TIMINGS === '1' },
      // The small modules every page reads (the site's paths and contact details, its words as published, the
      // page's head and data, the data port's context, React's JSX runtime) as one file, not 18: each was a
      // request of its own that every page made, a few hundred bytes each. The show page's first load: 41
      // files, 118.2 KB gzipped -> 29 files, 115.9 KB (scripts/bundle-report.ts). A module named here that
      // some page stops reading is only a few bytes it loads for nothing; one missing simply keeps its own file.
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [EVERY_PAGE_READS] } } }),
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass still uses @import and global functions; its warnings are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));

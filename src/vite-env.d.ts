/// <reference types="vite/client" />

// Swiper's stylesheet, imported for its side effect: vite/client types `*.css` specifiers, and this one names
// none (the package maps it to swiper.css). TypeScript 7 checks that a side-effect import resolves.
declare module 'swiper/css';

interface ImportMetaEnv {
  /**
   * The build's mode. Code tests it as `import.meta.env.VITE_BACKEND === 'firebase'` in the module that needs
   * it, never through a constant exported from one module: the bundler leaves out a hosted-only chunk only
   * for a comparison it sees in the importing module. Tried once (a shared `HOSTED_BUILD`): the embedded
   * build took in the firebase adapter and the kit's drawing chunk, 4.0 MB of assets to 8.7 MB.
   */
  readonly VITE_BACKEND?: 'local' | 'firebase';
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_COMPANY_PHONE?: string;
  readonly VITE_CONTACT_FORM_ENDPOINT?: string;
  /** The hosted site's public origin (canonical links, share cards, sitemap), read by the prerender. */
  readonly VITE_SITE_URL?: string;
  /** Hosted: where the manager starts a deploy (the deploy workflow's page on GitHub). */
  readonly VITE_DEPLOY_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  /** "on": the Firebase project has e-mail link sign-in on, so the site offers its subscription form. */
  readonly VITE_FIREBASE_EMAIL_LINK_SIGN_IN?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

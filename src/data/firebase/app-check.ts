import type { FirebaseApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';

/**
 * App Check with the reCAPTCHA Enterprise provider: every Firestore and Auth request then carries a token
 * showing it came from this site in a real browser, so once App Check is enforced in the Firebase console,
 * scripts calling the project's APIs directly are refused (docs/hosted-mode.md, "App Check and a budget
 * alert"). Loaded only when VITE_APPCHECK_SITE_KEY is set (firebase-adapter.ts), and started before the
 * first Firestore request, so no request leaves without a token.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string): AppCheck {
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/** The token a REST request carries (firestore-rest.ts), as the SDK's own requests do. */
export async function appCheckHeaders(appCheck: AppCheck): Promise<Record<string, string>> {
  return { 'X-Firebase-AppCheck': (await getToken(appCheck)).token };
}

import { READ_DEADLINE_MS } from '../deadline';
import { DataError, networkProblem, SignInError } from '../errors';

/**
 * Google Identity Services, loaded only when a manager chooses "Sign in with Google" (public pages never
 * load Google's script). Gives back a Google ID token for the server to verify.
 * https://developers.google.com/identity/gsi/web/reference/js-reference
 */
const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    /** Written into the ID token; the server accepts the token only with the nonce it gave this browser. */
    nonce?: string;
    auto_select?: boolean;
    context?: 'signin' | 'signup' | 'use';
    /** The rendered button opens Google's own window on the manager's click. */
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme?: 'outline' | 'filled_blue';
      size?: 'large' | 'medium';
      text?: 'signin_with' | 'continue_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
    },
  ): void;
}

interface GoogleGlobal {
  accounts?: { id?: GoogleAccountsId };
}

const NOT_OPENED =
  'Google sign-in did not open (the browser may block it, or it was closed). Try again, or sign in with your e-mail and password.';
/** Google draws its button 200 to 400 px wide. */
const BUTTON_WIDTH = { min: 200, max: 400 };

let loading: Promise<GoogleAccountsId> | null = null;

function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    const fail = (error: DataError) => {
      loading = null; // the next press tries again
      script.remove();
      reject(error);
    };
    // A script that hangs never fires onload or onerror: without this, "Signing in..." for ever.
    const timer = setTimeout(() => fail(new SignInError('no-answer', GIS_SCRIPT)), READ_DEADLINE_MS);
    script.onload = () => {
      clearTimeout(timer);
      const id = (window as unknown as { google?: GoogleGlobal }).google?.accounts?.id;
      if (id) resolve(id);
      else fail(new DataError('unavailable', 'Google sign-in could not be loaded. Please try again.'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      fail(new SignInError(networkProblem(), GIS_SCRIPT));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Draws Google's own "Sign in with Google" button into `button` and resolves with the ID token once the
 * manager has pressed it and chosen an account in Google's window. Not One Tap's prompt(), which Google may
 * stop showing for weeks after someone dismisses it: a button the manager presses always opens.
 * https://developers.google.com/identity/gsi/web/reference/js-reference#google.accounts.id.renderButton
 */
export async function requestGoogleIdToken(
  clientId: string,
  nonce: string,
  button: HTMLElement | null,
): Promise<string> {
  // Without a place on the page there would be nothing for the manager to press.
  if (!button) throw new DataError('unavailable', NOT_OPENED);
  if (networkProblem() === 'offline') throw new SignInError('offline');
  const id = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      nonce,
      context: 'signin',
      ux_mode: 'popup',
      auto_select: false,
      callback: (response) =>
        response.credential ? resolve(response.credential) : reject(new DataError('forbidden', NOT_OPENED)),
    });
    button.replaceChildren();
    const width = Math.round(button.getBoundingClientRect().width) || BUTTON_WIDTH.max;
    id.renderButton(button, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'signin_with',
      shape: 'rectangular',
      width: Math.min(BUTTON_WIDTH.max, Math.max(BUTTON_WIDTH.min, width)),
    });
  }).finally(() => button.replaceChildren());
}

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

interface PromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    /** Written into the ID token; the server accepts the token only with the nonce it gave this browser. */
    nonce?: string;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
}

interface GoogleGlobal {
  accounts?: { id?: GoogleAccountsId };
}

const NOT_OPENED =
  'Google sign-in did not open (the browser may block it, or it was closed). Try again, or sign in with your e-mail and password.';

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

/** Asks Google (its own prompt, FedCM where the browser has it) for an ID token of the manager's account. */
export async function requestGoogleIdToken(clientId: string, nonce: string): Promise<string> {
  if (networkProblem() === 'offline') throw new SignInError('offline');
  const id = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      nonce,
      context: 'signin',
      auto_select: false,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: (response) =>
        response.credential ? resolve(response.credential) : reject(new DataError('forbidden', NOT_OPENED)),
    });
    id.prompt((moment) => {
      const dismissed =
        moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned';
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.() || dismissed) {
        reject(new DataError('unavailable', NOT_OPENED));
      }
    });
  });
}

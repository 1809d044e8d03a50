import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LOCAL_ACCOUNTS_NOTE, SIGN_IN_PROBLEMS } from '../../content/sign-in';
import { isDataError, SignInError } from '../../data/errors';
import { useDataPort } from '../../data/data-port-context';
import type { SignInOptions } from '../../data/port';
import { useAuth } from './auth-context';

export const SIGNED_OUT = 'You have signed out.';
export const GOOGLE_NOT_SET_UP = 'Google sign-in is not set up for this site.';

/** Why sign-in failed, in words that say what to do next (the original site only logged it). */
export function signInFailure(error: unknown): string {
  if (error instanceof SignInError) return SIGN_IN_PROBLEMS[error.problem];
  if (isDataError(error, 'rate-limited')) return 'Too many sign-in attempts. Wait a minute, then try again.';
  if (isDataError(error, 'unavailable'))
    return 'The server did not answer. Check your connection and try again.';
  if (isDataError(error, 'forbidden')) return 'This account is not allowed to manage the site.';
  if (isDataError(error, 'signed-out') || isDataError(error, 'invalid')) {
    return 'That e-mail and password do not match a manager account. Check them and try again.';
  }
  return 'Sign-in failed. Please try again.';
}

/**
 * Sign-in: "Sign in with Google", plus the embedded server's e-mail and password.
 * Success dispatches LOGIN (through useAuth), and RequireManager then shows the dashboard in its place.
 */
export function SignInPanel({ afterSignOut = false }: { afterSignOut?: boolean }) {
  const port = useDataPort();
  const { signInWithPassword, signInWithGoogle } = useAuth();
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState<'password' | 'google' | null>(null);
  // Which sign-in is under way. Google's button waits for the manager's press: the password form stays usable.
  const busy = useRef<'password' | 'google' | null>(null);
  const googleButton = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    port.signInOptions().then(
      (found) => live && setOptions(found),
      // Unknown options: offer the password form, which the embedded server always has.
      () => live && setOptions({ password: true, google: false }),
    );
    return () => {
      live = false;
    };
  }, [port]);

  useEffect(() => {
    // Signing out removed the dashboard with the keyboard focus inside it: give keyboard users a place to start.
    if (afterSignOut) heading.current?.focus();
  }, [afterSignOut]);

  async function attempt(method: 'password' | 'google', run: () => Promise<unknown>) {
    if (busy.current === method || busy.current === 'password') return;
    busy.current = method;
    setPending(method);
    setError('');
    try {
      await run();
    } catch (caught) {
      setError(signInFailure(caught));
      setPassword('');
      if (method === 'password') passwordInput.current?.focus();
    } finally {
      if (busy.current === method) {
        busy.current = null;
        setPending(null);
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void attempt('password', () => signInWithPassword(email.trim(), password));
  }

  const googleReady = options?.google === true;
  return (
    <section className="container" aria-labelledby={`${id}-title`}>
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5 col-xxl-4">
          <div className="card card-body p-4">
            <h1 id={`${id}-title`} ref={heading} tabIndex={-1} className="h2 mb-2">
              Manager sign-in
            </h1>
            <p className="text-body-secondary">
              The dashboard is for the production manager. Sign in to continue.
            </p>
            <div role="status">
              {afterSignOut && <p className="alert alert-success mb-3">{SIGNED_OUT}</p>}
            </div>
            <div role="alert">{error && <p className="alert alert-danger mb-3">{error}</p>}</div>
            {!options ? (
              <p role="status">Loading sign-in options...</p>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-outline-primary w-100"
                  disabled={!googleReady}
                  aria-busy={pending === 'google'}
                  aria-describedby={googleReady ? undefined : `${id}-google-note`}
                  onClick={() =>
                    void attempt('google', () => signInWithGoogle({ button: googleButton.current }))
                  }
                >
                  {pending === 'google' ? 'Signing in with Google...' : 'Sign in with Google'}
                </button>
                {/* Embedded: Google draws its own button here; pressing it opens Google's window. */}
                <div ref={googleButton} className="google-button-slot mt-2" aria-live="polite" />
                {!googleReady && (
                  <p id={`${id}-google-note`} className="form-text mt-1">
                    {GOOGLE_NOT_SET_UP}
                  </p>
                )}
                {options.password && (
                  <form className="mt-4" onSubmit={onSubmit} aria-labelledby={`${id}-form-title`}>
                    <h2 id={`${id}-form-title`} className="h5">
                      Sign in with e-mail and password
                    </h2>
                    {options.localAccounts && <p className="form-text">{LOCAL_ACCOUNTS_NOTE}</p>}
                    <div className="mb-3">
                      <label htmlFor={`${id}-email`} className="form-label">
                        E-mail
                      </label>
                      <input
                        id={`${id}-email`}
                        className="form-control"
                        type="email"
                        autoComplete="username"
                        required
                        value={email}
                        onChange={(event) => setEmail(event.target.value)}
                      />
                    </div>
                    <div className="mb-3">
                      <label htmlFor={`${id}-password`} className="form-label">
                        Password
                      </label>
                      <input
                        id={`${id}-password`}
                        ref={passwordInput}
                        className="form-control"
                        type="password"
                        autoComplete="current-password"
                        required
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                    </div>
                    <button type="submit" className="btn btn-primary w-100" aria-disabled={pending !== null}>
                      {pending === 'password' ? 'Signing in...' : 'Sign in'}
                    </button>
                  </form>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { failureReason } from './results';
import { useAskFirst } from './unsaved-changes';
import { useSingleFlight } from './use-single-flight';

/**
 * In the dashboard's bar (light on navy). Ends the server session, then LOGOUT (useAuth): the sign-in panel
 * takes the dashboard's place, so work not saved in its forms asks first, as leaving by a link does.
 */
export function SignOutButton() {
  const { signOut } = useAuth();
  const { pending, run } = useSingleFlight();
  const askFirst = useAskFirst();
  const [error, setError] = useState('');
  return (
    <div className="text-end">
      <button
        type="button"
        className="btn btn-sm btn-sign-out"
        aria-disabled={pending}
        onClick={() =>
          askFirst(
            () =>
              void run(async () => {
                setError('');
                try {
                  await signOut();
                } catch (caught) {
                  setError(`Could not sign out: ${failureReason(caught)}`);
                }
              }),
          )
        }
      >
        {pending ? 'Signing out...' : 'Sign out'}
      </button>
      <div role="alert">{error && <p className="small mt-1 mb-0">{error}</p>}</div>
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useAuth } from './auth-context';

/**
 * /dashboard renders only for a signed-in manager. Until the session is known it shows a
 * status; signed out it shows `signedOut` (the sign-in panel), never the dashboard. The server refuses every
 * manager request without a session anyway: this guard is for people, not for security.
 */
export function RequireManager({ children, signedOut }: { children: ReactNode; signedOut: ReactNode }) {
  const { isAuthenticated, sessionCheck, checkSession } = useAuth();
  useEffect(() => {
    if (sessionCheck === 'not-checked') void checkSession().catch(() => undefined);
  }, [sessionCheck, checkSession]);

  if (isAuthenticated) return <>{children}</>;
  if (sessionCheck !== 'checked') {
    return (
      <p role="status" className="container py-5">
        Checking your sign-in...
      </p>
    );
  }
  return <>{signedOut}</>;
}

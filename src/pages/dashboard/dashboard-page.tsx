import { lazy, Suspense, useState } from 'react';
import { usePageMeta } from '../../ui/use-page-meta';
import { useAuth } from '../../features/auth/auth-context';
import { RequireManager } from '../../features/auth/require-manager';
import { SignInPanel } from '../../features/auth/sign-in-panel';
import { DashboardBar } from '../../features/dashboard/shared/dashboard-bar';
import { UnsavedChangesProvider } from '../../features/dashboard/shared/unsaved-changes';

// The dashboard (every section under /dashboard/) is its own chunk, fetched only once a manager is signed in: visitors who open /dashboard
// download the sign-in panel and nothing of the editor.
const Dashboard = lazy(() => import('../../features/dashboard/shared/dashboard-layout'));

export default function DashboardPage() {
  usePageMeta({
    title: 'Dashboard',
    description: 'The production manager’s dashboard: listings, hosting requests and messages.',
  });
  const { isAuthenticated, sessionCheck } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(isAuthenticated);
  const [signedOutHere, setSignedOutHere] = useState(false);
  // Whether the sign-in panel was on this page: the keyboard was in its form when the dashboard replaced it.
  const [signInShown, setSignInShown] = useState(false);
  if (!signInShown && !isAuthenticated && sessionCheck === 'checked') setSignInShown(true);
  // Adjusting state while rendering (https://react.dev/learn/you-might-not-need-an-effect): the panel says
  // "You have signed out" only after a session ended on this page, not to a visitor who was never in.
  if (wasSignedIn !== isAuthenticated) {
    setWasSignedIn(isAuthenticated);
    setSignedOutHere(!isAuthenticated);
  }

  return (
    // Around the bar too: its Sign out and View the site ask before work not saved in a section is lost.
    <UnsavedChangesProvider>
      <DashboardBar />
      <main id="main" className="dashboard-page py-3 py-lg-4">
        <RequireManager signedOut={<SignInPanel afterSignOut={signedOutHere} />}>
          <Suspense
            fallback={
              <p role="status" className="container">
                Loading the dashboard...
              </p>
            }
          >
            <Dashboard signedInHere={signInShown} />
          </Suspense>
        </RequireManager>
      </main>
    </UnsavedChangesProvider>
  );
}

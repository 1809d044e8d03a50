import { Link } from 'react-router-dom';
import { useCompanyDetails } from '../../../ui/use-company-details';
import { DASHBOARD_WORDS as W } from '../../../content/dashboard';
import { PATHS } from '../../../domain/paths';
import { useAuth } from '../../auth/auth-context';
import { SignOutButton } from './sign-out-button';
import './dashboard-bar.scss';

/**
 * The dashboard's compact bar, in place of the public header: the site's name, a way back to the site, and
 * (once signed in) who is signed in and Sign out. One line on a phone, so the section starts at once.
 */
export function DashboardBar() {
  const company = useCompanyDetails();
  const { isAuthenticated, user } = useAuth();
  return (
    <header className="dashboard-bar">
      <div className="dashboard-bar-inner container-fluid">
        <span className="dashboard-bar-name">{company.name}</span>
        <Link className="dashboard-bar-link" to={PATHS.home}>
          {W.viewSite}
        </Link>
        {isAuthenticated && user && (
          <>
            <span className="dashboard-bar-manager">
              <span className="visually-hidden">{W.signedInAs} </span>
              {user.name ?? user.email}
            </span>
            <SignOutButton />
          </>
        )}
      </div>
    </header>
  );
}

import { Link } from 'react-router-dom';
import { DASHBOARD_SECTIONS, DASHBOARD_WORDS as W } from '../../../content/dashboard';
import { DASHBOARD_PATHS, type DashboardSection } from '../../../domain/paths';
import { NewMessagesCount } from './new-messages-count';

/**
 * The dashboard's sections, one address each: a column beside the section on wide screens, rows that wrap
 * under the bar on a phone, every section in sight (dashboard.scss). Messages carries the count of new ones.
 */
export function DashboardNav({ current }: { current: DashboardSection }) {
  return (
    <nav aria-label={W.navigation} className="dashboard-nav">
      <ul>
        {DASHBOARD_SECTIONS.map(({ key, label }) => (
          <li key={key}>
            <Link to={DASHBOARD_PATHS[key]} aria-current={key === current ? 'page' : undefined}>
              {label}
              {key === 'messages' && <NewMessagesCount />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

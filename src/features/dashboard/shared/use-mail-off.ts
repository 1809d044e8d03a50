import { useDataPort } from '../../../data/data-port-context';
import { useDashboardRead } from './dashboard-query';

/**
 * Whether the site cannot send e-mail (embedded, without SMTP settings): read once for the dashboard, for
 * what would otherwise promise an e-mail (a reply, a date's notices, a hotel's link). False until known.
 */
export function useMailOff(): boolean {
  const port = useDataPort();
  return useDashboardRead(['can-send-mail'], () => port.canSendMail()).data === false;
}

import { useDashboardData } from '../shared/dashboard-data';
import { RecentChangesPanel } from './recent-changes-panel';
import { TrashPanel } from './trash-panel';

/** Trash and history: deleted listings to restore beside the latest changes, each opening its history. */
export function TrashSection() {
  const { openHistory } = useDashboardData();
  return (
    <div className="row g-4">
      <div className="col-12 col-xl-6">
        <TrashPanel onHistory={openHistory} />
      </div>
      <div className="col-12 col-xl-6">
        <RecentChangesPanel onHistory={openHistory} />
      </div>
    </div>
  );
}

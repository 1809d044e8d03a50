import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAuth } from '../auth/auth-context';
import { LastVisitProvider, NewCount } from './last-visit';
import type { Venue } from '../../domain/venue';
import { AddVenueTab } from './add-venue-tab';
import { ContactMessagesPanel } from './contact-messages-panel';
import { DashboardDataProvider } from './dashboard-data';
import { Tabs } from '../../ui/tabs';
import { DeleteVenueTab } from './delete-venue-tab';
import { HostingRequestsPanel } from './hosting-requests-panel';
import { ListingsFilePanel } from './listings-file-panel';
import { ListingsPanel } from './listings-panel';
import { OutboxPanel } from './outbox-panel';
import { SignOutButton } from './sign-out-button';
import { SubscribersPanel } from './subscribers-panel';
import { UpdateVenueTab } from './update-venue-tab';
import { NO_PICK, type VenuePick } from './venue-picker';
import { NeedsAttentionPanel } from './needs-attention-panel';
import { RecentChangesPanel } from './recent-changes-panel';
import { TrashPanel } from './trash-panel';
import { VenueHistoryDialog, type HistorySubject } from './venue-history-dialog';
import './listing-safety.scss';
import './dashboard.scss';

type TabKey = 'delete' | 'add' | 'update';

/**
 * The production manager's dashboard (docs/product.md, Dashboard), loaded as its own chunk once signed in. Add New Show
 * is selected first: adding tour dates is the everyday job, and opening on Delete would put the one
 * irreversible action a stray tap away.
 */
const TAB_CLASSES = {
  list: 'nav nav-tabs dashboard-tabs',
  tab: 'nav-link',
  selectedTab: 'active',
  panel: 'dashboard-tabpanel',
};

/** The dashboard, with what arrived since the manager's last visit in this browser marked (last-visit.tsx). */
export default function Dashboard() {
  const { user } = useAuth();
  return (
    <LastVisitProvider manager={user?.email ?? ''}>
      <DashboardBody />
    </LastVisitProvider>
  );
}

function DashboardBody() {
  const { user } = useAuth();
  const [tab, setTab] = useState<TabKey>('add');
  const [updatePick, setUpdatePick] = useState<VenuePick>(NO_PICK);
  const [deletePick, setDeletePick] = useState<VenuePick>(NO_PICK);
  // Duplicate: the listing Add starts from, and a count that gives each copy a fresh form.
  const [copy, setCopy] = useState<{ venue: Venue; n: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const editor = useRef<HTMLElement>(null);
  const [historyOf, setHistoryOf] = useState<HistorySubject | null>(null);
  const openHistory = useCallback((venueId: string, label: string) => setHistoryOf({ venueId, label }), []);

  useEffect(() => {
    // Signing in replaced the form the keyboard was in: start from the dashboard's heading.
    heading.current?.focus();
  }, []);

  function duplicate(venue: Venue) {
    flushSync(() => {
      setCopy((previous) => ({ venue, n: (previous?.n ?? 0) + 1 }));
      setTab('add');
    });
    editor.current?.scrollIntoView?.({ block: 'start' });
  }

  function edit(venue: Venue) {
    flushSync(() => {
      setUpdatePick({ show: venue.show, venueId: venue.id });
      setTab('update');
    });
    editor.current?.scrollIntoView?.({ block: 'start' });
    editor.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }

  return (
    <DashboardDataProvider openHistory={openHistory}>
      <div className="dashboard container-xxl">
        <header className="dashboard-header d-flex flex-wrap align-items-center gap-3 mb-4">
          <div className="me-auto">
            <h1 ref={heading} tabIndex={-1} className="mb-1">
              Dashboard
            </h1>
            <p className="mb-0 text-body-secondary">
              Signed in as <strong>{user?.name ?? user?.email}</strong>
            </p>
          </div>
          <SignOutButton />
        </header>
        <NeedsAttentionPanel onFix={edit} />
        <nav aria-label="Dashboard sections" className="dashboard-jump mb-4">
          <a href="#dashboard-editor">Edit listings</a>
          <a href="#dashboard-listings">All listings</a>
          <a href="#dashboard-files">Spreadsheet (CSV)</a>
          <a href="#dashboard-trash">Trash</a>
          <a href="#dashboard-changes">Recent changes</a>
          <a href="#dashboard-requests">
            Hosting requests
            <NewCount list="hosting-requests" />
          </a>
          <a href="#dashboard-messages">
            Contact messages
            <NewCount list="contact-messages" />
          </a>
          <a href="#dashboard-subscribers">Subscribers</a>
          <a href="#dashboard-email">E-mail</a>
        </nav>
        <div className="row g-4">
          <section
            ref={editor}
            id="dashboard-editor"
            className="col-12 col-xl-5 col-xxl-4"
            aria-label="Edit listings"
          >
            <div className="dashboard-editor card card-body">
              <Tabs<TabKey>
                label="Edit listings"
                classes={TAB_CLASSES}
                selected={tab}
                onSelect={setTab}
                items={[
                  {
                    key: 'delete',
                    label: 'Delete a show',
                    panel: <DeleteVenueTab pick={deletePick} onPick={setDeletePick} />,
                  },
                  {
                    key: 'add',
                    label: 'Add New Show',
                    panel: <AddVenueTab key={copy?.n ?? 0} copyOf={copy?.venue} />,
                  },
                  {
                    key: 'update',
                    label: 'Update',
                    panel: (
                      <UpdateVenueTab pick={updatePick} onPick={setUpdatePick} onDuplicate={duplicate} />
                    ),
                  },
                ]}
              />
            </div>
          </section>
          <div id="dashboard-listings" className="col-12 col-xl-7 col-xxl-8">
            <ListingsPanel onEdit={edit} onDuplicate={duplicate} />
          </div>
          <div id="dashboard-files" className="col-12">
            <ListingsFilePanel />
          </div>
          <div id="dashboard-trash" className="col-12 col-lg-6">
            <TrashPanel onHistory={openHistory} />
          </div>
          <div id="dashboard-changes" className="col-12 col-lg-6">
            <RecentChangesPanel onHistory={openHistory} />
          </div>
          <div id="dashboard-requests" className="col-12 col-lg-6">
            <HostingRequestsPanel />
          </div>
          <div id="dashboard-messages" className="col-12 col-lg-6">
            <ContactMessagesPanel />
          </div>
          <div id="dashboard-subscribers" className="col-12 col-xl-7">
            <SubscribersPanel />
          </div>
          <div id="dashboard-email" className="col-12 col-xl-5">
            <OutboxPanel />
          </div>
        </div>
        <VenueHistoryDialog subject={historyOf} onClose={() => setHistoryOf(null)} />
      </div>
    </DashboardDataProvider>
  );
}

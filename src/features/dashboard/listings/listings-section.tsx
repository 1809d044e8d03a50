import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Venue } from '../../../domain/venue';
import { Tabs } from '../../../ui/tabs';
import { AddVenueTab } from './add-venue-tab';
import { DeleteVenueTab } from './delete-venue-tab';
import { ListingsFilePanel } from './listings-file-panel';
import { ListingsPanel } from './listings-panel';
import { NeedsAttentionPanel } from './needs-attention-panel';
import { UpdateVenueTab } from './update-venue-tab';
import { DeployStatus } from '../shared/deploy-status';
import { useAskFirst } from '../shared/unsaved-changes';
import { NO_PICK, type VenuePick } from './venue-picker';
import { SEASON_WORDS } from '../../../content/dashboard-listings';

type TabKey = 'add' | 'update' | 'delete';

const TAB_CLASSES = {
  list: 'nav nav-tabs dashboard-tabs',
  tab: 'nav-link',
  selectedTab: 'active',
  panel: 'dashboard-tabpanel',
};

/**
 * Listings: the list, with the seed's three tabs beside it from 1400 px (narrower, the table needs the whole
 * width: its actions would otherwise scroll out of sight) and below it on smaller screens. Add New
 * Show comes first and is selected: adding tour dates is the everyday job, and opening on Delete would put
 * the one irreversible action a stray tap away. "Add dates" at the top takes the keyboard to the form (from 1400 px,
 * where the form is in sight, it shows only when focused).
 */
export function ListingsSection() {
  const [tab, setTab] = useState<TabKey>('add');
  const [updatePick, setUpdatePick] = useState<VenuePick>(NO_PICK);
  const [deletePick, setDeletePick] = useState<VenuePick>(NO_PICK);
  // Duplicate: the listing Add starts from, and a count that gives each copy a fresh form.
  const [copy, setCopy] = useState<{ venue: Venue; n: number } | null>(null);
  const editor = useRef<HTMLElement>(null);
  const editorCard = useRef<HTMLDivElement>(null);
  const listColumn = useRef<HTMLDivElement>(null);
  // Another listing to update, or a copy to add, replaces that form: its work not saved is asked about first.
  const askFirst = useAskFirst();

  /**
   * A phone or a narrow window shows the editor after the list: it is scrolled to. Beside the list (wide
   * screens), where it stays in sight as the list scrolls (sticky), the page stays put: it moved, and a
   * second click on Edit's spot landed on Delete.
   */
  const bringEditorIntoView = () => {
    const list = listColumn.current?.getBoundingClientRect();
    const beside =
      list && list.width > 0 && (editor.current?.getBoundingClientRect().left ?? 0) >= list.right;
    if (!beside) editor.current?.scrollIntoView?.({ block: 'start' });
  };

  function duplicate(venue: Venue) {
    askFirst(() => {
      flushSync(() => {
        setCopy((previous) => ({ venue, n: (previous?.n ?? 0) + 1 }));
        setTab('add');
      });
      // Add's copy puts the keyboard in its date field itself.
      bringEditorIntoView();
    }, 'addListing');
  }

  function edit(venue: Venue) {
    const open = () => {
      flushSync(() => {
        setUpdatePick({ show: venue.show, venueId: venue.id });
        setTab('update');
      });
      bringEditorIntoView();
      // The editor's card scrolls on its own beside the list: its tabs to the top, without moving the page.
      editorCard.current?.scrollTo?.({ top: 0 });
      editor.current
        ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
        ?.focus({ preventScroll: true });
    };
    // The listing already open keeps its form as typed.
    if (venue.id === updatePick.venueId) open();
    else askFirst(open, 'updateListing');
  }

  // A phone shows the list first and the editor after every listing: this brings the Add form to hand.
  function addDates() {
    flushSync(() => setTab('add'));
    bringEditorIntoView();
    editor.current?.querySelector<HTMLElement>('[role="tabpanel"] select, [role="tabpanel"] input')?.focus();
  }

  return (
    <>
      <DeployStatus />
      <p className="listings-add-dates">
        <button type="button" className="btn btn-primary" onClick={addDates}>
          {SEASON_WORDS.addDates}
        </button>
      </p>
      <NeedsAttentionPanel onFix={edit} />
      <div className="row g-4">
        <div ref={listColumn} id="dashboard-listings" className="col-12 col-xxl-8">
          <ListingsPanel onEdit={edit} onDuplicate={duplicate} />
        </div>
        <section ref={editor} id="dashboard-editor" className="col-12 col-xxl-4" aria-label="Edit listings">
          <div ref={editorCard} className="dashboard-editor card card-body">
            <Tabs<TabKey>
              label="Edit listings"
              classes={TAB_CLASSES}
              selected={tab}
              onSelect={setTab}
              items={[
                {
                  key: 'add',
                  label: 'Add New Show',
                  panel: <AddVenueTab key={copy?.n ?? 0} copyOf={copy?.venue} />,
                },
                {
                  key: 'update',
                  label: 'Update',
                  panel: <UpdateVenueTab pick={updatePick} onPick={setUpdatePick} onDuplicate={duplicate} />,
                },
                {
                  key: 'delete',
                  label: 'Delete a show',
                  panel: <DeleteVenueTab pick={deletePick} onPick={setDeletePick} />,
                },
              ]}
            />
          </div>
        </section>
        <div id="dashboard-files" className="col-12">
          <ListingsFilePanel />
        </div>
      </div>
    </>
  );
}

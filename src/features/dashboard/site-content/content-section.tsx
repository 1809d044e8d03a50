import { useEffect, useId, useRef, useState } from 'react';
import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import { useDataPort } from '../../../data/data-port-context';
import { BLOCK_IDS, type BlockId } from '../../../domain/site-content/blocks';
import { Tabs } from '../../../ui/tabs';
import { ContentEditor } from './content-editor';
import { useDashboardRead } from '../shared/dashboard-query';
import { DeployStatus, SITE_IS_DEPLOYED } from '../shared/deploy-status';
import './content-section.scss';

const TAB_CLASSES = {
  list: 'site-content__blocks',
  tab: 'site-content__block',
  panel: 'site-content__panel',
};

/**
 * Site content (docs/decisions/0029-site-content-blocks.md): the blocks of the site's own words, one shown
 * at a time in its editor, each with where it stands (as built, live version, draft waiting). The blocks are
 * tabs: one Tab stop however many there are (the arrow keys move between them, Enter or Space opens one),
 * so the keyboard reaches the form in two keys.
 */
export function ContentSection() {
  const port = useDataPort();
  const id = useId();
  const read = useDashboardRead(['content'], () => port.readSiteContent());
  const [open, setOpen] = useState<BlockId>('about');
  // The blocks opened so far keep their editors (hidden when another is open), so unsaved words survive a
  // look at another block; a block never opened costs nothing. An editor without unsaved words takes its
  // block's new state when the block changes meanwhile (content-editor.tsx).
  const [opened, setOpened] = useState<ReadonlySet<BlockId>>(() => new Set([open]));
  const content = read.data;
  const layout = useRef<HTMLDivElement>(null);
  const loaded = content !== undefined;
  // Below 1200 px the row of blocks scrolls sideways: keep the open one in view (at first, and once chosen).
  useEffect(() => {
    if (!loaded) return;
    const tab = layout.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [loaded, open]);

  function openBlock(block: BlockId) {
    setOpen(block);
    setOpened((before) => (before.has(block) ? before : new Set(before).add(block)));
  }

  return (
    <section className="dashboard-section site-content" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-body-secondary">
        {SITE_IS_DEPLOYED ? COPY.introDeployed : COPY.intro}
      </p>
      {content && <DeployStatus blocks={content.blocks} />}
      {read.status === 'loading' && <p role="status">{COPY.loading}</p>}
      {read.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {COPY.failed(read.error)}
        </p>
      )}
      {content && (
        <div ref={layout} className="site-content__layout">
          <Tabs<BlockId>
            label={COPY.choose}
            orientation="vertical"
            activation="manual"
            classes={TAB_CLASSES}
            selected={open}
            onSelect={openBlock}
            items={BLOCK_IDS.map((block) => {
              const state = content.blocks.find((b) => b.block === block);
              return {
                key: block,
                label: (
                  <>
                    {COPY.blocks[block].name}
                    {state?.draft && <span className="badge text-bg-warning ms-2">{COPY.draftMark}</span>}
                  </>
                ),
                panel:
                  state && opened.has(block) ? (
                    <ContentEditor block={block} state={state} seed={content.seed[block]} />
                  ) : null,
              };
            })}
          />
        </div>
      )}
    </section>
  );
}

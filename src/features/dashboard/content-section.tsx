import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SITE_CONTENT_COPY as COPY } from '../../content/dashboard-site-content';
import { useDataPort } from '../../data/data-port-context';
import { BLOCK_IDS, type BlockId } from '../../domain/site-content/blocks';
import { ContentEditor } from './content-editor';
import { useDashboardRead } from './dashboard-query';
import './content-section.scss';

/** Where each arrow key moves in the list of blocks (a column on wide screens, wrapped rows on a phone). */
const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Site content (docs/decisions/0029-site-content-blocks.md): the blocks of the site's own words, one open
 * at a time in its editor, each with where it stands (as built, live version, draft waiting). The blocks are
 * tabs: one Tab stop however many there are (the arrow keys move between them, Enter or Space opens one),
 * so the keyboard reaches the form in two keys.
 */
export function ContentSection() {
  const port = useDataPort();
  const id = useId();
  const read = useDashboardRead(['content'], () => port.readSiteContent());
  const [open, setOpen] = useState<BlockId>('about');
  // The tab that takes the Tab stop: the open block's, or the one the arrow keys moved to.
  const [focusable, setFocusable] = useState<BlockId>('about');
  const tabs = useRef(new Map<BlockId, HTMLButtonElement>());
  const content = read.data;
  const state = content?.blocks.find((b) => b.block === open);
  const tabId = (block: BlockId) => `${id}-tab-${block}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = BLOCK_IDS[step(BLOCK_IDS.indexOf(focusable), BLOCK_IDS.length)] ?? focusable;
    setFocusable(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <section className="dashboard-section site-content" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-body-secondary">
        {COPY.intro}
      </p>
      {read.status === 'loading' && <p role="status">{COPY.loading}</p>}
      {read.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {COPY.failed(read.error)}
        </p>
      )}
      {content && state && (
        <div className="site-content__layout">
          <div
            role="tablist"
            aria-label={COPY.choose}
            aria-orientation="vertical"
            className="site-content__blocks"
            onKeyDown={onKeyDown}
          >
            {BLOCK_IDS.map((block) => {
              const blockState = content.blocks.find((b) => b.block === block);
              return (
                <button
                  key={block}
                  ref={(button) => {
                    if (button) tabs.current.set(block, button);
                    else tabs.current.delete(block);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(block)}
                  aria-selected={block === open}
                  aria-controls={block === open ? panelId : undefined}
                  tabIndex={block === focusable ? 0 : -1}
                  onClick={() => {
                    setOpen(block);
                    setFocusable(block);
                  }}
                >
                  {COPY.blocks[block].name}
                  {blockState?.draft && <span className="badge text-bg-warning ms-2">{COPY.draftMark}</span>}
                </button>
              );
            })}
          </div>
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(open)}>
            <ContentEditor key={open} block={open} state={state} seed={content.seed[open]} />
          </div>
        </div>
      )}
    </section>
  );
}

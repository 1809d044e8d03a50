import { useId, useState } from 'react';
import { SITE_CONTENT_COPY as COPY } from '../../content/dashboard-site-content';
import { useDataPort } from '../../data/data-port-context';
import { BLOCK_IDS, type BlockId } from '../../domain/site-content/blocks';
import { ContentEditor } from './content-editor';
import { useDashboardRead } from './dashboard-query';
import './content-section.scss';

/**
 * Site content (docs/decisions/0029-site-content-blocks.md): the blocks of the site's own words, one open
 * at a time in its editor, each with where it stands (as built, live version, draft waiting).
 */
export function ContentSection() {
  const port = useDataPort();
  const id = useId();
  const read = useDashboardRead(['content'], () => port.readSiteContent());
  const [open, setOpen] = useState<BlockId>('about');
  const content = read.data;
  const state = content?.blocks.find((b) => b.block === open);

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
          <nav aria-label={COPY.choose} className="site-content__blocks">
            <ul>
              {BLOCK_IDS.map((block) => {
                const blockState = content.blocks.find((b) => b.block === block);
                return (
                  <li key={block}>
                    <button
                      type="button"
                      aria-current={block === open ? 'true' : undefined}
                      onClick={() => setOpen(block)}
                    >
                      {COPY.blocks[block].name}
                      {blockState?.draft && (
                        <span className="badge text-bg-warning ms-2">{COPY.draftMark}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <ContentEditor key={open} block={open} state={state} seed={content.seed[open]} />
        </div>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import type { ContentChange } from './content-changes';
import { pathLabel } from './content-schema';

/**
 * Shown when a save was refused because the block changed since the editor opened it: each field that
 * changed, as it was and as it is now; the manager chooses to save theirs over it or to load the new one.
 */
export function ContentConflict({
  changes,
  onKeepMine,
  onTakeTheirs,
}: {
  changes: ContentChange[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shown = (text: string) => text || COPY.conflict.empty;
  return (
    <section className="alert alert-warning content-conflict" role="alert" aria-labelledby="content-conflict">
      <h3 id="content-conflict" ref={heading} tabIndex={-1} className="h5">
        {COPY.conflict.title}
      </h3>
      <p>{COPY.conflict.intro}</p>
      <dl>
        {changes.map((change) => (
          <div key={change.path} className="content-change">
            <dt>{pathLabel(change.path)}</dt>
            <dd>
              <span className="content-change__label">{COPY.conflict.was}:</span> {shown(change.was)}
            </dd>
            <dd>
              <span className="content-change__label">{COPY.conflict.now}:</span> {shown(change.now)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-warning" onClick={onKeepMine}>
          {COPY.conflict.keepMine}
        </button>
        <button type="button" className="btn btn-outline-dark" onClick={onTakeTheirs}>
          {COPY.conflict.takeTheirs}
        </button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import { useDataPort } from '../../../data/data-port-context';
import type { BlockId } from '../../../domain/site-content/blocks';
import type { BlockState } from '../../../domain/site-content/content-api';
import { useDashboardRead, useRefreshAfterWrite } from '../shared/dashboard-query';
import { formatMoment } from '../../../domain/dates';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';

/** A block's published versions, newest first, each but the live one with Restore (itself a publish). */
export function ContentVersions({
  block,
  live,
  revision,
  dropsDraft,
  onRestored,
}: {
  block: BlockId;
  live: number;
  /** The block's revision the editor shows: a restore after another manager's save is refused. */
  revision: number;
  /** A draft is saved, or the form has unsaved changes: a restore drops them, and says so. */
  dropsDraft: boolean;
  onRestored: (state: BlockState) => void;
}) {
  const port = useDataPort();
  const refresh = useRefreshAfterWrite();
  const read = useDashboardRead(['content-versions', block], () => port.listContentVersions(block), {
    keepShown: false,
  });
  const [result, setResult] = useState<ActionResult>(null);
  const flight = useSingleFlight();

  const restore = (version: number) =>
    flight.run(async () => {
      try {
        onRestored(await port.restoreContentVersion(block, version, revision));
        setResult(success(COPY.restored(version, dropsDraft)));
        await refresh();
      } catch (error) {
        setResult(failure(COPY.failedWrite(failureReason(error))));
      }
    });

  return (
    <section className="content-versions" aria-labelledby={`${block}-versions`}>
      <h3 id={`${block}-versions`} className="h5">
        {COPY.versions}
      </h3>
      <ResultMessage result={result} />
      {read.status === 'error' && <p className="alert alert-danger">{read.error}</p>}
      <ol className="list-unstyled">
        {(read.data ?? []).map((version) => (
          <li key={version.version} className="content-version">
            <span>
              <strong>{COPY.version(version.version)}</strong>
              {version.version > 0 && <> {COPY.versionBy(version.by, formatMoment(version.at))}</>}
              {version.restoredFrom !== null && <> {COPY.restoredFrom(version.restoredFrom)}</>}
              {version.version === live && (
                <span className="badge text-bg-success ms-2">{COPY.liveMark}</span>
              )}
            </span>
            {version.version !== live && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={flight.pending}
                onClick={() => void restore(version.version)}
              >
                {COPY.restore} <span className="visually-hidden">{COPY.version(version.version)}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

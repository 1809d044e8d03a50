import { DEPLOY_COPY as COPY } from '../../../content/dashboard-deploy';
import { SITE_CONTENT_COPY } from '../../../content/dashboard-site-content';
import {
  DEPLOY_RECORD_PATH,
  blocksPublishedSince,
  parseDeployRecord,
  type DeployRecord,
} from '../../../domain/deploy-record';
import type { BlockState } from '../../../domain/site-content/content-api';
import { safeHttpUrl } from '../../../domain/url';
import { useDashboardRead } from './dashboard-query';
import { formatMoment } from '../../../domain/dates';

/** True where the site is a deployed build (hosted): the embedded server renders every change at once. */
export const SITE_IS_DEPLOYED = import.meta.env.VITE_BACKEND === 'firebase';

const DEPLOY_URL = safeHttpUrl(import.meta.env.VITE_DEPLOY_URL ?? '');

async function readDeployRecord(): Promise<DeployRecord | null> {
  const response = await fetch(DEPLOY_RECORD_PATH, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the site answered ${response.status}`);
  return parseDeployRecord(await response.json().catch(() => null));
}

/**
 * Hosted only: when the site was last deployed, what was published since (so waits for the next deploy),
 * and the way to deploy. `blocks` lists the Site content blocks to compare; without them (Listings) it says
 * what a deploy brings to dates instead.
 */
export function DeployStatus({ blocks }: { blocks?: readonly BlockState[] }) {
  const read = useDashboardRead(['deploy'], readDeployRecord, { enabled: SITE_IS_DEPLOYED });
  if (!SITE_IS_DEPLOYED) return null;
  const record = read.data;
  return (
    <aside className="deploy-status alert alert-light border small" aria-label={COPY.heading}>
      <p className="mb-1">
        {read.status === 'error'
          ? COPY.unknown
          : record === null
            ? COPY.noDeploy
            : record && COPY.lastDeploy(formatMoment(record.builtAt))}{' '}
        {record && blocks
          ? COPY.changedSince(
              blocksPublishedSince(record, blocks).map((block) => SITE_CONTENT_COPY.blocks[block].name),
            )
          : !blocks && COPY.listings}
      </p>
      <p className="mb-0">
        {COPY.nightly}{' '}
        {DEPLOY_URL ? (
          <>
            <a href={DEPLOY_URL} target="_blank" rel="noopener noreferrer">
              {COPY.deployNow}
            </a>{' '}
            {COPY.deployNowNote}
          </>
        ) : (
          COPY.askDeveloper
        )}
      </p>
    </aside>
  );
}

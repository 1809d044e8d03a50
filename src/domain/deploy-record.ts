import type { BlockId } from './site-content/blocks';
import type { BlockState } from './site-content/content-api';

/**
 * What a hosted build leaves beside its pages (scripts/firebase/write-feeds.ts, the build's last step): when
 * the pages' HTML, the calendar feeds and the link previews were made. Anything published after it reaches
 * the first page a visitor opens, search engines and calendars only with the next deploy.
 */
export interface DeployRecord {
  builtAt: string;
}

export const DEPLOY_RECORD_PATH = '/deploy.json';

/** The record as the build wrote it, or null for anything else (no deploy yet, a host's error page). */
export function parseDeployRecord(value: unknown): DeployRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { builtAt } = value as { builtAt?: unknown };
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) return null;
  return { builtAt };
}

/** The blocks whose live words were published after the deploy, in the order given. */
export function blocksPublishedSince(record: DeployRecord, blocks: readonly BlockState[]): BlockId[] {
  const deployed = Date.parse(record.builtAt);
  return blocks
    .filter((state) => state.published !== null && Date.parse(state.published.at) > deployed)
    .map((state) => state.block);
}

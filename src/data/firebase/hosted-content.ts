import type { Firestore } from 'firebase/firestore/lite';
import type { DataPort } from '../port';
import type { SignedInUser } from './session-types';

export type ContentPort = Pick<
  DataPort,
  | 'readSiteContent'
  | 'readPublishedContent'
  | 'saveContentDraft'
  | 'publishContent'
  | 'listContentVersions'
  | 'restoreContentVersion'
>;

// The store, the blocks' schemas and the site's words as built load with the first call that needs them.
const store = () => import('./content-store');

/**
 * Site content on Firestore (content-store.ts), through the port's guards: the manager's calls check the
 * session first, the published words are anyone's. Loaded on its first call (firestore-port.ts).
 */
export function hostedContent(
  db: Firestore,
  managerCall: <T>(work: (manager: SignedInUser) => Promise<T>) => Promise<T>,
  publicCall: <T>(work: () => Promise<T>) => Promise<T>,
): ContentPort {
  return {
    readSiteContent: () => managerCall(async () => (await store()).readContentState(db)),
    readPublishedContent: () => publicCall(async () => (await store()).readPublished(db)),
    saveContentDraft: (block, body, basedOn) =>
      managerCall(async (manager) => (await store()).saveDraft(db, block, body, basedOn, manager.email)),
    publishContent: (block, basedOn) =>
      managerCall(async (manager) => (await store()).publishDraft(db, block, basedOn, manager.email)),
    listContentVersions: (block) => managerCall(async () => (await store()).listVersions(db, block)),
    restoreContentVersion: (block, version) =>
      managerCall(async (manager) => (await store()).restoreVersion(db, block, version, manager.email)),
  };
}

import type { Firestore } from 'firebase/firestore/lite';
import type { DataPort } from '../port';
import type { SignedInUser } from './session-types';

export type ContentPort = Pick<
  DataPort,
  'readSiteContent' | 'saveContentDraft' | 'publishContent' | 'listContentVersions' | 'restoreContentVersion'
>;

// The store, the blocks' schemas and the site's words as built load with the first call that needs them.
const store = () => import('./content-store');

/**
 * The manager's side of Site content on Firestore (content-store.ts), each call checking the session first.
 * Loaded on its first call (firestore-port.ts). The published words are anyone's: public-port.ts reads them.
 */
export function hostedContent(
  db: Firestore,
  managerCall: <T>(work: (manager: SignedInUser) => Promise<T>) => Promise<T>,
): ContentPort {
  return {
    readSiteContent: () => managerCall(async () => (await store()).readContentState(db)),
    saveContentDraft: (block, body, basedOn) =>
      managerCall(async (manager) => (await store()).saveDraft(db, block, body, basedOn, manager.email)),
    publishContent: (block, basedOn) =>
      managerCall(async (manager) => (await store()).publishDraft(db, block, basedOn, manager.email)),
    listContentVersions: (block) => managerCall(async () => (await store()).listVersions(db, block)),
    restoreContentVersion: (block, version, basedOn) =>
      managerCall(async (manager) =>
        (await store()).restoreVersion(db, block, version, basedOn, manager.email),
      ),
  };
}

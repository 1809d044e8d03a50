import { withDeadline } from '../../src/data/deadline';
import type { DataPort } from '../../src/data/port';
import type { PageData } from '../../src/domain/page-data';

/** Long enough for a slow network, short enough that a build never hangs on a Firestore that does not answer. */
const READ_TIMEOUT_MS = 60_000;

/**
 * What a hosted build renders into every page (docs/hosted-mode.md, Site content): the published words of
 * every block, read the way a visitor's page reads them (under the rules, no credentials), and the version of
 * each, so the page can tell when newer words were published after the build.
 */
export async function publishedContentForBuild(port: DataPort): Promise<PageData> {
  const { content, versions } = await withDeadline(
    port.readPublishedContent(),
    READ_TIMEOUT_MS,
    () => new Error(`Firestore did not answer within ${READ_TIMEOUT_MS / 1000} s`),
  );
  return { ...(Object.keys(content).length > 0 ? { content } : {}), contentVersions: versions };
}

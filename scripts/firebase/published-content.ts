import { withDeadline } from '../../src/data/deadline';
import { isDataError } from '../../src/data/errors';
import type { DataPort } from '../../src/data/port';
import type { PageData } from '../../src/domain/page-data';

/** Long enough for a slow network, short enough that a build never hangs on a Firestore that does not answer. */
export const READ_TIMEOUT_MS = 60_000;

/** What a build read from Firestore, or that Firestore refused the read (a project with no rules deployed). */
export type BuildRead<T> = { refused: false; value: T } | { refused: true; value: T };

/**
 * A read a hosted build makes as a visitor would (under the rules, no credentials). A brand-new project's
 * database denies every read until the first deploy puts firestore.rules in place, and that deploy needs a
 * build first: so a refusal (`permission-denied`) yields `whenRefused` and says so, where any other failure
 * (no network, a timeout, a wrong project) still stops the build.
 */
export async function readForBuild<T>(read: Promise<T>, whenRefused: T): Promise<BuildRead<T>> {
  try {
    const value = await withDeadline(
      read,
      READ_TIMEOUT_MS,
      () => new Error(`Firestore did not answer within ${READ_TIMEOUT_MS / 1000} s`),
    );
    return { refused: false, value };
  } catch (error) {
    // The visitor's port words Firestore's permission-denied as 'signed-out': the rules refused an anonymous read.
    if (!isDataError(error, 'signed-out')) throw error;
    return { refused: true, value: whenRefused };
  }
}

/** Says why a build used its fallback, in words a first deploy's reader can act on. */
export const refusedNotice = (what: string, fallback: string) =>
  `Firestore refused to read ${what} (permission-denied): a new project's database denies every read until ` +
  `the first deploy puts firestore.rules in place. This build uses ${fallback}; once deployed, build and ` +
  `deploy again (docs/hosted-mode.md, step 7).`;

/**
 * What a hosted build renders into every page (docs/hosted-mode.md, Site content): the published words of
 * every block, read the way a visitor's page reads them (under the rules, no credentials), and the version of
 * each, so the page can tell when newer words were published after the build. Refused, the seed words.
 */
export async function publishedContentForBuild(port: DataPort): Promise<BuildRead<PageData>> {
  const read = await readForBuild(port.readPublishedContent(), null);
  if (read.value === null) return { refused: true, value: {} };
  const { content, versions } = read.value;
  return {
    refused: false,
    value: { ...(Object.keys(content).length > 0 ? { content } : {}), contentVersions: versions },
  };
}

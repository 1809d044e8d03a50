/**
 * Vitest global setup of the 'server' project: the site prerendered from the sources once per run, into a
 * temp folder that every server test file reads (never writes) through server/testing/source-site.ts.
 * Rendering every page takes seconds; once per file it was most of the server tests' time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SITE_ORIGIN_PLACEHOLDER } from '../../server/pages/site-origin';
import { writePrerenderedSite } from '../../server/pages/write-site';
import { sourceRenderer } from '../../server/testing/source-renderer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the site prerendered from the sources, as an embedded build leaves it. */
    sourceSiteDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const staticDir = mkdtempSync(join(tmpdir(), 'site-pages-'));
  await writePrerenderedSite(await sourceRenderer(), staticDir, SITE_ORIGIN_PLACEHOLDER);
  project.provide('sourceSiteDir', staticDir);
  return () => rmSync(staticDir, { recursive: true, force: true });
}

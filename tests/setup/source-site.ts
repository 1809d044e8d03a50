/**
 * Vitest global setup of the 'server' project: a temp folder for the site prerendered from the sources, once
 * per run, which every server test file reads (never writes) through server/testing/source-site.ts. The
 * first file that needs it writes it there; a run without such a file never renders it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's prerendered site is written (server/testing/source-site.ts). */
    sourceSiteRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'site-pages-'));
  project.provide('sourceSiteRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}

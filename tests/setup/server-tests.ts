/**
 * Vitest global setup of the 'server' project: what its files share, made once per run in a temp folder.
 * - A database migrated to the current schema, which each test's server starts from as a copy
 *   (server/testing/test-app.ts): copying a file is quicker than migrating a new one, and gives the same.
 * - Room for the site prerendered from the sources, which every file reads (never writes) through
 *   server/testing/source-site.ts: the first file that needs it writes it; a run without one never renders it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DATABASE_FILE, openDatabase } from '../../server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's prerendered site is written (server/testing/source-site.ts). */
    sourceSiteRoot: string;
    /** A migrated, empty database file to copy (server/testing/test-app.ts). */
    migratedDatabase: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'server-tests-'));
  const sourceSiteRoot = join(root, 'source-site');
  mkdirSync(sourceSiteRoot);
  const template = join(root, 'database');
  openDatabase(template).db.close();
  project.provide('sourceSiteRoot', sourceSiteRoot);
  project.provide('migratedDatabase', join(template, DATABASE_FILE));
  return () => rmSync(root, { recursive: true, force: true });
}

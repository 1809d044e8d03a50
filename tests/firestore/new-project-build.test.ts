import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeFeedFiles } from '../../scripts/firebase/feed-files';
import { publishedContentForBuild } from '../../scripts/firebase/published-content';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { calendarFeedPath } from '../../src/domain/feed-paths';
import { readWithIcalJs } from '../builders/calendar-parsers';
import { describeOnEmulator, emulatorAddress } from './emulator';
import { emulatorSettings } from './firebase-harness';

const PROJECT = 'demo-new-project-build';
// What a database created in production mode has until the first deploy replaces its rules.
const DENY_ALL = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }`;

describeOnEmulator('the first build of a brand-new project, whose database still denies every read', () => {
  let env: RulesTestEnvironment;
  let visitor: FirebaseDataPort;
  let outDir: string;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: { ...emulatorAddress(), rules: DENY_ALL },
    });
    visitor = createFirebaseDataPort(emulatorSettings(PROJECT));
    outDir = mkdtempSync(join(tmpdir(), 'new-project-'));
  });
  afterAll(async () => {
    await visitor.close();
    await env.cleanup();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('builds with the seed words and says the read was refused', async () => {
    expect(await publishedContentForBuild(visitor)).toEqual({ refused: true, value: {} });
  });

  it('writes calendar feeds without dates and says the read was refused', async () => {
    expect(await writeFeedFiles(visitor, outDir, 'https://shows.example.co.uk')).toEqual({
      dates: 0,
      refused: true,
      hotels: 0,
    });
    const all = readFileSync(join(outDir, calendarFeedPath({ kind: 'all' })), 'utf8');
    expect(readWithIcalJs(all).events).toEqual([]);
  });
});

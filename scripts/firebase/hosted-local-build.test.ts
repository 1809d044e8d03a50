import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorBuildDecision, emulatorBuildDigest } from './emulator-build';
import {
  HOSTED_LOCAL_OUT_DIR,
  hostedLocalBuild,
  hostedLocalPorts,
  hostedLocalProject,
} from './hosted-local-build';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const buildFor = (env: NodeJS.ProcessEnv = {}) =>
  hostedLocalBuild(hostedLocalProject(root), hostedLocalPorts(env));
/** As a finished build leaves it: the stamp of the inputs it was made from, inside the build. */
const stampNow = (env: NodeJS.ProcessEnv = {}) =>
  write(`${HOSTED_LOCAL_OUT_DIR}/.build-stamp`, `${emulatorBuildDigest(root, buildFor(env))}\n`);
const decisionNow = (env: NodeJS.ProcessEnv = {}) => emulatorBuildDecision(root, buildFor(env));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hosted-local-build-'));
  write('.firebaserc', JSON.stringify({ projects: { default: 'demo-local' } }));
  write('src/pages/home.tsx', 'home()');
  write('src/pages/home.test.tsx', 'test()');
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{}');
  write('scripts/firebase/bundle-check.ts', 'check()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm run hosted:local builds', () => {
  it('builds when there is no finished build, and starts on the one it made when nothing changed', () => {
    expect(decisionNow()).toBe('no-stamp');
    stampNow();
    expect(decisionNow()).toBe('unchanged');
  });

  it('decides to rebuild after a source change, without building anything itself', () => {
    stampNow();
    write('src/pages/home.tsx', 'home("changed")');
    expect(decisionNow()).toBe('changed');
    expect(readdirSync(join(root, HOSTED_LOCAL_OUT_DIR))).toEqual(['.build-stamp']);
  });

  it("rebuilds for its mode's .env file, its build scripts and other ports, not for a test file", () => {
    for (const [path, text] of [
      ['.env.emulator', 'VITE_COMPANY_NAME=B'],
      ['scripts/firebase/bundle-check.ts', 'check(); check()'],
    ] as const) {
      stampNow();
      write(path, text);
      expect(decisionNow(), path).toBe('changed');
    }
    stampNow();
    expect(decisionNow({ FIRESTORE_EMULATOR_PORT: '8999' }), 'another emulator port').toBe('changed');
    write('src/pages/home.test.tsx', 'test(); test()');
    expect(decisionNow()).toBe('unchanged');
  });
});

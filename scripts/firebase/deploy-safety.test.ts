import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorBuildGuard } from '../emulator-build-guard';

/** What stands between an emulator build (or a mistyped config) and `firebase deploy`. */
const GOOD = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
  VITE_FIREBASE_AUTH_DOMAIN: 'queen-shows.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'queen-shows',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123def456',
};

// A folder of its own, so a developer's .env.local cannot change what the check sees.
// .tmp/ is git-ignored, so a fresh clone does not have it yet.
mkdirSync(resolve('.tmp'), { recursive: true });
const workDir = mkdtempSync(join(resolve('.tmp'), 'deploy-safety-'));
copyFileSync('firebase.json', join(workDir, 'firebase.json'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function deployCheck(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', resolve('scripts/firebase/check-env.ts'), '--mode', 'firebase', '--deploy'],
    { cwd: workDir, env: { ...clean, ...env }, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Each check starts Node with tsx: seconds on a quiet machine, far more on a busy one (an upper bound, not a wait).
const CHILD_PROCESS = { timeout: 120_000 };

describe('npm run build:firebase', CHILD_PROCESS, () => {
  it('runs the deploy check first, and firebase deploy runs it as predeploy', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['build:firebase']).toMatch(
      /^tsx scripts\/firebase\/check-env\.ts --mode firebase --deploy && /,
    );
    expect(pkg.scripts['build:firebase']).toContain('--outDir dist-firebase');
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { public: string; predeploy: string[] };
    };
    expect(firebase.hosting.public).toBe('dist-firebase');
    // --deploy reaches the last step, which stops a deploy whose build changed firebase.json's style hashes.
    expect(firebase.hosting.predeploy).toEqual(['npm run build:firebase -- --deploy']);
    expect(pkg.scripts['build:firebase']).toMatch(
      / && tsx scripts\/firebase\/style-hashes\.ts dist-firebase$/,
    );
  });

  it('passes a well-formed configuration', () => {
    const run = deployCheck(GOOD);
    expect(run.output).toContain('Hosted-mode configuration OK: project queen-shows');
    expect(run.status).toBe(0);
  });

  // One process for both refusals (each process is a Node with tsx and Vite): every problem is named, and
  // --deploy reaches the check (src/data/firebase/config.test.ts holds each message's wording).
  it('fails naming a malformed project id, and an emulator host set', () => {
    const run = deployCheck({
      ...GOOD,
      VITE_FIREBASE_PROJECT_ID: 'My Project!',
      VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:8085',
    });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(
      /VITE_FIREBASE_PROJECT_ID must be .* like queen-of-the-ocean \(got "My Project!"\)/,
    );
    expect(run.output).toContain('VITE_FIREBASE_EMULATOR_HOST is set (127.0.0.1:8085)');
  });
});

describe('an emulator build', () => {
  const resolveWith = (env: Record<string, string>, outDir: string) => {
    const guard = emulatorBuildGuard();
    const hook = guard.configResolved as (config: unknown) => void;
    return () => hook({ root: '/site', env, build: { outDir } });
  };

  it('is never written to dist-firebase', () => {
    expect(resolveWith({ VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:8085' }, 'dist-firebase')).toThrow(
      /would be written to dist-firebase.*npm run hosted:local/,
    );
    expect(
      resolveWith({ VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' }, '/site/dist-firebase'),
    ).toThrow();
  });

  it('may go to any other folder, and a deploy build to dist-firebase', () => {
    expect(resolveWith({ VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:8085' }, 'dist-emulator')).not.toThrow();
    expect(resolveWith({ VITE_FIREBASE_EMULATOR_HOST: '' }, 'dist-firebase')).not.toThrow();
  });
});

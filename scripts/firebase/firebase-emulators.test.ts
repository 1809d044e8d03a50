import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStyleHashes } from '../../server/pages/page-files';
import { assertFinishedBuild, emulatorFirebaseJson, portSetting, quietCliEnv } from './firebase-emulators';

/**
 * What the Firebase CLI's emulators are started with. The emulators themselves run in the hosted end-to-end
 * suite (tests/e2e/hosted) and in grant-manager.test.ts.
 */
type Json = {
  hosting: Record<string, unknown> & {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
};
const deployed = JSON.parse(readFileSync('firebase.json', 'utf8')) as Json;
const ORIGINS = ['http://127.0.0.1:8221', 'http://127.0.0.1:9222'];
const PORTS = { hosting: 4222, auth: 9222, hub: 9223, logging: 9224 };

const cspOf = (config: Json) =>
  config.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')
    ?.value ?? '';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

describe("the emulators' firebase.json", () => {
  const generated = emulatorFirebaseJson(deployed, {
    publicDir: 'dist',
    ports: PORTS,
    emulatorOrigins: ORIGINS,
  }) as unknown as Json & { emulators: Record<string, unknown> };

  it("lets the emulator build reach the Firestore and Auth emulators, and frame Auth's helper page", () => {
    const csp = cspOf(generated);
    for (const name of ['connect-src', 'frame-src']) {
      expect(directive(csp, name)).toEqual(
        expect.arrayContaining([...ORIGINS, ...directive(cspOf(deployed), name)]),
      );
    }
    // Nothing else in the policy changes.
    const others = (csp: string) => csp.split(';').filter((part) => !/^\s*(connect|frame)-src\s/.test(part));
    expect(others(csp)).toEqual(others(cspOf(deployed)));
  });

  it('serves the build as deployed: the same rewrites, clean URLs and other headers, from the build folder', () => {
    const servedAs = ({ headers, ...hosting }: Json['hosting']) => ({
      ...hosting,
      headers: headers.map((rule) => rule.headers.filter((h) => h.key !== 'Content-Security-Policy')),
    });
    expect(generated.hosting.public).toBe('dist');
    expect(generated.hosting).not.toHaveProperty('predeploy');
    expect(servedAs(generated.hosting)).toEqual({
      ...servedAs(deployed.hosting),
      public: 'dist',
      predeploy: undefined,
    });
  });

  it('puts every emulator on its chosen port, with no Emulator UI', () => {
    expect(generated.emulators).toMatchObject({
      hosting: { host: '127.0.0.1', port: 4222 },
      auth: { host: '127.0.0.1', port: 9222 },
      hub: { port: 9223 },
      logging: { port: 9224 },
      ui: { enabled: false },
    });
  });

  it('starts the Auth emulator alone when no build is given', () => {
    const authOnly = emulatorFirebaseJson(deployed, {
      ports: { auth: 9222, hub: 9223, logging: 9224 },
      emulatorOrigins: [],
    });
    expect(authOnly).not.toHaveProperty('hosting');
    expect(authOnly).not.toHaveProperty('emulators.hosting');
  });
});

describe('the deployed site (npm run build:firebase, then firebase deploy with firebase.json)', () => {
  it('names no emulator or local address in any header', () => {
    const values = deployed.hosting.headers.flatMap((rule) => rule.headers.map((h) => h.value));
    expect(values.filter((value) => /127\.0\.0\.1|localhost|\[::1\]|http:\/\//.test(value))).toEqual([]);
  });
});

describe('the CLI stays off the network and out of the home folder', () => {
  it('runs without update checks or the message of the day, its settings under its own folder', () => {
    const env = quietCliEnv('.tmp/somewhere');
    expect(env).toMatchObject({ CI: 'true', NO_UPDATE_NOTIFIER: '1' });
    expect(env.XDG_CONFIG_HOME).toBe(resolve('.tmp/somewhere/config'));
    expect(env.FIREBASE_EMULATORS_PATH).toBe(resolve('.tmp/somewhere/emulators'));
  });
});

describe('emulator ports', () => {
  it('come from the environment, or the default', () => {
    expect(portSetting('X_PORT', 4400, {})).toBe(4400);
    expect(portSetting('X_PORT', 4400, { X_PORT: '9225' })).toBe(9225);
  });

  it.each(['http', '0', '70000', '12.5'])('refuse %j by name', (value) => {
    expect(() => portSetting('X_PORT', 4400, { X_PORT: value })).toThrow(
      `X_PORT must be a port number (1-65535), got "${value}".`,
    );
  });
});

describe('the Hosting emulator and the build it serves', () => {
  // A fresh clone has no build yet when the hosted end-to-end server starts: the emulator must wait for it,
  // or its CSP would name no page's inline styles (and used to crash reading a folder not there yet).
  it('refuses to start before the build has written its pages and their style hashes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hosting-build-'));
    try {
      expect(() => assertFinishedBuild(join(dir, 'missing'))).toThrow(/no finished build/);
      expect(() => assertFinishedBuild(dir)).toThrow(/no finished build/);
      writeStyleHashes(dir, { 'index.html': ["'sha256-abc='"] });
      expect(() => assertFinishedBuild(dir)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

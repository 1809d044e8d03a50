import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './emulator';
import { startFirebaseEmulators, type RunningFirebaseEmulators } from './firebase-emulators';
import { grantManager, parseGrantArgs } from './grant-manager';

describe('grant-manager: the command line', () => {
  it('takes the project id from --project and the e-mail as the argument, in either order', () => {
    for (const argv of [
      ['--project', 'queen-of-the-ocean', 'ada@example.com'],
      ['ada@example.com', '--project=queen-of-the-ocean'],
    ]) {
      const parsed = parseGrantArgs(argv, {});
      expect(parsed).toMatchObject({ ok: true, email: 'ada@example.com', revoke: false });
      if (parsed.ok) expect(parsed.args.projectId).toBe('queen-of-the-ocean');
    }
  });

  it('prefers --project to GOOGLE_CLOUD_PROJECT, and reads --revoke', () => {
    const parsed = parseGrantArgs(['ada@example.com', '--revoke', '--project', 'real-project'], {
      GOOGLE_CLOUD_PROJECT: 'other-project',
    });
    expect(parsed).toMatchObject({ ok: true, revoke: true, args: { projectId: 'real-project' } });
  });

  it('uses Application Default Credentials unless a key file is given; a key file names its project', () => {
    const adc = parseGrantArgs(['--project', 'queen-of-the-ocean', 'ada@example.com'], {});
    expect(adc.ok && adc.args.keyFile).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'grant-'));
    const key = join(dir, 'key.json');
    writeFileSync(key, JSON.stringify({ project_id: 'from-the-key-file' }));
    const withKey = parseGrantArgs(['--key', key, 'ada@example.com'], {});
    rmSync(dir, { recursive: true });
    expect(withKey).toMatchObject({ ok: true, args: { keyFile: key, projectId: 'from-the-key-file' } });
  });

  it.each([
    [[], /Name the Firebase project/],
    [['ada@example.com'], /--project ID/],
    [['--project', 'queen-of-the-ocean'], /e-mail address/],
    [['--project', 'queen-of-the-ocean', 'not-an-email'], /e-mail address/],
    [['--project', 'My Project!', 'ada@example.com'], /project id like queen-of-the-ocean.*My Project!/],
    [['--project'], /--project needs a value/],
    [['--project', 'queen-of-the-ocean', 'ada@example.com', 'bob@example.com'], /Unexpected bob@example.com/],
    [['--project', 'queen-of-the-ocean', '--key', '/nowhere/key.json', 'ada@example.com'], /does not exist/],
  ])('refuses %j with a message and the usage', (argv, message) => {
    const parsed = parseGrantArgs(argv, {});
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problem).toMatch(message);
      expect(parsed.problem).toContain('Usage: npm run firebase:grant-manager -- --project PROJECT_ID EMAIL');
    }
  });
});

/**
 * The calls, against the Firebase CLI's Auth emulator (firebase-admin talks to it when
 * FIREBASE_AUTH_EMULATOR_HOST is set, as the script does on hosted:local): real accounts, real claims. The
 * gate's one Auth emulator (GATE_AUTH_EMULATOR), on a project no other test uses, or one of its own.
 */
describe('grant-manager: the calls, on the Auth emulator', () => {
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const workDir = join('.tmp', `grant-manager-auth-${process.pid}`);
  const gateEmulator = process.env.GATE_AUTH_EMULATOR || null;
  let emulator: RunningFirebaseEmulators | null = null;
  let authHostPort = '';
  let app: App;
  let auth: Auth;

  beforeAll(async () => {
    if (gateEmulator) authHostPort = gateEmulator;
    else {
      const [authPort, hub, logging] = [await freePort(), await freePort(), await freePort()];
      emulator = await startFirebaseEmulators({
        projectId: 'demo-grant-manager',
        workDir,
        ports: { auth: authPort, hub, logging },
      });
      authHostPort = emulator.authHostPort;
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHostPort;
    app = initializeApp({ projectId: 'demo-grant-manager' }, `grant-manager-${process.pid}`);
    auth = getAuth(app);
    // A shared emulator may hold an earlier run's accounts of this project: each run starts with none.
    const cleared = await fetch(`http://${authHostPort}/emulator/v1/projects/demo-grant-manager/accounts`, {
      method: 'DELETE',
    });
    expect(cleared.ok, 'the Auth emulator clears the project').toBe(true);
  }, 180_000);

  afterAll(async () => {
    if (app) await deleteApp(app);
    await emulator?.stop();
    rmSync(workDir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  }, 30_000);

  /** An account as a first Google sign-in leaves it, with the claims given. */
  async function account(email: string, claims: Record<string, unknown>) {
    const { uid } = await auth.createUser({ email, displayName: 'Ada' });
    await auth.setCustomUserClaims(uid, claims);
    return uid;
  }

  /** Sets when the account's tokens start being valid, as the emulator's admin API allows. */
  async function backdateTokens(uid: string, when: Date) {
    const url = `http://${authHostPort}/identitytoolkit.googleapis.com/v1/projects/demo-grant-manager/accounts:update`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, validSince: String(when.getTime() / 1000) }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }

  it('grants admin, keeping the other claims, and leaves the sessions alone', async () => {
    const uid = await account('ada@example.com', { team: 'box-office' });
    const before = (await auth.getUser(uid)).tokensValidAfterTime;
    expect(await grantManager(auth, 'ada@example.com', false)).toMatch(/now a manager/);
    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ team: 'box-office', admin: true });
    expect(user.tokensValidAfterTime).toBe(before);
  });

  it('--revoke removes admin, keeps the other claims and revokes the refresh tokens', async () => {
    const uid = await account('bob@example.com', { team: 'box-office', admin: true });
    // Tokens issued before this are refused: the account says 2001 until the revocation moves it to now.
    await backdateTokens(uid, new Date('2001-09-09T01:46:40Z'));
    const before = Date.parse((await auth.getUser(uid)).tokensValidAfterTime ?? '');
    expect(before).toBe(Date.parse('2001-09-09T01:46:40Z'));
    expect(await grantManager(auth, 'bob@example.com', true)).toMatch(/no longer a manager/);
    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ team: 'box-office' });
    expect(Date.parse(user.tokensValidAfterTime ?? '')).toBeGreaterThan(before);
  });

  it('says what to do when the person never signed in', async () => {
    await expect(grantManager(auth, 'carol@example.com', false)).rejects.toThrow(/Sign in with Google.*once/);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grantManager, parseGrantArgs, type ManagerAuth } from './grant-manager';

/**
 * There is no Firebase Auth emulator in CI (only the Firebase CLI has one), so the calls are checked against
 * a stand-in for the three methods of firebase-admin's Auth that the script uses, keeping users and their
 * claims in memory.
 */
function standInAuth(users: Record<string, { uid: string; customClaims?: Record<string, unknown> }>) {
  const revoked: string[] = [];
  const auth: ManagerAuth = {
    getUserByEmail: (email) => {
      const user = users[email];
      return user
        ? Promise.resolve(user)
        : Promise.reject(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
    },
    setCustomUserClaims: (uid, claims) => {
      const user = Object.values(users).find((u) => u.uid === uid);
      if (user) user.customClaims = claims ?? {};
      return Promise.resolve();
    },
    revokeRefreshTokens: (uid) => {
      revoked.push(uid);
      return Promise.resolve();
    },
  };
  return { auth, users, revoked };
}

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

describe('grant-manager: the calls', () => {
  it('grants admin, keeping the other claims, and revokes nothing', async () => {
    const { auth, users, revoked } = standInAuth({
      'ada@example.com': { uid: 'u1', customClaims: { team: 'box-office' } },
    });
    expect(await grantManager(auth, 'ada@example.com', false)).toMatch(/now a manager/);
    expect(users['ada@example.com']?.customClaims).toEqual({ team: 'box-office', admin: true });
    expect(revoked).toEqual([]);
  });

  it('--revoke removes admin, keeps the other claims and revokes the refresh tokens', async () => {
    const { auth, users, revoked } = standInAuth({
      'ada@example.com': { uid: 'u1', customClaims: { team: 'box-office', admin: true } },
    });
    expect(await grantManager(auth, 'ada@example.com', true)).toMatch(/no longer a manager/);
    expect(users['ada@example.com']?.customClaims).toEqual({ team: 'box-office' });
    expect(revoked).toEqual(['u1']);
  });

  it('says what to do when the person never signed in', async () => {
    const { auth } = standInAuth({});
    await expect(grantManager(auth, 'ada@example.com', false)).rejects.toThrow(/Sign in with Google.*once/);
  });
});

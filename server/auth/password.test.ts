import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT, verifyPassword } from './password';

describe('password hashing', () => {
  it("uses scrypt at OWASP's cost by default and verifies only the right password", async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', hash)).toBe(false);
    // Three hashes at 128 MiB each: well under a second alone, but the machine may be busy with other suites.
  }, 30_000);

  it('salts every hash, so equal passwords do not look equal', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    expect(await hashPassword('same password', cheap)).not.toBe(await hashPassword('same password', cheap));
  });

  it('reads the cost from the stored hash, so the default can be raised later', async () => {
    const old = await hashPassword('an older password', { N: 2 ** 12, r: 8, p: 1 });
    expect(await verifyPassword('an older password', old)).toBe(true);
  });

  it('treats a malformed hash as no match rather than failing', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

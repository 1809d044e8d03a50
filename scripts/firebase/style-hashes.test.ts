import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeStyleHashes } from '../../server/pages/page-files';
import { emulatorFirebaseJson } from './firebase-emulators';
import { builtStyleHashes, firebaseJsonWithStyleHashes } from './style-hashes';

/** How a hosted build's inline critical CSS gets into the one CSP header firebase.json gives every page. */
const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

// As the prerender leaves them: the hashes the critical-CSS step reported for each page it wrote (the pages
// themselves are not read: server/pages/critical-css.test.ts shows `<style>` text in them is not allowed).
const dir = mkdtempSync(join(tmpdir(), 'style-hashes-'));
writeStyleHashes(dir, {
  'index.html': [sha256('.home{color:red}')],
  'team.html': [sha256('.team{color:blue}')],
  // A page in a folder, and one with the same critical CSS as another: one hash for both.
  'subscribe/confirm.html': [sha256('.home{color:red}')],
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cspOf = (config: { hosting: { headers: { headers: { key: string; value: string }[] }[] } }) =>
  config.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')
    ?.value ?? '';
const styleSrc = (csp: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1) ?? [];

describe("firebase.json's style hashes", () => {
  const hashes = builtStyleHashes(dir);
  const deployed = readFileSync('firebase.json', 'utf8');

  it("are the hashes of every built page's inline critical CSS, each once", () => {
    expect(hashes).toEqual([sha256('.home{color:red}'), sha256('.team{color:blue}')].sort());
  });

  it("replace the previous build's in style-src, and change nothing else in the file", () => {
    const once = firebaseJsonWithStyleHashes(deployed, [sha256('old{}')]);
    const written = firebaseJsonWithStyleHashes(once, hashes);
    const csp = cspOf(JSON.parse(written));
    expect(styleSrc(csp)).toEqual(["'self'", ...hashes]);
    const withoutCsp = (text: string) => text.replace(/"Content-Security-Policy",\s*"value": "[^"]*"/, '');
    expect(withoutCsp(written)).toBe(withoutCsp(deployed));
    expect(csp.replace(/ 'sha256-[^']*'/g, '')).toBe(
      cspOf(JSON.parse(deployed)).replace(/ 'sha256-[^']*'/g, ''),
    );
  });

  it("are those of the build the Hosting emulator serves, in the emulators' copy", () => {
    const generated = emulatorFirebaseJson(
      JSON.parse(firebaseJsonWithStyleHashes(deployed, [sha256('old{}')])),
      {
        publicDir: dir,
        ports: { hosting: 4222, auth: 9222, hub: 9223, logging: 9224 },
        emulatorOrigins: [],
        styleHashes: hashes,
      },
    ) as unknown as Parameters<typeof cspOf>[0];
    expect(styleSrc(cspOf(generated))).toEqual(["'self'", ...hashes]);
  });
});

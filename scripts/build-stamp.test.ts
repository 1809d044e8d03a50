import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, buildInputs, INPUT_FILES, inputsDigest, readStamp, STAMP_FILE } from './build-stamp';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const decisionNow = (env: NodeJS.ProcessEnv = {}) => buildDecision(readStamp(root), inputsDigest(root, env));
const stampNow = (env: NodeJS.ProcessEnv = {}) => write(STAMP_FILE, `${inputsDigest(root, env)}\n`);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('src/main.tsx', 'render()');
  write('src/content/company.ts', 'export const NAME = "A";');
  write('src/content/company.test.ts', 'test()');
  write('public/favicon.svg', '<svg/>');
  write('server/pages/write-site.ts', 'write()');
  write('server/routes/venues.ts', 'routes()');
  write('server/routes/venues.test.ts', 'test()');
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{}');
  write('tsconfig.app.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start builds', () => {
  it('builds when no build left a stamp (a fresh clone, or a build that failed)', () => {
    expect(decisionNow()).toBe('no-stamp');
  });

  it('starts without building when nothing changed since the stamped build', () => {
    stampNow();
    expect(decisionNow()).toBe('unchanged');
  });

  it('builds when a source file, a public file, a config or the lock file changed', () => {
    for (const [path, text] of [
      ['src/content/company.ts', 'export const NAME = "B";'],
      ['public/favicon.svg', '<svg></svg>'],
      ['server/pages/write-site.ts', 'writeAll()'],
      ['server/routes/venues.ts', 'moreRoutes()'],
      ['tsconfig.app.json', '{"include":[]}'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['vite.config.ts', 'export default {}'],
    ] as const) {
      stampNow();
      write(path, text);
      expect(decisionNow(), path).toBe('changed');
    }
  });

  it('builds when a source file is added or an .env file appears', () => {
    stampNow();
    write('src/new-page.tsx', 'page()');
    expect(decisionNow()).toBe('changed');
    stampNow();
    write('.env.local', 'VITE_COMPANY_NAME=B');
    expect(decisionNow()).toBe('changed');
  });

  it('builds when a VITE_ variable of the environment differs, and ignores the others', () => {
    stampNow({ VITE_COMPANY_PHONE: '01792 000123', PORT: '3000' });
    expect(decisionNow({ VITE_COMPANY_PHONE: '01792 000123', PORT: '4173' })).toBe('unchanged');
    expect(decisionNow({ VITE_COMPANY_PHONE: '01792 999999', PORT: '3000' })).toBe('changed');
  });

  it('does not build for an edited test file, which no build includes', () => {
    stampNow();
    write('src/content/company.test.ts', 'test(); test()');
    write('server/routes/venues.test.ts', 'test(); test()');
    expect(decisionNow()).toBe('unchanged');
    expect(buildInputs(root)).not.toContain('src/content/company.test.ts');
    expect(buildInputs(root)).not.toContain('server/routes/venues.test.ts');
  });

  it('counts every module of ours that the Vite config imports (its plugins) as an input', () => {
    const imported = [...readFileSync('vite.config.ts', 'utf8').matchAll(/from '\.\/(scripts\/[^']+)'/g)].map(
      ([, path]) => path,
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(INPUT_FILES).toEqual(expect.arrayContaining(imported));
  });
});

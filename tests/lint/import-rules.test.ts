import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint` (.dependency-cruiser.js), fed small trees of fixture files laid out
 * like the repository, each with one import that breaks a rule (or keeps to it). A wrong import must be
 * refused, by the rule whose message says where the thing belongs; a right one must pass.
 */
const CONFIG = path.resolve('.dependency-cruiser.js');
let options: ICruiseOptions;
/** The fixture trees a test wrote, removed after it. */
const trees: string[] = [];

beforeAll(async () => {
  // No cache: each fixture tree is new, and the repository's cache must not learn about them.
  options = { ...(await extractDepcruiseOptions(CONFIG)), cache: false };
});

afterEach(() => {
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

/** Writes `files` (path -> source) under a new folder, with the repository's packages beside them. */
function fixture(files: Record<string, string>): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  trees.push(tree);
  fs.symlinkSync(path.resolve('node_modules'), path.join(tree, 'node_modules'), 'dir');
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
  return tree;
}

const exporting = (name: string) => `export const ${name} = 1;\n`;
const importing = (specifier: string) =>
  `import { thing } from '${specifier}';\nexport const used = thing;\n`;

/** The rules (name: message) that refuse something in `files`. */
async function refusals(files: Record<string, string>): Promise<string[]> {
  const baseDir = fixture(files);
  const roots = ['src', 'server'].filter((root) => fs.existsSync(path.join(baseDir, root)));
  // preserveSymlinks: packages are named node_modules/... as in the repository, not by their real path.
  const result = await cruise(roots, { ...options, baseDir, preserveSymlinks: true });
  const output = result.output as ICruiseResult;
  const comments = new Map(
    (output.summary.ruleSetUsed?.forbidden ?? []).map((rule) => [rule.name, rule.comment]),
  );
  return output.summary.violations.map(({ rule }) => `${rule.name}: ${comments.get(rule.name)}`);
}

/** One file importing `specifier`, beside a file where that import leads. */
const oneImport = (file: string, specifier: string) => {
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return { [file]: importing(specifier), [`${target}.ts`]: exporting('thing') };
};

describe('import rules', () => {
  it.each([
    ['server/routes/x.ts', '../../src/features/show-dates/calendar-file', 'server-shares'],
    ['server/routes/x.ts', '../../src/ui/page-data', 'server-shares'],
    ['server/x.ts', '../src/data/port', 'server-shares'],
    ['src/domain/x.ts', '../content/company', 'The domain imports nothing of ours'],
    ['src/content/x.ts', '../app/paths', 'src/domain/'],
    ['src/content/x.ts', '../ui/svg-icon', 'src/domain/'],
    ['src/data/x.ts', '../features/forms/field', 'only the domain'],
    ['src/data/http/x.ts', '../../content/company', 'only the domain'],
    ['src/ui/x.ts', '../features/home/home-banner', 'src/ui/ sits below features'],
    ['src/features/home/x.ts', '../../app/header/header', 'shared pieces in src/ui/'],
    ['src/features/home/x.ts', '../../render/entry-server', 'Features sit below pages and app'],
    ['src/features/home/x.ts', '../../pages/team/team-page', 'Features sit below pages and app'],
    // A climb out of src/ and back in is the same import.
    ['src/features/home/x.ts', '../../../src/pages/team/team-page', 'Features sit below pages and app'],
    ['src/features/carousels/x.ts', '../home/home-left-rail', "another feature's internals"],
    ['src/features/home/x.ts', '../../data/http/http-adapter', 'data port'],
    ['src/pages/team/x.ts', '../../app/use-page-meta', 'Pages sit below app'],
    // Dashboard sections share only shared/; shared/ serves every section and imports none.
    ['src/features/dashboard/listings/x.ts', '../hotels/hotel-form', 'src/features/dashboard/shared/'],
    ['src/features/dashboard/trash/x.ts', '../../dashboard/listings/venue-picker', 'move what two sections'],
    ['src/features/dashboard/shared/x.ts', '../messages/message-card', 'imports no section'],
  ])('%s may not import %s', async (file, specifier, expected) => {
    expect(await refusals(oneImport(file, specifier))).toEqual([expect.stringContaining(expected)]);
  });

  it.each([
    ['server/routes/x.ts', '../../src/domain/venue'],
    ['server/routes/x.ts', '../../src/content/calendar-file'],
    ['server/pages/x.ts', '../../src/render/entry-server'],
    ['src/content/x.ts', '../domain/paths'],
    ['src/data/x.ts', '../domain/venue'],
    ['src/ui/x.ts', '../content/company'],
    ['src/features/home/x.ts', '../../ui/svg-icon'],
    ['src/features/home/x.ts', '../carousels/shows-carousel'],
    ['src/features/home/x.ts', './home-banner'],
    ['src/pages/team/x.ts', '../../features/venues/venue-grid'],
    ['src/pages/team/x.ts', '../shared/page-header'],
    ['src/app/x.ts', '../pages/team/team-page'],
    ['src/features/dashboard/listings/x.ts', '../shared/dashboard-data'],
    ['src/features/dashboard/listings/x.ts', './venue-picker'],
    ['src/features/dashboard/x.ts', './listings/listings-section'],
    ['src/features/dashboard/shared/x.test.ts', '../messages/contact-messages-panel'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await refusals(oneImport(file, specifier))).toEqual([]);
  });

  it('checks a dynamic import() and a type-only import as it checks a plain one', async () => {
    const found = await refusals({
      'server/routes/x.ts': "export const load = () => import('../../src/features/venues/venue-grid');\n",
      'server/routes/y.ts': "import type { Thing } from '../../src/ui/thing';\nexport type Used = Thing;\n",
      'src/features/venues/venue-grid.ts': exporting('grid'),
      'src/ui/thing.ts': 'export interface Thing { a: number }\n',
    });
    expect(found).toEqual([
      expect.stringContaining('server-shares'),
      expect.stringContaining('server-shares'),
    ]);
  });

  it('refuses the Firebase SDK outside its adapter and better-sqlite3 outside server/db', async () => {
    expect(await refusals({ 'src/features/auth/x.ts': importing('firebase/auth') })).toEqual([
      expect.stringContaining('Only src/data/firebase may import the Firebase SDK'),
    ]);
    expect(await refusals({ 'src/domain/x.ts': importing('react') })).toEqual([
      expect.stringContaining('The domain has no React'),
    ]);
    expect(await refusals({ 'server/routes/x.ts': importing('better-sqlite3') })).toEqual([
      expect.stringContaining('Only server/db may import better-sqlite3'),
    ]);
    expect(await refusals({ 'server/db/x.ts': importing('better-sqlite3') })).toEqual([]);
  });

  it('refuses an import circle, type-only links included', async () => {
    const found = await refusals({
      'server/routes/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'server/routes/b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
      'server/routes/c.ts': "import { a } from './a';\nexport type C = typeof a;\n",
    });
    expect(found).toEqual([expect.stringContaining('no-circular: An import circle')]);
  });

  it('makes the command `npm run lint` runs fail on a bad import', async () => {
    const baseDir = fixture({
      ...oneImport('server/routes/x.ts', '../../src/features/show-dates/calendar-file'),
      'server/routes/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'server/routes/b.ts': "import { a } from './a';\nexport const b = a;\n",
    });
    const run = promisify(execFile)(
      path.resolve('node_modules/.bin/depcruise'),
      ['--config', CONFIG, '--no-cache', '--output-type', 'err', 'src', 'server'],
      { cwd: baseDir },
    );
    const failure = await run.then(
      () => null,
      (error: Error & { code?: number; stdout?: string }) => error,
    );
    expect(failure?.code).toBeGreaterThan(0);
    expect(failure?.stdout).toContain('server-shares-domain-content-render');
    expect(failure?.stdout).toContain('no-circular');
  }, 30_000);
});

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules in eslint.layers.js, tried on imports that break them. A wrong import must be refused with a
 * message that says where the imported thing belongs; a right one must pass.
 */
const eslint = new ESLint();

async function lintImport(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((message) => message.message);
}

// Loading the config and the TypeScript parser takes seconds on a busy machine; later files take milliseconds.
beforeAll(() => eslint.calculateConfigForFile('src/app/app.tsx'), 60_000);

describe('layer rules', () => {
  it.each([
    ['src/domain/x.ts', '../content/company', 'The domain imports nothing of ours'],
    ['src/content/x.ts', '../app/paths', 'src/domain/'],
    ['src/content/x.ts', '../ui/svg-icon', 'src/domain/'],
    ['src/data/x.ts', '../features/forms/field', 'only the domain'],
    ['src/data/http/x.ts', '../../content/company', 'only the domain'],
    ['src/ui/x.tsx', '../features/home/home-banner', 'src/ui/ sits below features'],
    ['src/features/home/x.tsx', '../../app/header/header', 'shared pieces in src/ui/'],
    ['src/features/home/x.tsx', '../../pages/team/team-page', 'Features sit below pages and app'],
    ['src/features/carousels/x.tsx', '../home/home-left-rail', "another feature's internals"],
    ['src/features/home/x.tsx', '../../data/http/http-adapter', 'data port'],
    ['src/pages/team/x.tsx', '../../app/use-page-meta', 'Pages sit below app'],
  ])('%s may not import %s', async (file, specifier, expected) => {
    const messages = await lintImport(file, specifier);
    expect(messages).toEqual([expect.stringContaining(expected)]);
  });

  it.each([
    ['src/content/x.ts', '../domain/paths'],
    ['src/data/x.ts', '../domain/venue'],
    ['src/ui/x.tsx', '../content/company'],
    ['src/features/home/x.tsx', '../../ui/svg-icon'],
    ['src/features/home/x.tsx', '../carousels/shows-carousel'],
    ['src/features/home/x.tsx', './home-banner'],
    ['src/pages/team/x.tsx', '../../features/venues/venue-grid'],
    ['src/pages/team/x.tsx', '../shared/page-header'],
    ['src/app/x.tsx', '../pages/team/team-page'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await lintImport(file, specifier)).toEqual([]);
  });
});

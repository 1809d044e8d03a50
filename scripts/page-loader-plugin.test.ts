import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { buildPageLoader, startModules } from './page-loader-plugin';

describe('the page loader as the build writes it', () => {
  it('is one small classic script (no import or export), named by its content', async () => {
    const { code, fileName } = await buildPageLoader(process.cwd());
    expect(fileName).toMatch(/^assets\/page-loader-[\w-]{8}\.js$/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code.length).toBeLessThan(2048);
    expect((await buildPageLoader(process.cwd())).fileName).toBe(fileName);
  });
});

describe("the app's start, as the template names it", () => {
  const chunk = (fileName: string, imports: string[], dynamicImports: string[], css: string[] = []) =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId: `/app/${fileName.replace(/^assets\/(.*)-1\.js$/, '$1')}.ts`,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    }) as unknown as Rollup.OutputChunk;
  const entry = chunk(
    'assets/index-1.js',
    ['assets/preload-helper-1.js'],
    ['assets/client-1.js', 'assets/start-app-1.js', 'assets/google-identity-1.js'],
  );
  const bundle = {
    'assets/index-1.js': entry,
    'assets/preload-helper-1.js': chunk('assets/preload-helper-1.js', [], []),
    'assets/client-1.js': chunk('assets/client-1.js', ['assets/react-1.js'], []),
    'assets/react-1.js': chunk('assets/react-1.js', [], []),
    'assets/start-app-1.js': chunk(
      'assets/start-app-1.js',
      ['assets/react-1.js', 'assets/client-1.js'],
      ['assets/home-page-1.js'],
      ['assets/start-app-1.css'],
    ),
    'assets/home-page-1.js': chunk('assets/home-page-1.js', [], [], ['assets/home-page-1.css']),
    'assets/google-identity-1.js': chunk('assets/google-identity-1.js', ['assets/deadline-1.js'], []),
    'assets/deadline-1.js': chunk('assets/deadline-1.js', [], []),
  } as unknown as Rollup.OutputBundle;
  const startSteps = new Set(['/app/client.ts', '/app/start-app.ts']);

  it("is every chunk of the app's start steps with what those import, and the app's stylesheet; not the sign-in with Google another module loads when asked", () => {
    expect(startModules(entry, bundle, startSteps)).toEqual({
      modules: ['/assets/client-1.js', '/assets/react-1.js', '/assets/start-app-1.js'],
      css: ['/assets/start-app-1.css'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildPageLoader } from './page-loader-plugin';

describe('the page loader as the build writes it', () => {
  it('is one small classic script (no import or export), named by its content', async () => {
    const { code, fileName } = await buildPageLoader(process.cwd());
    expect(fileName).toMatch(/^assets\/page-loader-[\w-]{8}\.js$/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code.length).toBeLessThan(2048);
    expect((await buildPageLoader(process.cwd())).fileName).toBe(fileName);
  });
});

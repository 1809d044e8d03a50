import { describe, expect, it } from 'vitest';
import type { InlinedPage } from './critical-css-limits';
import { rememberInlined } from './critical-css-memo';

/** A stand-in for the Beasties step that counts its passes and inlines a style naming the pass. */
function countingStep(answer: (html: string, pass: number) => Partial<InlinedPage> | Error = () => ({})) {
  const passes: string[] = [];
  const step = async (html: string): Promise<InlinedPage> => {
    passes.push(html);
    const result = answer(html, passes.length);
    if (result instanceof Error) throw result;
    return {
      html: html.replace('<head>', `<head><style>/* pass ${passes.length} */</style>`),
      styleHashes: [`'sha256-pass${passes.length}'`],
      missedCriticalCss: false,
      ...result,
    };
  };
  return { passes, step };
}

const PAGE = '<html><head></head><body><h1>Titanic</h1></body></html>';
const OTHER = '<html><head></head><body><h1>JFK</h1></body></html>';

describe('the critical CSS of a page rendered again the same', () => {
  it('is the one inlined before: the page goes through the step once', async () => {
    const { passes, step } = countingStep();
    const inline = rememberInlined(step);
    const first = await inline(PAGE);
    const again = await inline(PAGE);
    expect(again).toEqual(first);
    expect(again.html).toContain('/* pass 1 */');
    expect(passes).toHaveLength(1);
  });

  it('is worked out afresh for a document that changed, and for each of two documents', async () => {
    const { passes, step } = countingStep();
    const inline = rememberInlined(step);
    await inline(PAGE);
    expect((await inline(OTHER)).html).toContain('/* pass 2 */');
    expect((await inline(PAGE.replace('Titanic', 'Titanic, sold out'))).html).toContain('/* pass 3 */');
    expect(passes).toHaveLength(3);
  });

  it('is asked for again after a page went without it, got none, or the step failed', async () => {
    const { passes, step } = countingStep((html, pass) =>
      pass === 1
        ? { missedCriticalCss: true }
        : // Beasties found no stylesheet (not there yet): the page as it was, no style written.
          pass === 2
          ? { html, styleHashes: [] }
          : pass === 3
            ? new Error('Beasties could not read it')
            : {},
    );
    const inline = rememberInlined(step);
    expect((await inline(PAGE)).missedCriticalCss).toBe(true);
    expect((await inline(PAGE)).styleHashes).toEqual([]);
    await expect(inline(PAGE)).rejects.toThrow('Beasties could not read it');
    expect((await inline(PAGE)).html).toContain('/* pass 4 */');
    expect((await inline(PAGE)).html).toContain('/* pass 4 */');
    expect(passes).toHaveLength(4);
  });

  it('keeps the latest pages only, the longest unused going first', async () => {
    const { passes, step } = countingStep();
    const inline = rememberInlined(step, 2);
    await inline(PAGE);
    await inline(OTHER);
    await inline('<html><head></head><body>Overlook</body></html>');
    await inline(OTHER);
    expect(passes).toHaveLength(3);
    await inline(PAGE);
    expect(passes).toHaveLength(4);
  });
});

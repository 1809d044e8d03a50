import { afterEach, vi } from 'vitest';
import { buildPageLoader } from '../../scripts/page-loader-plugin';

const built = buildPageLoader(process.cwd());

/** What the loader's runs listen to on the document: taken off after each test, the window being the next files' too. */
const documentListeners: Parameters<Document['addEventListener']>[] = [];
afterEach(() => {
  for (const [type, listener, options] of documentListeners.splice(0)) {
    document.removeEventListener(type, listener, options);
  }
});

/**
 * Runs the page loader (src/app/page-loader.ts) in the test's document as a built page runs it, its code inline
 * in place of its file (jsdom fetches no script), with these `data-` attributes on its script. With none, it
 * starts nothing and only holds a visitor's form sent before it is live, as it does on every page.
 */
export async function runPageLoader(dataset: Record<string, string> = {}): Promise<void> {
  const script = document.createElement('script');
  Object.assign(script.dataset, dataset);
  script.textContent = (await built).code;
  const listening = vi.spyOn(document, 'addEventListener');
  try {
    document.body.append(script);
  } finally {
    documentListeners.push(...listening.mock.calls);
    listening.mockRestore();
  }
}

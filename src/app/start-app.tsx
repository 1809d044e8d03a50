import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app-root';
import { noteAppStarts } from '../ui/early-taps';
import { matchPage } from './match-page';
import { nextTask } from './next-task';
import type { PageData } from '../domain/page-data';
import { PageDataStore } from '../ui/page-data';
import { SiteOriginProvider } from '../ui/site-origin';
import type { DataPort } from '../data/port';
import { PAGE_STATE_ID, type PageState } from '../render/template-markers';
// After the app's modules, as they were when src/main.tsx imported both: the site's stylesheet keeps its order.
import '../styles/fonts.css';
import '../styles/main.scss';

/** What the server rendered (src/render/html-template.ts), or nothing for the app shell and the dev server. */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * Hydrates the page (or renders it, where the server sent none), with the data port src/main.tsx chose for
 * the build: the embedded server's HTTP API or the hosted build's Firestore.
 */
export async function startApp(portReady: Promise<DataPort>): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const state = readPageState();
  const { route } = matchPage(window.location.pathname);
  // The page's chunk is loaded before the first render, so hydration renders the page itself, exactly as the
  // server did, rather than suspending (see lazyPage). Its module code runs in a task of its own.
  // A failed chunk is not fatal here: the page's own error boundary shows it when React asks again.
  const [port] = await Promise.all([portReady, route.page.preload().catch(() => undefined)]);
  await nextTask();
  const app = (
    <SiteOriginProvider origin={state?.origin ?? null}>
      <AppRoot
        port={port}
        pageData={new PageDataStore((state?.data ?? {}) as PageData)}
        router={BrowserRouter}
      />
    </SiteOriginProvider>
  );
  // Hydrate only HTML rendered for this very route; the app shell (an unknown path on a static host) and
  // the dev server's empty page are rendered from scratch.
  // Hydrated in a transition, React works in slices that yield to the browser between them (a tap is
  // answered meanwhile) instead of one long task: the page is already on screen, as the server sent it.
  // A page rendered here is too: it appears whole when the last slice is done, as it would have at once.
  // From here React answers a tap itself; one made before is made again once the page has hydrated.
  noteAppStarts();
  if (state?.route === route.path && root.firstChild) startTransition(() => void hydrateRoot(root, app));
  else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}

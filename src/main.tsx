// First: it must run before any schema is built (see the module).
import './app/zod-without-eval';
import { switchOnDeferredStylesheets } from './app/deferred-stylesheets';
import { nextTask } from './app/next-task';
import { createHttpDataPort } from './data/http/http-adapter';
import type { DataPort } from './data/port';
import { noteFormsOnScreen } from './ui/early-submits';

// The data adapter is chosen once, here, from build settings (docs/product.md, Hosted mode). The firebase adapter is a
// separate chunk that embedded builds never contain: the condition is a build-time constant.
const portReady: Promise<DataPort> =
  import.meta.env.VITE_BACKEND === 'firebase'
    ? import('./data/firebase/firebase-adapter').then((adapter) => adapter.createFirebaseDataPortFromEnv())
    : Promise.resolve(createHttpDataPort());
// startApp awaits it two tasks later; handled from now, a failed adapter is reported once, by the app.
portReady.catch(() => undefined);

// Before anything else: a visitor's form in the page's HTML has been on screen since the first paint (the
// module says why).
noteFormsOnScreen();
switchOnDeferredStylesheets();

// The app starts in steps, each its own task (decision 0044): React DOM's module code, then the app's, then
// the page's chunk (start-app.tsx), then hydration in slices. Run as one task, the first three alone took
// longer than Lighthouse's 50 ms once slowed down 4x, and all of it falls after the first paint, where Total
// Blocking Time counts it. The page loader preloads every module these steps import.
void (async () => {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(portReady);
})();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { DataPortProvider } from './data/data-port-context';
import { createHttpDataPort } from './data/http/http-adapter';
import type { DataPort } from './data/port';
import { AuthProvider } from './features/auth/auth-context';
import './styles/main.scss';

// The data adapter is chosen once, here, from build configuration (DESIGN.md). The firebase adapter is a
// separate chunk that embedded builds never contain: the condition is a build-time constant.
const portReady: Promise<DataPort> =
  import.meta.env.VITE_BACKEND === 'firebase'
    ? import('./data/firebase/firebase-adapter').then((adapter) => adapter.createFirebaseDataPortFromEnv())
    : Promise.resolve(createHttpDataPort());

void portReady.then((port) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <DataPortProvider port={port}>
        <AuthProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AuthProvider>
      </DataPortProvider>
    </StrictMode>,
  );
});

import type { FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from './lazy-page';

/** Replaces the router's "Unexpected Application Error!" with words a visitor can act on. */
export function ErrorScreen({ error }: Pick<FallbackProps, 'error'>) {
  const stale = isChunkLoadError(error);
  return (
    <main id="main" className="container py-5 text-center error-screen">
      <h1 className="h2">{stale ? 'This page has been updated' : 'Something went wrong'}</h1>
      <p className="lead">
        {stale
          ? 'A newer version of the site is available. Reload to carry on.'
          : 'Sorry, this page could not be shown. Please try again in a moment.'}
      </p>
      <p className="d-flex gap-2 justify-content-center">
        {/* A reload, not a re-render: React keeps a failed lazy import failed until the page is loaded again. */}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {stale ? 'Reload' : 'Try again'}
        </button>
        <a className="btn btn-outline-primary" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}

import type { ActionResult } from './results';

/**
 * Where a form's result is announced. Both live regions stay in the page so screen readers hear a change
 * (a region inserted together with its text is often missed): success is polite, a failure interrupts.
 */
export function ResultMessage({ result }: { result: ActionResult }) {
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {result?.kind === 'success' && <p className="alert alert-success mb-3">{result.text}</p>}
      </div>
      <div role="alert" aria-atomic="true">
        {result?.kind === 'error' && <p className="alert alert-danger mb-3">{result.text}</p>}
      </div>
    </>
  );
}

import { WHATS_ON_COPY } from '../../content/show-dates';

/** The dates could not be read: says so, and offers to try again. */
export function LoadFailed({ retry, className }: { retry: () => void; className: string }) {
  const copy = WHATS_ON_COPY.failed;
  return (
    <div className={className} role="alert">
      <p className="fw-bold mb-1">{copy.title}</p>
      <p>{copy.body}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {copy.retry}
      </button>
    </div>
  );
}

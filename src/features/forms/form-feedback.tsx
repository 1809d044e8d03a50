import { FORM_COPY } from '../../content/forms';
import type { FailureKind, SubmissionStatus } from './use-submission';

/**
 * What happened to the last attempt. The status region is always in the page so screen readers announce
 * the success when its text appears; a failure is an alert (it needs attention now).
 */
export function FormFeedback({
  status,
  failure,
  success,
}: {
  status: SubmissionStatus;
  failure: FailureKind | null;
  success: string;
}) {
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className={status === 'sent' ? 'alert alert-success mt-3 mb-0' : ''}
      >
        {status === 'sent' ? success : ''}
      </div>
      {failure && (
        <div role="alert" className="alert alert-warning mt-3 mb-0">
          {FORM_COPY.failure[failure]}
        </div>
      )}
    </>
  );
}

/** The send button: says when it is sending and ignores further presses until the answer comes. */
export function SubmitButton({ status, label }: { status: SubmissionStatus; label: string }) {
  const sending = status === 'sending';
  return (
    <button type="submit" className="btn btn-primary btn-lg" aria-disabled={sending || undefined}>
      {sending ? FORM_COPY.sending : status === 'failed' ? FORM_COPY.retry : label}
    </button>
  );
}

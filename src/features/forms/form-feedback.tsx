import { useEffect, useRef } from 'react';
import { FORM_COPY } from '../../content/forms';
import type { FailureKind, SubmissionStatus } from './use-submission';

const STATUS_LOOK: Partial<Record<SubmissionStatus, string>> = {
  sent: 'alert alert-success mt-3 mb-0',
  confirm: 'alert alert-info mt-3 mb-0',
};

/**
 * What happened to the last attempt. The status region is always in the page so screen readers announce
 * the success, or the request to press again after a quick send, when its text appears; a failure is an
 * alert (it needs attention now).
 */
export function FormFeedback({
  status,
  failure,
  success,
  submitLabel,
}: {
  status: SubmissionStatus;
  failure: FailureKind | null;
  success: string;
  submitLabel: string;
}) {
  const words =
    status === 'sent' ? success : status === 'confirm' ? FORM_COPY.confirmQuickSend(submitLabel) : '';
  const region = useRef<HTMLDivElement>(null);
  // The button is often the last thing on a phone's screen: what it did comes into sight below it.
  useEffect(() => {
    if (words !== '') region.current?.scrollIntoView?.({ block: 'nearest' });
  }, [words]);
  return (
    <>
      <div
        ref={region}
        role="status"
        aria-live="polite"
        className={['comes-into-sight', STATUS_LOOK[status]].filter(Boolean).join(' ')}
      >
        {words}
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

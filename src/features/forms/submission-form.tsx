import { useEffect, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { FORM_COPY } from '../../content/forms';
import { PATHS } from '../../domain/paths';
import { SUBMISSION_FORM_MARK } from '../../ui/early-submits';
import { FormFeedback, SubmitButton } from './form-feedback';
import { HoneypotField } from './honeypot-field';
import type { FailureKind, SubmissionStatus } from './use-submission';

interface SubmissionFormProps {
  /** What useSubmission returns: the form's state and its submit handler. */
  submission: {
    formRef: RefObject<HTMLFormElement | null>;
    honeypotRef: RefObject<HTMLInputElement | null>;
    status: SubmissionStatus;
    failure: FailureKind | null;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  label: string;
  submitLabel: string;
  success: string;
  children: ReactNode;
  /**
   * Opened by a button that it replaces: the focus goes to its first field, or it would fall to the page's
   * body and a keyboard or screen reader user would lose their place.
   */
  focusFirstField?: boolean;
}

/**
 * The frame every visitor form shares around its own fields: the required-fields note, the links to the
 * privacy and accessibility statements, the honeypot, the send button and the status/alert block, so a
 * change to any of them reaches every form at once.
 */
export function SubmissionForm({
  submission,
  label,
  submitLabel,
  success,
  children,
  focusFirstField = false,
}: SubmissionFormProps) {
  const { formRef, honeypotRef, status, failure, handleSubmit } = submission;
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusFirstField, formRef]);
  return (
    // method="post": sent before any script has run (src/ui/early-submits.ts), the visitor's address stays
    // out of the URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit}
      aria-label={label}
      {...SUBMISSION_FORM_MARK}
    >
      <p className="small text-body-secondary">{FORM_COPY.requiredNote}</p>
      {children}
      <StatementLinks />
      <HoneypotField inputRef={honeypotRef} />
      <SubmitButton status={status} label={submitLabel} />
      <FormFeedback status={status} failure={failure} success={success} submitLabel={submitLabel} />
    </form>
  );
}

/** Read before sending: how what they send is used (UK GDPR art. 13 asks for it at the point of collection). */
function StatementLinks() {
  const words = FORM_COPY.statements;
  return (
    <p className="small">
      {words.privacyLead} <Link to={PATHS.privacy}>{words.privacy}</Link>. {words.accessibilityLead}{' '}
      <Link to={PATHS.accessibility}>{words.accessibility}</Link>.
    </p>
  );
}

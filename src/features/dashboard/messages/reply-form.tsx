import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPLY_WORDS as W } from '../../../content/dashboard-messages';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import type { SubmissionKind } from '../../../domain/inbox';
import {
  REPLY_LIMITS,
  quoteMessage,
  replyInputSchema,
  type ReplyTarget,
  type SubmissionReply,
} from '../../../domain/inbox-reply';
import { fieldErrors, type FieldErrors } from '../../../domain/validation';
import { FieldFrame } from '../../../ui/field';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { failureReason } from '../shared/results';
import { useSingleFlight } from '../shared/use-single-flight';
import { useAskFirst, useUnsavedChanges } from '../shared/unsaved-changes';
import { useMailOff } from '../shared/use-mail-off';

/**
 * The answer to one message, written in its card: to the sender's address (not editable), a subject begun
 * with "Re: ...", and the answer, with the visitor's message shown as the e-mail will quote it. A typed
 * answer holds the dashboard's unsaved-changes guard until it is sent or cancelled.
 */
export function ReplyForm({
  kind,
  id,
  target,
  subject,
  what,
  onSent,
  onCancel,
}: {
  kind: SubmissionKind;
  id: string;
  target: ReplyTarget;
  subject: string;
  what: string;
  onSent: (reply: SubmissionReply) => void;
  onCancel: () => void;
}) {
  const port = useDataPort();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const answerField = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState({ subject, body: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState('');
  const sending = useSingleFlight();
  // Said before the answer is written, not after it is sent: without e-mail the reply reaches nobody.
  const mailOff = useMailOff();
  useUnsavedChanges(values.body.trim() !== '' || values.subject !== subject);
  // Cancel with an answer typed asks first, as leaving the section does.
  const askFirst = useAskFirst();
  useEffect(() => answerField.current?.focus(), []);
  const quote = target.message.trim() ? quoteMessage(target.name, target.receivedAt, target.message) : null;

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // The messages render first, so the field that needs fixing is read with its message.
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void sending.run(async () => {
      setFailed('');
      const checked = replyInputSchema.safeParse(values);
      if (!checked.success) return showErrors(fieldErrors(checked.error));
      setErrors({});
      try {
        onSent(await port.replyToSubmission(kind, id, checked.data));
      } catch (error) {
        if (isDataError(error, 'invalid')) return showErrors(error.fields);
        setFailed(W.sendFailed(failureReason(error)));
      }
    });
  };

  return (
    <form
      ref={form}
      className="reply-form mt-3"
      aria-labelledby={`${formId}-title`}
      onSubmit={send}
      noValidate
    >
      <h4 id={`${formId}-title`} className="h6">
        {W.heading(what)}
      </h4>
      {mailOff && <p className="alert alert-warning small">{W.mailOff(target.email)}</p>}
      <FieldFrame id={`${formId}-to`} label={W.to}>
        {(aria) => (
          <input {...aria} type="email" className="form-control-plaintext" readOnly value={target.email} />
        )}
      </FieldFrame>
      <FieldFrame id={`${formId}-subject`} label={W.subject} error={errors.subject}>
        {(aria) => (
          <input
            {...aria}
            name="subject"
            required
            maxLength={REPLY_LIMITS.subject}
            className={`form-control${errors.subject ? ' is-invalid' : ''}`}
            value={values.subject}
            onChange={(e) => setValues({ ...values, subject: e.target.value })}
          />
        )}
      </FieldFrame>
      <FieldFrame
        id={`${formId}-body`}
        label={W.answer}
        error={errors.body}
        hint={W.answerHint(REPLY_LIMITS.body)}
      >
        {(aria) => (
          <textarea
            {...aria}
            ref={answerField}
            name="body"
            rows={6}
            required
            maxLength={REPLY_LIMITS.body}
            className={`form-control${errors.body ? ' is-invalid' : ''}`}
            value={values.body}
            onChange={(e) => setValues({ ...values, body: e.target.value })}
          />
        )}
      </FieldFrame>
      {quote && (
        <figure className="reply-quote mb-3">
          <figcaption className="small text-body-secondary">{quote.heading}</figcaption>
          <blockquote className="message-message mb-0">{target.message}</blockquote>
        </figure>
      )}
      {failed && (
        <p role="alert" className="text-danger small">
          {failed}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" aria-disabled={sending.pending}>
          {sending.pending ? W.sending : mailOff ? W.keep : W.send}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => askFirst(onCancel)}>
          {W.cancel}
        </button>
      </div>
    </form>
  );
}

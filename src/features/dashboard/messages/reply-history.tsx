import { REPLY_WORDS as W } from '../../../content/dashboard-messages';
import { formatMoment } from '../../../domain/dates';
import { replyPreview, type ReplyState, type SubmissionReply } from '../../../domain/inbox-reply';

const TONES: Record<ReplyState, string> = {
  sent: 'text-bg-success',
  waiting: 'text-bg-warning',
  failed: 'text-bg-danger',
  held: 'text-bg-secondary',
  'not-sent': 'text-bg-secondary',
  unknown: 'text-bg-light border',
};

/** The answers sent to one message, oldest first: when, by whom, their first lines and where each e-mail is. */
export function ReplyHistory({ replies, error }: { replies: readonly SubmissionReply[]; error: string }) {
  if (error)
    return (
      <p role="alert" className="text-danger small">
        {W.historyFailed(error)}
      </p>
    );
  if (replies.length === 0) return null;
  return (
    <section className="reply-history mb-3" aria-label={W.history}>
      <h4 className="h6">{W.history}</h4>
      <ol className="list-unstyled mb-0">
        {replies.map((reply) => (
          <li key={reply.id} className="reply-history__item">
            <p className="small text-body-secondary mb-1">
              <time dateTime={reply.sentAt}>{formatMoment(reply.sentAt)}</time>
              {W.byWhom(reply.sentBy)}{' '}
              <span className={`badge ${TONES[reply.state]}`}>{W.states[reply.state]}</span>
            </p>
            <p className="mb-0 text-break">{replyPreview(reply.body)}</p>
            {reply.error && <p className="small text-danger mb-0">{reply.error}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

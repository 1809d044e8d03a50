import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES_WORDS as W } from '../../../content/dashboard-messages';
import { useDataPort } from '../../../data/data-port-context';
import {
  markedState,
  type InboxState,
  type SubmissionKind,
  type SubmissionMark,
} from '../../../domain/inbox';
import { EraseControl } from '../shared/erase-control';
import { formatMoment } from '../../../domain/dates';
import { useRefreshNewCounts } from '../shared/new-messages-count';
import { failureReason } from '../shared/results';
import type { CsvColumn } from '../../../domain/csv';
import { useSingleFlight } from '../shared/use-single-flight';
import type { ReplyTarget } from '../../../domain/inbox-reply';
import { ReplyForm } from './reply-form';
import { ReplyHistory } from './reply-history';
import { useReplies } from './use-replies';

/** One line of a message card: its label, what it shows, and its CSV cell. */
export interface MessageField<T> extends CsvColumn<T> {
  render?: (row: T) => ReactNode;
}

export interface MessageRow extends InboxState {
  id: string;
  createdAt: string;
}

/**
 * How a card names its row and answers it: "the message from Ada", the address and subject of a reply, and
 * whom the reply answers and quotes.
 */
export interface MessageCopy<T> {
  heading: (row: T) => string;
  what: (row: T) => string;
  reply: (row: T) => { email: string; about: string };
  target: (row: T) => ReplyTarget;
}

/**
 * One message or enquiry: its sender and when it came, marked New until the manager opens it (which the store
 * records, so the count beside Messages goes down) and Handled once dealt with. Opened, it shows everything
 * the visitor wrote and the answers sent to it, Reply (a form in the card, sent through the site's e-mail),
 * Mark handled and Erase.
 */
export function MessageCard<T extends MessageRow>({
  row,
  kind,
  copy,
  fields,
  headingId,
  erase,
  onErased,
}: {
  row: T;
  kind: SubmissionKind;
  copy: MessageCopy<T>;
  fields: readonly MessageField<T>[];
  headingId: string;
  erase?: (id: string) => Promise<void>;
  onErased: (what: string) => void;
}) {
  const port = useDataPort();
  const refreshCounts = useRefreshNewCounts();
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const handledButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // The pressed button goes away: the keyboard goes on from the opened card's first action (Reply where
    // there is an address: a second Enter must not mark it handled unread), or back to Open.
    if (open) (replyButton.current ?? handledButton.current)?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // The marks as this card last saved them: the list is not read again, so a card never jumps away under
  // the manager's finger (a filtered list drops it on the next refresh).
  const [marks, setMarks] = useState<InboxState>({ openedAt: row.openedAt, handledAt: row.handledAt });
  const [error, setError] = useState('');
  const saving = useSingleFlight();
  const what = copy.what(row);

  const mark = (next: SubmissionMark) =>
    saving.run(async () => {
      setError('');
      try {
        await port.markSubmission(kind, row.id, next);
        setMarks((old) => markedState(old, next, new Date().toISOString()));
        refreshCounts();
      } catch (failure) {
        setError(W.markFailed(failureReason(failure)));
      }
    });

  const openCard = () => {
    setOpen(true);
    if (!marks.openedAt) void mark('opened');
  };

  const { email, about } = copy.reply(row);
  const [replying, setReplying] = useState(false);
  const replies = useReplies(kind, row.id, open);
  const wasReplying = useRef(false);
  useEffect(() => {
    // The form closes (sent or cancelled): the keyboard goes back to Reply once it is on the page again. A
    // frame scheduled beside the update could come before React put it back, and leave the focus nowhere.
    if (!replying && wasReplying.current) replyButton.current?.focus();
    wasReplying.current = replying;
  }, [replying]);
  const stopReplying = () => setReplying(false);
  return (
    <article className="card-body" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 card-title">
        {copy.heading(row)}
      </h3>
      <p className="small text-body-secondary mb-2">
        Received <time dateTime={row.createdAt}>{formatMoment(row.createdAt)}</time>
        {!marks.openedAt && <Badge tone="warning">{W.newBadge}</Badge>}
        {marks.handledAt && <Badge tone="success">{W.handledBadge}</Badge>}
      </p>
      {!open ? (
        <>
          {/* What it is about, before it is opened: the message's first words, or the enquiry's show and venue. */}
          <p className="mb-2">{about.charAt(0).toUpperCase() + about.slice(1)}</p>
          <button
            ref={openButton}
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-expanded="false"
            onClick={openCard}
          >
            {W.open} <span className="visually-hidden">{what}</span>
          </button>
        </>
      ) : (
        <>
          <dl className="message-fields mb-3">
            {fields.map((field) => (
              <div key={field.header}>
                <dt>{field.header}</dt>
                <dd>{field.render ? field.render(row) : field.value(row) || '—'}</dd>
              </div>
            ))}
          </dl>
          <ReplyHistory replies={replies.list} error={replies.error} />
          <p
            role="status"
            className={
              !replies.sent
                ? 'visually-hidden'
                : replies.sent.delivered
                  ? 'small text-success'
                  : 'alert alert-warning small py-2'
            }
          >
            {replies.sent?.text}
          </p>
          {replying ? (
            <ReplyForm
              kind={kind}
              id={row.id}
              target={copy.target(row)}
              subject={W.replySubject(about)}
              what={what}
              onSent={(reply) => {
                replies.add(reply);
                stopReplying();
              }}
              onCancel={stopReplying}
            />
          ) : (
            <div className="d-flex flex-wrap align-items-start gap-2">
              {email && (
                <button
                  ref={replyButton}
                  type="button"
                  className="btn btn-sm btn-primary"
                  aria-expanded="false"
                  onClick={() => setReplying(true)}
                >
                  {W.reply} <span className="visually-hidden">to {what}</span>
                </button>
              )}
              <button
                ref={handledButton}
                type="button"
                className="btn btn-sm btn-outline-success"
                aria-disabled={saving.pending}
                onClick={() => void mark(marks.handledAt ? 'not-handled' : 'handled')}
              >
                {marks.handledAt ? W.markNotHandled : W.markHandled}{' '}
                <span className="visually-hidden">{what}</span>
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-expanded="true"
                onClick={() => setOpen(false)}
              >
                {W.close} <span className="visually-hidden">{what}</span>
              </button>
              {erase && (
                <EraseControl what={what} erase={() => erase(row.id)} onErased={() => onErased(what)} />
              )}
            </div>
          )}
        </>
      )}
      {error && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {error}
        </p>
      )}
    </article>
  );
}

function Badge({ tone, children }: { tone: 'warning' | 'success'; children: ReactNode }) {
  return <span className={`badge text-bg-${tone} ms-2 align-middle`}>{children}</span>;
}

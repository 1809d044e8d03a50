import { useId, useState } from 'react';
import { OUTBOX_COPY as COPY } from '../../../content/dashboard-keep-in-touch';
import { useDataPort } from '../../../data/data-port-context';
import type { OutboxMessage } from '../../../domain/subscription';
import { useDashboardRead } from '../shared/dashboard-query';

/** Read/Hide under one e-mail of the outbox: its words are fetched only when asked for (the list has none). */
export function OutboxMessageText({ message }: { message: OutboxMessage }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const subject = message.subject || COPY.noSubject;
  return (
    <>
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? COPY.hide : COPY.read}
        <span className="visually-hidden">{COPY.readWhich(subject, message.to)}</span>
      </button>
      {open && <OpenedText id={id} messageId={message.id} subject={subject} />}
    </>
  );
}

function OpenedText({ id, messageId, subject }: { id: string; messageId: string; subject: string }) {
  const port = useDataPort();
  const opened = useDashboardRead(['outbox', messageId], () => port.readOutboxMessage(messageId), {
    keepShown: false,
  });
  return (
    <div id={id}>
      {opened.status === 'loading' && <p role="status">{COPY.reading}</p>}
      {opened.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {COPY.readFailed(opened.error)}
        </p>
      )}
      {opened.data &&
        (opened.data.text === null ? (
          <p className="small mb-0">{COPY.noText}</p>
        ) : (
          <pre className="outbox-text" tabIndex={0} aria-label={COPY.textLabel(subject)}>
            {opened.data.text}
          </pre>
        ))}
    </div>
  );
}

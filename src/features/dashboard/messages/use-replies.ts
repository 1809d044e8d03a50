import { useEffect, useState } from 'react';
import { REPLY_WORDS as W } from '../../../content/dashboard-messages';
import { useDataPort } from '../../../data/data-port-context';
import type { SubmissionKind } from '../../../domain/inbox';
import type { SubmissionReply } from '../../../domain/inbox-reply';
import { failureReason } from '../shared/results';

/**
 * The answers sent to one message, read when its card opens (a closed card reads nothing), and the one just
 * sent added without reading them all again, with a line saying where it went.
 */
export function useReplies(kind: SubmissionKind, id: string, open: boolean) {
  const port = useDataPort();
  const [list, setList] = useState<SubmissionReply[]>([]);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    if (!open) return;
    let current = true;
    port.listSubmissionReplies(kind, id).then(
      (replies) => current && (setList(replies), setError('')),
      (failure: unknown) => current && setError(failureReason(failure)),
    );
    return () => {
      current = false;
    };
  }, [port, kind, id, open]);
  return {
    list,
    error,
    sent,
    add(reply: SubmissionReply) {
      setList((old) => [...old, reply]);
      setSent(W.sent(reply.to, W.states[reply.state]));
    },
  };
}

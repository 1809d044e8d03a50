import { useEffect, useState } from 'react';
import { REPLY_WORDS as W } from '../../../content/dashboard-messages';
import { useDataPort } from '../../../data/data-port-context';
import type { SubmissionKind } from '../../../domain/inbox';
import type { ReplyState, SubmissionReply } from '../../../domain/inbox-reply';
import { failureReason } from '../shared/results';

/** Where a reply is on its way to the visitor: any other state is a reply they do not get (yet). */
const ON_ITS_WAY: readonly ReplyState[] = ['sent', 'waiting'];

/**
 * The answers sent to one message, read when its card opens (a closed card reads nothing), and the one just
 * sent added without reading them all again, with a line saying where it went: `delivered` false when it
 * was not e-mailed (e-mail not set up) or failed, which the card must not show as a success.
 */
export function useReplies(kind: SubmissionKind, id: string, open: boolean) {
  const port = useDataPort();
  const [list, setList] = useState<SubmissionReply[]>([]);
  const [error, setError] = useState('');
  const [sent, setSent] = useState<{ text: string; delivered: boolean } | null>(null);
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
      setSent({ text: W.sent(reply.to, W.states[reply.state]), delivered: ON_ITS_WAY.includes(reply.state) });
    },
  };
}

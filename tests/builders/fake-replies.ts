import { DataError } from '../../src/data/errors';
import {
  replyInputSchema,
  type ReplyInput,
  type ReplyTarget,
  type SubmissionReply,
} from '../../src/domain/inbox-reply';
import { fieldErrors } from '../../src/domain/validation';

let made = 0;

/**
 * The fake port's answers from the inbox (FakeDataPort.replyToSubmission): kept per message, waiting in
 * the outbox when e-mail is on and not e-mailed when it is off, as the embedded server says.
 */
export class FakeReplies {
  private byMessage = new Map<string, SubmissionReply[]>();

  add(key: string, target: ReplyTarget, input: ReplyInput, sentBy: string, mailOn: boolean) {
    const parsed = replyInputSchema.safeParse(input);
    if (!parsed.success)
      throw new DataError('invalid', 'Check the highlighted fields', fieldErrors(parsed.error));
    const reply: SubmissionReply = {
      id: `reply-${++made}`,
      to: target.email,
      ...parsed.data,
      sentBy,
      sentAt: new Date().toISOString(),
      state: mailOn ? 'waiting' : 'held',
    };
    this.byMessage.set(key, [...(this.byMessage.get(key) ?? []), reply]);
    return reply;
  }

  /** The answers to one message (its kind and id as `key`), oldest first. */
  of(key: string): SubmissionReply[] {
    return [...(this.byMessage.get(key) ?? [])];
  }
}

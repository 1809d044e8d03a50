import {
  fillNotice,
  NOTICE_ACTION,
  NOTICE_REASON,
  SUBMISSION_NOTICES,
  type NoticeKind,
} from '../../src/content/notices';
import { DASHBOARD_PATHS } from '../../src/domain/paths';
import type { MailService } from './mail-service';

/** The outbox key of the notice about one submission (erasing the submission erases its notice too). */
export const noticeKey = (kind: NoticeKind, id: string) => `${kind}-${id}`;

/**
 * Queues the manager's e-mail about a new contact message or hosting enquiry, when NOTIFY_EMAIL is set. Call
 * it inside the transaction that stores the submission: the notice and the submission are kept together.
 */
export function notifyManager(
  mail: MailService,
  kind: NoticeKind,
  submission: { id: string } & Record<string, string>,
): void {
  if (!mail.notifyEmail) return;
  const wording = SUBMISSION_NOTICES[kind];
  // Validated as an e-mail address on the way in (src/domain), so it cannot carry a line break into a header.
  const replyTo = submission[wording.replyTo];
  mail.enqueue({
    kind: `${kind}-notice`,
    to: mail.notifyEmail,
    subject: fillNotice(wording.subject, submission),
    paragraphs: [
      wording.intro,
      ...wording.lines.map(([label, field]) => `${label}: ${submission[field] || '-'}`),
    ],
    // Messages, where both kinds are read and answered (the dashboard itself opens on Listings).
    action: { label: NOTICE_ACTION, url: `${mail.identity.siteUrl}${DASHBOARD_PATHS.messages}` },
    reason: NOTICE_REASON,
    dedupeKey: noticeKey(kind, submission.id),
    ...(replyTo ? { replyTo } : {}),
  });
}

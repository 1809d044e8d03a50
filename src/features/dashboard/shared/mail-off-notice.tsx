import { MAIL_OFF_NOTICE } from '../../../content/dashboard-keep-in-touch';

/** Shown wherever the manager would otherwise wonder why nobody confirms or nothing is sent. */
export function MailOffNotice() {
  return (
    <div className="alert alert-warning">
      <p className="fw-bold mb-1">{MAIL_OFF_NOTICE.title}</p>
      <p className="mb-0">{MAIL_OFF_NOTICE.body}</p>
    </div>
  );
}

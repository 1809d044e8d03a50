import { useEffect, useId, useRef } from 'react';
import { NOTICE_WORDS } from '../../../content/dashboard-notices';
import { useDataPort } from '../../../data/data-port-context';
import type { NoticeAudience } from '../../../domain/notice-wait';
import type { Venue } from '../../../domain/venue';
import { useDashboardRead } from '../shared/dashboard-query';

const W = NOTICE_WORDS.confirm;

/** A change that tells the date's subscribers, asked about first. */
export type TellingChange = 'cancelled' | 'postponed';

export const isTellingChange = (action: string): action is TellingChange =>
  action === 'cancelled' || action === 'postponed';

/** Who the change would tell, in one sentence. */
function audienceWords(audience: NoticeAudience): string {
  if (audience.people === 0) return W.nobody;
  if (!audience.mailEnabled) return W.mailOff(audience.people);
  return audience.delayMinutes > 0
    ? W.told(audience.people, audience.delayMinutes)
    : W.toldNow(audience.people);
}

/**
 * Before a date is cancelled or postponed: a native modal <dialog> (focus stays inside, Escape keeps the
 * date as it is) naming how many people will be told, and when. The answer is read when the dialog opens.
 */
export function NoticeConfirmDialog({
  asking,
  onConfirm,
  onClose,
}: {
  asking: { venue: Venue; label: string; change: TellingChange } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const port = useDataPort();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const venueId = asking?.venue.id ?? '';
  const audience = useDashboardRead(['notice-audience', venueId], () => port.countNoticeAudience(venueId), {
    enabled: asking !== null,
    keepShown: false,
  });

  useEffect(() => {
    if (asking && !dialog.current?.open) {
      dialog.current?.showModal();
      // The safe answer has the keyboard: Enter on a stray key press keeps the date.
      keep.current?.focus();
    }
    if (!asking && dialog.current?.open) dialog.current.close();
  }, [asking]);

  return (
    <dialog
      ref={dialog}
      className="history-dialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-told`}
      onClose={onClose}
    >
      {asking && (
        <div className="history-dialog__box">
          <h2 id={titleId} className="h5">
            {W.question[asking.change](asking.label)}
          </h2>
          <p id={`${titleId}-told`} role="status" aria-live="polite">
            {audience.status === 'ready' && audience.data
              ? audienceWords(audience.data)
              : audience.status === 'error'
                ? W.countFailed + audience.error
                : W.counting}
          </p>
          <div className="d-grid gap-2">
            <button type="button" className="btn btn-danger" onClick={onConfirm}>
              {W.yes[asking.change]}
            </button>
            <button
              ref={keep}
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => dialog.current?.close()}
            >
              {W.keep}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

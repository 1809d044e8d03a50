import { useEffect, useId, useRef } from 'react';
import { NOTICE_WORDS } from '../../../content/dashboard-notices';
import { useDataPort } from '../../../data/data-port-context';
import type { NoticeAudience } from '../../../domain/notice-wait';
import { useDashboardRead } from '../shared/dashboard-query';

const W = NOTICE_WORDS.confirm;

/** A change that tells the date's subscribers, asked about first. */
export type TellingChange = 'cancelled' | 'postponed';

export const isTellingChange = (action: string): action is TellingChange =>
  action === 'cancelled' || action === 'postponed';

/** The question, its yes, the change, and the dates whose subscribers it would tell. */
export interface TellingQuestion {
  question: string;
  yes: string;
  change: TellingChange | 'moved';
  venueIds: readonly string[];
}

/** Who the change would tell, in one sentence (several dates: at most, since one address may ask about each). */
function audienceWords(audience: NoticeAudience, dates: number, change: TellingQuestion['change']): string {
  if (audience.people === 0) return W.nobody;
  // Called off before anyone heard of it: its waiting "new date" e-mails are withdrawn, and nothing goes.
  if (change !== 'moved' && audience.unannounced) return W.unannounced;
  if (!audience.mailEnabled) return W.mailOff(audience.people);
  const told =
    audience.delayMinutes > 0 ? W.told(audience.people, audience.delayMinutes) : W.toldNow(audience.people);
  return dates > 1 ? W.upTo + told : told;
}

/** The people each date's change would tell, added up. */
async function audienceOf(
  count: (venueId: string) => Promise<NoticeAudience>,
  venueIds: readonly string[],
): Promise<NoticeAudience> {
  const each = await Promise.all(venueIds.map(count));
  return {
    people: each.reduce((sum, a) => sum + a.people, 0),
    mailEnabled: each.every((a) => a.mailEnabled),
    delayMinutes: each[0]?.delayMinutes ?? 0,
    unannounced: each.some((a) => a.unannounced),
  };
}

/**
 * Before a date is cancelled, postponed or moved: a native modal <dialog> (focus stays inside, Escape keeps the
 * date as it is) naming how many people will be told, and when. The answer is read when the dialog opens.
 */
export function NoticeConfirmDialog({
  asking,
  onConfirm,
  onClose,
}: {
  asking: TellingQuestion | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const port = useDataPort();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const venueIds = asking?.venueIds ?? [];
  const audience = useDashboardRead(
    ['notice-audience', ...venueIds],
    () => audienceOf((id) => port.countNoticeAudience(id), venueIds),
    { enabled: asking !== null, keepShown: false },
  );

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
            {asking.question}
          </h2>
          <p id={`${titleId}-told`} role="status" aria-live="polite">
            {audience.status === 'ready' && audience.data
              ? audienceWords(audience.data, venueIds.length, asking.change)
              : audience.status === 'error'
                ? W.countFailed + audience.error
                : W.counting}
          </p>
          <div className="d-grid gap-2">
            <button type="button" className="btn btn-danger" onClick={onConfirm}>
              {asking.yes}
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

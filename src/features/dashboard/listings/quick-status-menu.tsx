import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { QUICK_STATUS_WORDS as W } from '../../../content/dashboard-listings';
import type { Venue } from '../../../domain/venue';
import { quickStatusesFor, type QuickStatus } from './quick-status';
import { useMailOff } from '../shared/use-mail-off';

/**
 * A row's Status button and the actions it opens (few seats left, sold out, back on sale, cancel, postpone,
 * back on): a disclosure, so the keyboard reaches each action with Tab and Escape closes it. Two clicks set a
 * date's status from the list; the undo toast offers it back.
 */
export function QuickStatusMenu({
  venue,
  label,
  busy,
  onChoose,
}: {
  venue: Venue;
  label: string;
  busy: boolean;
  onChoose: (action: QuickStatus) => void;
}) {
  const id = useId();
  const mailOff = useMailOff();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="quick-status" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
      >
        {W.button}
        <span className="visually-hidden">: {label}</span>
      </button>
      {open && (
        <div id={`${id}-menu`} className="quick-status__menu" role="group" aria-label={W.menu(label)}>
          {quickStatusesFor(venue).map((action, index) => (
            <button
              key={action}
              ref={index === 0 ? first : undefined}
              type="button"
              className={`btn btn-sm ${action === 'cancelled' ? 'btn-outline-danger' : 'btn-outline-primary'}`}
              aria-disabled={busy}
              onClick={() => {
                if (busy) return;
                setOpen(false);
                onChoose(action);
              }}
            >
              {action === 'on-sale' && venue.availability === 'few-left'
                ? W.plentyOfSeats
                : W.actions[action]}
            </button>
          ))}
          <p className="quick-status__note small mb-0">{mailOff ? W.noticesOff : W.notices}</p>
        </div>
      )}
    </div>
  );
}

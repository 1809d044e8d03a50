import { useEffect, useId, useRef, useState } from 'react';
import { HOTELS_WORDS as W } from '../../../content/dashboard-hotels';
import { useDataPort } from '../../../data/data-port-context';
import type { HotelWithDates } from '../../../domain/hotel';
import { formatMoment } from '../../../domain/dates';
import { CopyButton } from '../../../ui/copy-button';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { useSingleFlight } from '../shared/use-single-flight';
import { useMailOff } from '../shared/use-mail-off';

/**
 * The hotel's private link (issue 39): who it was sent to and when the hotel last opened it; send it (a new
 * one replaces the old) or revoke it. The link itself is shown only when no e-mail could carry it: here, by
 * the button, with a Copy button, for as long as the panel is open (only its hash is kept).
 */
export function HotelLinkPanel({
  id: sectionId,
  hotel,
  onChanged,
  onResult,
}: {
  /** The section's own id, for links to it. */
  id?: string;
  hotel: HotelWithDates;
  onChanged: () => Promise<void>;
  /** Said under the panel (the section's message for it), as the form's saves are said under the form. */
  onResult: (result: ActionResult) => void;
}) {
  const port = useDataPort();
  const id = useId();
  const { pending, run } = useSingleFlight();
  const link = hotel.link ?? null;
  // Without e-mail the button makes the link for the manager to pass on: it does not say it sends one, and
  // needs no address to send it to (it is made for the contact's name, or the hotel's).
  const mailOff = useMailOff();
  const canSend = hotel.contact.email !== '' || mailOff;
  const words = mailOff
    ? { first: W.link.make, again: W.link.makeAgain }
    : { first: W.link.send, again: W.link.sendAgain };
  /** The link made where no e-mail carries it, for the manager to pass on. */
  const [handOver, setHandOver] = useState<string | null>(null);
  // Revoking, or replacing a link the hotel may have saved, asks first, in the panel: the keyboard moves to
  // the answer, and back to the button asked from on Keep.
  const [asking, setAsking] = useState<'revoke' | 'replace' | null>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);

  /** `work` answers what to say in the section's message, or null when the panel says it itself. */
  const act = (work: () => Promise<string | null>) =>
    void run(async () => {
      onResult(null);
      setHandOver(null);
      try {
        const said = await work();
        await onChanged();
        onResult(said === null ? null : success(said));
      } catch (error) {
        onResult(failure(W.link.failed + failureReason(error)));
      }
    });
  const send = () =>
    act(async () => {
      const sent = await port.sendHotelLink(hotel.id);
      if (sent.emailed) return W.link.sent(sent.link.sentTo);
      setHandOver(sent.url ?? '');
      return null;
    });
  const revoke = () =>
    act(async () => {
      await port.revokeHotelLink(hotel.id);
      return W.link.revoked;
    });
  const state =
    link &&
    `${(link.emailed ? W.link.sentTo : W.link.madeFor)(link.sentTo, formatMoment(link.createdAt))} ${W.link.opened(
      link.lastOpenedAt && formatMoment(link.lastOpenedAt),
    )}`;

  return (
    <section id={sectionId} className="dashboard-section card card-body mt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {W.link.heading}
      </h3>
      <p className="small">{W.link.about}</p>
      <p className="mb-2">{state || (mailOff ? W.link.noneMade : W.link.none)}</p>
      {!canSend && (
        <p id={`${id}-needs-contact`} className="small text-body-secondary">
          {W.link.needsContact}
        </p>
      )}
      {canSend && link && (
        <p id={`${id}-replaces`} className="small text-body-secondary">
          {W.link.replaces}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          ref={replaceButton}
          type="button"
          className="btn btn-primary"
          aria-disabled={pending || !canSend}
          aria-describedby={canSend ? (link ? `${id}-replaces` : undefined) : `${id}-needs-contact`}
          aria-expanded={link ? asking === 'replace' : undefined}
          onClick={() => {
            if (!canSend || pending) return;
            if (link) setAsking('replace');
            else send();
          }}
        >
          {pending ? W.link.sending : link ? words.again : words.first}
        </button>
        {link && (
          <button
            ref={revokeButton}
            type="button"
            className="btn btn-outline-danger"
            aria-disabled={pending}
            aria-expanded={asking === 'revoke'}
            onClick={() => !pending && setAsking('revoke')}
          >
            {W.link.revoke}
          </button>
        )}
      </div>
      {link && asking && (
        <div className="alert alert-warning mt-3 mb-0" role="group" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`}>
            {(asking === 'revoke' ? W.link.revokeQuestion : W.link.replaceQuestion)(link.sentTo)}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button
              ref={yes}
              type="button"
              className={asking === 'revoke' ? 'btn btn-danger' : 'btn btn-primary'}
              onClick={() => {
                setAsking(null);
                if (asking === 'revoke') revoke();
                else send();
              }}
            >
              {asking === 'revoke' ? W.link.revokeYes : W.link.replaceYes}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setAsking(null);
                (asking === 'revoke' ? revokeButton : replaceButton).current?.focus();
              }}
            >
              {W.link.revokeNo}
            </button>
          </div>
        </div>
      )}
      {/* The region is there before anything is said in it, so a screen reader hears the words arrive. */}
      <div className={handOver === null ? undefined : 'alert alert-warning mt-3 mb-0'}>
        <p role="status" className={handOver === null ? 'visually-hidden' : 'mb-2'}>
          {handOver !== null && W.link.mailOff}
        </p>
        {handOver !== null && (
          <>
            <label htmlFor={`${id}-url`} className="form-label small">
              {W.link.handOverLabel}
            </label>
            <div className="d-flex flex-wrap align-items-center gap-2">
              <input
                id={`${id}-url`}
                className="form-control font-monospace small flex-grow-1 w-auto"
                readOnly
                value={handOver}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={handOver} what="Link" />
            </div>
            <p className="small mt-2 mb-0">{W.link.handOverNote}</p>
          </>
        )}
      </div>
    </section>
  );
}

import { useId } from 'react';
import { HOTELS_WORDS as W } from '../../../content/dashboard-hotels';
import { useDataPort } from '../../../data/data-port-context';
import type { HotelWithDates } from '../../../domain/hotel';
import { formatMoment } from '../../../domain/dates';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { useSingleFlight } from '../shared/use-single-flight';

/**
 * The hotel's private link (issue 39): who it was sent to and when the hotel last opened it; send it (a new
 * one replaces the old) or revoke it. The link itself is shown only when no e-mail could carry it.
 */
export function HotelLinkPanel({
  hotel,
  onChanged,
  onResult,
}: {
  hotel: HotelWithDates;
  onChanged: () => Promise<void>;
  /** Said in the section's one message region, as the form's saves are. */
  onResult: (result: ActionResult) => void;
}) {
  const port = useDataPort();
  const id = useId();
  const { pending, run } = useSingleFlight();
  const link = hotel.link ?? null;
  const canSend = hotel.contact.email !== '';

  const act = (work: () => Promise<string>) =>
    void run(async () => {
      onResult(null);
      try {
        const said = await work();
        await onChanged();
        onResult(success(said));
      } catch (error) {
        onResult(failure(W.link.failed + failureReason(error)));
      }
    });
  const send = () =>
    act(async () => {
      const sent = await port.sendHotelLink(hotel.id);
      return sent.emailed ? W.link.sent(sent.link.sentTo) : W.link.mailOff(sent.url ?? '');
    });
  const revoke = () =>
    act(async () => {
      await port.revokeHotelLink(hotel.id);
      return W.link.revoked;
    });

  return (
    <section className="dashboard-section card card-body mt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {W.link.heading}
      </h3>
      <p className="mb-2">
        {link
          ? `${W.link.sentTo(link.sentTo, formatMoment(link.createdAt))} ${W.link.opened(
              link.lastOpenedAt && formatMoment(link.lastOpenedAt),
            )}`
          : W.link.none}
      </p>
      {!canSend && <p className="small text-body-secondary">{W.link.needsContact}</p>}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={pending || !canSend}
          onClick={() => canSend && send()}
        >
          {pending ? W.link.sending : link ? W.link.sendAgain : W.link.send}
        </button>
        {link && (
          <button type="button" className="btn btn-outline-danger" aria-disabled={pending} onClick={revoke}>
            {W.link.revoke}
          </button>
        )}
      </div>
    </section>
  );
}

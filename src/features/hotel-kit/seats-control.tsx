import { useId, useState } from 'react';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { HOTEL_KIT_HOSTED } from '../../content/hotel-kit-hosted';
import { useDataPort } from '../../data/data-port-context';
import { isDataError } from '../../data/errors';
import { hotelMaySetSeats, type HotelKitDate } from '../../domain/hotel-kit';
import type { Availability } from '../../domain/listing-state';
import { useKeepInTouchOffered } from '../forms/keep-in-touch';

// Hosted, a change shows on the next page load, after the contact's one sign-in (decision 0041).
const HOSTED = import.meta.env.VITE_BACKEND === 'firebase';

/** The order a hotel thinks in as its tables go. */
const CHOICES: readonly Availability[] = ['on-sale', 'few-left', 'sold-out'];

/**
 * The hotel's one say over its date: few left, sold out or on sale again. Three buttons, the current state
 * pressed (`aria-pressed`, read out as such); a press saves at once, and the keyboard stays on the button
 * while it saves. They were radio buttons: disabled while saving, they dropped the focus to the page, and
 * the arrow keys, which choose a radio, saved each state on the way (Few left, on the way to Sold out).
 */
export function SeatsControl({
  token,
  date,
  onSaved,
  onNotFound,
}: {
  token: string;
  date: HotelKitDate;
  onSaved: (availability: Availability) => void;
  /** The date, or the link itself, opens nothing now: the page reads its dates again and says which. */
  onNotFound: () => void;
}) {
  const port = useDataPort();
  const id = useId();
  const [pending, setPending] = useState<Availability | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The sold-out date's page offers "tell me if seats come back" only where the site can e-mail.
  const seatsBackOffered = useKeepInTouchOffered();
  if (!hotelMaySetSeats(date.status)) return <p className="small mb-0">{W.seats.calledOff}</p>;

  const choose = async (availability: Availability) => {
    setPending(availability);
    setResult(null);
    try {
      await port.setHotelSeats(token, date.id, availability);
      onSaved(availability);
      setResult({ ok: true, text: W.seats.saved(W.seats.labels[availability], date.when) });
    } catch (error) {
      // Hosted, the first change mails the contact a sign-in link (decision 0041): a step, not a failure.
      if (isDataError(error, 'signed-out')) setResult({ ok: true, text: error.message });
      // A refused address answers as one that never existed (the server names no reason): not words for a hotel.
      else if (isDataError(error, 'not-found')) onNotFound();
      else
        setResult({ ok: false, text: W.seats.failed + (isDataError(error) ? error.message : String(error)) });
    } finally {
      setPending(null);
    }
  };

  const shown = pending ?? date.availability;
  return (
    <fieldset className="kit-seats" aria-describedby={`${id}-hint`}>
      <legend className="h6 mb-1">{W.seats.legend}</legend>
      <p id={`${id}-hint`} className="small text-body-secondary mb-2">
        {HOSTED ? HOTEL_KIT_HOSTED.seatsHint : seatsBackOffered ? W.seats.hint : W.seats.hintMailOff}
      </p>
      <div className="kit-seats__choices">
        {CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`btn ${shown === choice ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={shown === choice}
            aria-disabled={pending !== null}
            onClick={() => {
              if (pending === null && shown !== choice) void choose(choice);
            }}
          >
            {W.seats.labels[choice]}
          </button>
        ))}
      </div>
      <p role={result?.ok === false ? 'alert' : 'status'} className="small mt-2 mb-0">
        {result?.text}
      </p>
    </fieldset>
  );
}

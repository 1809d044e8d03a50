import { useId, useRef, useState, type FormEvent } from 'react';
import { ADDRESS_COPY as COPY, ERASE_COPY, SUBSCRIBERS_COPY } from '../../../content/dashboard-keep-in-touch';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import { holdsNothing, type AddressRecords } from '../../../domain/address-records';
import { cityLabel } from '../../../domain/cities';
import { formatDateWithWeekday } from '../../../domain/dates';
import { seatsWords } from '../../../domain/seats-back';
import { SHOW_NAMES } from '../../../domain/shows';
import { Field } from '../../../ui/field';
import { EraseControl } from '../shared/erase-control';
import { failureReason } from '../shared/results';
import { useSingleFlight } from '../shared/use-single-flight';

const interest = ({ show, city }: AddressRecords['subscriptions'][number]) =>
  `${show ? SHOW_NAMES[show] : SUBSCRIBERS_COPY.anyShow} · ${city ? cityLabel(city) : SUBSCRIBERS_COPY.anywhere}`;

const request = (r: AddressRecords['seatsBack'][number]) =>
  [
    r.show ? SHOW_NAMES[r.show] : null,
    r.hotelName || null,
    r.date ? formatDateWithWeekday(r.date) : COPY.unknownDate,
    seatsWords(r.partySize),
    r.told ? COPY.told : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** What we keep of one address, with the erase of all of it. */
function HeldRecords({ records, onErased }: { records: AddressRecords; onErased: () => void }) {
  const port = useDataPort();
  return (
    <div className="address-records mt-3">
      <h4 className="h6">{COPY.heldTitle(records.email)}</h4>
      {records.subscriptions.length > 0 && (
        <p className="small mb-1">
          {COPY.subscriptions}: {records.subscriptions.map(interest).join('; ')}
        </p>
      )}
      {records.seatsBack.length > 0 && (
        <>
          <p className="small mb-1">{COPY.seatsBack}:</p>
          <ul className="small mb-1">
            {records.seatsBack.map((r) => (
              <li key={r.listing}>{request(r)}</li>
            ))}
          </ul>
        </>
      )}
      {records.messages > 0 && <p className="small mb-1">{COPY.messages(records.messages)}</p>}
      <p className="small mb-2">{COPY.emails(records.emails)}</p>
      <EraseControl
        what={COPY.what(records.email)}
        removes={COPY.removes}
        erase={() => port.eraseAddress(records.email)}
        onErased={onErased}
      />
    </div>
  );
}

/**
 * Finds everything the site holds of one e-mail address and erases it on request: the way to reach a person
 * who asked for seats back or wrote to us but never subscribed, who has no row in the list below.
 */
export function AddressLookup({ onErased }: { onErased: () => void }) {
  const port = useDataPort();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [found, setFound] = useState<AddressRecords | null>(null);
  const [said, setSaid] = useState('');
  const flight = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    void flight.run(async () => {
      setFieldError('');
      setError('');
      setSaid('');
      setFound(null);
      try {
        const records = await port.findAddress(email);
        if (holdsNothing(records)) setSaid(COPY.nothing(records.email));
        else setFound(records);
      } catch (failure) {
        if (isDataError(failure, 'invalid') && failure.fields.email) {
          setFieldError(failure.fields.email);
          form.current?.querySelector('input')?.focus();
        } else setError(COPY.failed(failureReason(failure)));
      }
    });
  };

  return (
    <section className="address-lookup mb-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {COPY.title}
      </h3>
      <p className="small text-body-secondary">{COPY.intro}</p>
      <form ref={form} noValidate onSubmit={find} className="address-lookup-form">
        <Field
          name="email"
          type="email"
          label={COPY.label}
          value={email}
          error={fieldError}
          onChange={setEmail}
          required
          requiredMark={false}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-outline-primary" aria-disabled={flight.pending}>
          {flight.pending ? COPY.finding : COPY.find}
        </button>
      </form>
      <p role="status" className={said ? 'mt-3 mb-0' : 'visually-hidden'}>
        {said}
      </p>
      {error && (
        <p role="alert" className="alert alert-danger mt-3">
          {error}
        </p>
      )}
      {found && (
        <HeldRecords
          records={found}
          onErased={() => {
            setFound(null);
            setSaid(ERASE_COPY.erased(COPY.what(found.email)));
            form.current?.querySelector('input')?.focus();
            onErased();
          }}
        />
      )}
    </section>
  );
}

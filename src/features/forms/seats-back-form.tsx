import { useState } from 'react';
import { SEATS_BACK_FORM_COPY as COPY } from '../../content/seats-back';
import { useDataPort } from '../../data/data-port-context';
import { seatsBackConsentText, seatsBackInputSchema, MAX_PARTY_SIZE } from '../../domain/seats-back';
import type { SubscribeOutcome } from '../../domain/subscription';
import type { Venue } from '../../domain/venue';
import { Field } from '../../ui/field';
import { ConsentBox, withConsentBox } from './consent-box';
import { SubmissionForm } from './submission-form';
import { useSubmission } from './use-submission';

// A short list beats typing a number on a phone; more than MAX_PARTY_SIZE is a group booking.
const PARTY_SIZES = Array.from({ length: MAX_PARTY_SIZE }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

const formSchema = withConsentBox(seatsBackInputSchema);

/** "Tell me if seats come back" for one sold-out date: an e-mail, how many seats, and consent. */
export function SeatsBackForm({
  venue,
  focusFirstField = false,
}: {
  venue: Venue;
  focusFirstField?: boolean;
}) {
  const port = useDataPort();
  const [outcome, setOutcome] = useState<SubscribeOutcome>('confirmation-sent');
  const form = useSubmission({
    schema: formSchema,
    initial: { email: '', partySize: '2', listing: venue.id, consent: '' },
    submit: async (fields) => {
      const page = `${window.location.pathname}${window.location.search}`.slice(0, 200);
      setOutcome(await port.askSeatsBack({ ...fields, page }));
    },
  });
  return (
    <SubmissionForm
      submission={form}
      label={COPY.heading}
      submitLabel={COPY.submit}
      success={COPY.success[outcome]}
      focusFirstField={focusFirstField}
    >
      <h2 className="h5">{COPY.heading}</h2>
      <Field
        {...form.fieldProps('email')}
        label={COPY.labels.email}
        type="email"
        autoComplete="email"
        required
      />
      <Field {...form.fieldProps('partySize')} label={COPY.labels.partySize} options={PARTY_SIZES} required />
      <ConsentBox
        words={seatsBackConsentText(venue)}
        checked={form.values.consent === 'true'}
        error={form.errors.consent}
        onChange={(checked) => form.fieldProps('consent').onChange(checked ? 'true' : '')}
      />
    </SubmissionForm>
  );
}

import { useState } from 'react';
import { SUBSCRIBE_FORM_COPY as COPY } from '../../content/subscriptions';
import { useDataPort } from '../../data/data-port-context';
import { CITY_OPTIONS, type CityKey } from '../../domain/cities';
import { SHOW_KEYS, SHOW_NAMES, type ShowKey } from '../../domain/shows';
import { consentText, subscriptionInputSchema, type SubscribeOutcome } from '../../domain/subscription';
import { Field } from '../../ui/field';
import { ConsentBox, withConsentBox } from './consent-box';
import { SubmissionForm } from './submission-form';
import { useSubmission } from './use-submission';

const formSchema = withConsentBox(subscriptionInputSchema);
const SHOW_OPTIONS = SHOW_KEYS.map((key) => ({ value: key, label: SHOW_NAMES[key] }));

/**
 * "Tell me when" and the newsletter: an e-mail, an optional show and city, and an unticked box whose words
 * say exactly what the person will get (the same words are stored with the subscription).
 */
export function SubscriptionForm({
  show,
  city,
  focusFirstField = false,
}: {
  show?: ShowKey;
  city?: CityKey;
  /** Opened by a button it replaces (SubmissionForm). */
  focusFirstField?: boolean;
}) {
  const port = useDataPort();
  const [outcome, setOutcome] = useState<SubscribeOutcome>('confirmation-sent');
  const form = useSubmission({
    schema: formSchema,
    initial: { email: '', show: show ?? '', city: city ?? '', consent: '' },
    submit: async (fields) => {
      const page = `${window.location.pathname}${window.location.search}`.slice(0, 200);
      setOutcome(await port.subscribe({ ...fields, page }));
    },
  });
  const wantedShow = (form.values.show || null) as ShowKey | null;
  const wantedCity = (form.values.city || null) as CityKey | null;

  return (
    <SubmissionForm
      submission={form}
      label={COPY.label}
      submitLabel={COPY.submit}
      success={COPY.success[outcome]}
      focusFirstField={focusFirstField}
    >
      <p>{COPY.intro}</p>
      <Field
        {...form.fieldProps('email')}
        label={COPY.labels.email}
        type="email"
        autoComplete="email"
        required
      />
      <Field
        {...form.fieldProps('show')}
        label={COPY.labels.show}
        options={SHOW_OPTIONS}
        chooseLabel={COPY.anyShow}
      />
      <Field
        {...form.fieldProps('city')}
        label={COPY.labels.city}
        options={CITY_OPTIONS}
        chooseLabel={COPY.anywhere}
      />
      <ConsentBox
        words={consentText(wantedShow, wantedCity)}
        checked={form.values.consent === 'true'}
        error={form.errors.consent}
        onChange={(checked) => form.fieldProps('consent').onChange(checked ? 'true' : '')}
      />
    </SubmissionForm>
  );
}

import { FORM_COPY, HOSTING_FORM_COPY } from '../../content/forms';
import { useDataPort } from '../../data/data-port-context';
import {
  HOSTING_SHOW_LABELS,
  HOSTING_SHOW_OPTIONS,
  hostingRequestInputSchema,
} from '../../domain/hosting-request';
import { Field } from './field';
import { FormFeedback, SubmitButton } from './form-feedback';
import { HoneypotField } from './honeypot-field';
import { useSubmission } from './use-submission';

const EMPTY = { show: '', venueName: '', venueLink: '', venueEmail: '', venueNumber: '', venueMessage: '' };
type HostingField = keyof typeof EMPTY;

const SHOW_CHOICES = HOSTING_SHOW_OPTIONS.map((value) => ({ value, label: HOSTING_SHOW_LABELS[value] }));
const TYPES: Partial<Record<HostingField, 'email' | 'tel' | 'url'>> = {
  venueLink: 'url',
  venueEmail: 'email',
  venueNumber: 'tel',
};
const AUTO_COMPLETE: Record<HostingField, string> = {
  show: 'off',
  venueName: 'organization',
  venueLink: 'url',
  venueEmail: 'email',
  venueNumber: 'tel',
  venueMessage: 'off',
};
const OPTIONAL: readonly HostingField[] = ['venueLink', 'venueMessage'];

/** The /eventContact enquiry: a venue asking to host a show. Fields reset after a successful submission. */
export function HostingRequestForm() {
  const port = useDataPort();
  const { formRef, honeypotRef, ...form } = useSubmission({
    schema: hostingRequestInputSchema,
    initial: EMPTY,
    submit: (request) => port.submitHostingRequest(request),
  });
  const { labels, placeholders, hints } = HOSTING_FORM_COPY;

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Hosting enquiry">
      <p className="small text-body-secondary">{FORM_COPY.requiredNote}</p>
      {(Object.keys(EMPTY) as HostingField[]).map((name) => (
        <Field
          key={name}
          name={name}
          label={labels[name]}
          value={form.values[name]}
          error={form.errors[name]}
          onChange={(value) => form.setValue(name, value)}
          onBlur={() => form.blur(name)}
          type={TYPES[name]}
          multiline={name === 'venueMessage'}
          options={name === 'show' ? SHOW_CHOICES : undefined}
          chooseLabel={HOSTING_FORM_COPY.chooseShow}
          placeholder={name === 'venueLink' ? placeholders.venueLink : undefined}
          hint={name === 'venueLink' || name === 'venueMessage' ? hints[name] : undefined}
          autoComplete={AUTO_COMPLETE[name]}
          required={!OPTIONAL.includes(name)}
        />
      ))}
      <HoneypotField inputRef={honeypotRef} />
      <SubmitButton status={form.status} label={HOSTING_FORM_COPY.submit} />
      <FormFeedback status={form.status} failure={form.failure} success={HOSTING_FORM_COPY.success} />
    </form>
  );
}

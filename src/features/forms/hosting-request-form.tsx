import { HOSTING_FORM_COPY } from '../../content/forms';
import { useDataPort } from '../../data/data-port-context';
import {
  HOSTING_SHOW_LABELS,
  HOSTING_SHOW_OPTIONS,
  hostingRequestInputSchema,
} from '../../domain/hosting-request';
import { Field } from '../../ui/field';
import { SubmissionForm } from './submission-form';
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
  const form = useSubmission({
    schema: hostingRequestInputSchema,
    initial: EMPTY,
    submit: (request) => port.submitHostingRequest(request),
  });
  const { labels, placeholders, hints } = HOSTING_FORM_COPY;

  return (
    <SubmissionForm
      submission={form}
      label="Hosting enquiry"
      submitLabel={HOSTING_FORM_COPY.submit}
      success={HOSTING_FORM_COPY.success}
    >
      {(Object.keys(EMPTY) as HostingField[]).map((name) => (
        <Field
          key={name}
          {...form.fieldProps(name)}
          label={labels[name]}
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
    </SubmissionForm>
  );
}

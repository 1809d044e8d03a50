import { HOSTING_FORM_COPY } from '../../content/forms';
import { useDataPort } from '../../data/data-port-context';
import { z } from 'zod';
import { hostingRequestInputSchema } from '../../domain/hosting-request';
import { Field } from '../../ui/field';
import { ShowChoices } from './show-choices';
import { SubmissionForm } from './submission-form';
import { useSubmission } from './use-submission';

const EMPTY = {
  shows: '',
  contactName: '',
  venueName: '',
  venueLink: '',
  venueEmail: '',
  venueNumber: '',
  venueMessage: '',
};
type HostingField = keyof typeof EMPTY;
type TextField = Exclude<HostingField, 'shows'>;

/** The form keeps the chosen shows as one comma-separated value (show-choices.tsx); the schema wants a list. */
const formSchema = z.preprocess(
  (values) => ({
    ...(values as typeof EMPTY),
    shows: (values as typeof EMPTY).shows.split(',').filter(Boolean),
  }),
  hostingRequestInputSchema,
);
const TYPES: Partial<Record<HostingField, 'email' | 'tel' | 'url'>> = {
  venueLink: 'url',
  venueEmail: 'email',
  venueNumber: 'tel',
};
const AUTO_COMPLETE: Record<TextField, string> = {
  contactName: 'name',
  venueName: 'organization',
  venueLink: 'url',
  venueEmail: 'email',
  venueNumber: 'tel',
  venueMessage: 'off',
};
const OPTIONAL: readonly HostingField[] = ['venueLink', 'venueMessage'];
const TEXT_FIELDS = (Object.keys(EMPTY) as HostingField[]).filter(
  (name): name is TextField => name !== 'shows',
);

/** The /eventContact enquiry: a venue asking to host a show. Fields reset after a successful submission. */
export function HostingRequestForm() {
  const port = useDataPort();
  const form = useSubmission({
    schema: formSchema,
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
      <ShowChoices legend={labels.shows} {...form.fieldProps('shows')} />
      {TEXT_FIELDS.map((name) => (
        <Field
          key={name}
          {...form.fieldProps(name)}
          label={labels[name]}
          type={TYPES[name]}
          multiline={name === 'venueMessage'}
          placeholder={name === 'venueLink' ? placeholders.venueLink : undefined}
          hint={name === 'venueLink' || name === 'venueMessage' ? hints[name] : undefined}
          autoComplete={AUTO_COMPLETE[name]}
          required={!OPTIONAL.includes(name)}
        />
      ))}
    </SubmissionForm>
  );
}

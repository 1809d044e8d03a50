import { CONTACT_FORM_COPY } from '../../content/forms';
import { useDataPort } from '../../data/data-port-context';
import { contactMessageInputSchema } from '../../domain/contact-message';
import { Field } from '../../ui/field';
import { SubmissionForm } from './submission-form';
import { useSubmission } from './use-submission';

const EMPTY = { name: '', email: '', phone: '', message: '' };
type ContactField = keyof typeof EMPTY;
const TYPES: Partial<Record<ContactField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

/**
 * The 'Message us' form (/contact and the home page's contact section, where the message is labelled
 * 'Special Request'). Validated by the same schema as the server's route.
 */
export function ContactForm({ messageLabel }: { messageLabel?: string }) {
  const port = useDataPort();
  const form = useSubmission({
    schema: contactMessageInputSchema,
    initial: EMPTY,
    submit: (message) => port.submitContactMessage(message),
  });
  const labels = { ...CONTACT_FORM_COPY.labels, message: messageLabel ?? CONTACT_FORM_COPY.labels.message };

  return (
    <SubmissionForm
      submission={form}
      label="Message us"
      submitLabel={CONTACT_FORM_COPY.submit}
      success={CONTACT_FORM_COPY.success}
    >
      {(Object.keys(EMPTY) as ContactField[]).map((name) => (
        <Field
          key={name}
          {...form.fieldProps(name)}
          label={labels[name]}
          type={TYPES[name]}
          multiline={name === 'message'}
          autoComplete={CONTACT_FORM_COPY.autoComplete[name]}
          required
        />
      ))}
    </SubmissionForm>
  );
}

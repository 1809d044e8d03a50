import { CONTACT_FORM_COPY, FORM_COPY } from '../../content/forms';
import { useDataPort } from '../../data/data-port-context';
import { contactMessageInputSchema } from '../../domain/contact-message';
import { Field } from './field';
import { FormFeedback, SubmitButton } from './form-feedback';
import { HoneypotField } from './honeypot-field';
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
  const { formRef, honeypotRef, ...form } = useSubmission({
    schema: contactMessageInputSchema,
    initial: EMPTY,
    submit: (message) => port.submitContactMessage(message),
  });
  const labels = { ...CONTACT_FORM_COPY.labels, message: messageLabel ?? CONTACT_FORM_COPY.labels.message };

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Message us">
      <p className="small text-body-secondary">{FORM_COPY.requiredNote}</p>
      {(Object.keys(EMPTY) as ContactField[]).map((name) => (
        <Field
          key={name}
          name={name}
          label={labels[name]}
          value={form.values[name]}
          error={form.errors[name]}
          onChange={(value) => form.setValue(name, value)}
          onBlur={() => form.blur(name)}
          type={TYPES[name]}
          multiline={name === 'message'}
          autoComplete={CONTACT_FORM_COPY.autoComplete[name]}
          required
        />
      ))}
      <HoneypotField inputRef={honeypotRef} />
      <SubmitButton status={form.status} label={CONTACT_FORM_COPY.submit} />
      <FormFeedback status={form.status} failure={form.failure} success={CONTACT_FORM_COPY.success} />
    </form>
  );
}

import { useId } from 'react';
import { z } from 'zod';

/** A form's schema as its fields hold it: text values, the box's "true" becoming the boolean consent is. */
export const withConsentBox = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (values) => ({
      ...(values as Record<string, string>),
      consent: (values as Record<string, string>).consent === 'true',
    }),
    schema,
  );

/**
 * The unticked box whose words say exactly what the person will get (the same words are stored with what
 * they asked for), as every form that asks for consent shows it.
 */
export function ConsentBox({
  words,
  checked,
  error,
  onChange,
}: {
  words: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const consentId = `${useId()}-consent`;
  return (
    <div className="form-check mb-3">
      <input
        id={consentId}
        name="consent"
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${consentId}-error` : undefined}
        required
      />
      <label htmlFor={consentId} className="form-check-label">
        {words} *
      </label>
      {error && (
        <div id={`${consentId}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

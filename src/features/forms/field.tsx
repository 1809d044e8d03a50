import { useId, type ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  /** Options turn the field into a <select>; the first, empty option asks the visitor to choose. */
  options?: readonly { value: string; label: string }[];
  chooseLabel?: string;
}

/**
 * One labelled form field with its message beside it: `aria-invalid` and `aria-describedby` tie the
 * message (and any hint) to the control so a screen reader reads them when the field gets focus.
 */
export function Field({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  hint,
  options,
  chooseLabel,
  multiline,
  ...rest
}: FieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    required: rest.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
  } as const;

  let control: ReactNode;
  if (options) {
    control = (
      <select
        {...shared}
        className={`form-select${error ? ' is-invalid' : ''}`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{chooseLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = (
      <textarea
        {...shared}
        rows={5}
        placeholder={rest.placeholder}
        autoComplete={rest.autoComplete}
        className={`form-control${error ? ' is-invalid' : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...shared}
        type={rest.type ?? 'text'}
        placeholder={rest.placeholder}
        autoComplete={rest.autoComplete}
        className={`form-control${error ? ' is-invalid' : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {rest.required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="text-body-secondary"> (optional)</span>
        )}
      </label>
      {control}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';

/** What a control inside a FieldFrame must carry so the label, hint and message are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control, given the attributes that tie it to its label, hint and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and its message beside it: `aria-invalid` and `aria-describedby` tie the
 * message (and any hint) to the control so a screen reader reads them when the field gets focus. Field
 * below builds on it; a control of its own kind (a row of dates with a Remove button) can use it directly.
 */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'time';
  multiline?: boolean;
  required?: boolean;
  /**
   * Whether a required field's label carries the " *" (visitor forms explain it in a note above). An
   * optional field always says "(optional)".
   */
  requiredMark?: boolean;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  /** Options turn the field into a <select>; the first, empty option asks the visitor to choose. */
  options?: readonly { value: string; label: string }[];
  chooseLabel?: string;
}

/** One labelled form field, for visitors' forms and the dashboard alike. */
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
  requiredMark = true,
  ...rest
}: FieldProps) {
  const id = `${useId()}-${name}`;
  const invalid = error ? ' is-invalid' : '';

  const control = (aria: FieldControlProps): ReactNode => {
    const shared = { ...aria, name, value, required: rest.required, onBlur } as const;
    if (options) {
      return (
        <select
          {...shared}
          // Without a "Choose..." option every choice is a value: nothing to require, and HTML allows
          // `required` on such a list only when its first option is empty.
          required={chooseLabel !== undefined && rest.required}
          className={`form-select${invalid}`}
          onChange={(e) => onChange(e.target.value)}
        >
          {chooseLabel !== undefined && <option value="">{chooseLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    if (multiline) {
      return (
        <textarea
          {...shared}
          rows={5}
          placeholder={rest.placeholder}
          autoComplete={rest.autoComplete}
          className={`form-control${invalid}`}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
    return (
      <input
        {...shared}
        type={rest.type ?? 'text'}
        placeholder={rest.placeholder}
        autoComplete={rest.autoComplete}
        className={`form-control${invalid}`}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  };

  const mark = rest.required ? (
    requiredMark && <span aria-hidden="true"> *</span>
  ) : (
    <span className="text-body-secondary"> (optional)</span>
  );

  return (
    <FieldFrame
      id={id}
      label={
        <>
          {label}
          {mark}
        </>
      }
      error={error}
      hint={hint}
    >
      {control}
    </FieldFrame>
  );
}
